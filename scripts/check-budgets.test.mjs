import { describe, expect, it } from "vitest";
import { templates } from "../lib/pages";
import { getSitePages } from "../lib/site-pages";
import {
  budgetFor,
  budgetWithPictures,
  firstPaintMisses,
  hasPageForm,
  imageMisses,
  jsMiss,
  pagePath,
  templateOf,
  weighPage,
  weightMisses,
} from "./check-budgets.ts";

const budgets = { baseKb: 150, formKb: 170, imageKb: 80, pageImagesKb: 300, inlineCssKb: 14 };

describe("pagePath", () => {
  it("maps exported HTML files to the paths they serve", () => {
    expect(pagePath("index.html")).toBe("/");
    expect(pagePath("contact.html")).toBe("/contact");
    expect(pagePath("careers/senior-ml-engineer.html")).toBe("/careers/senior-ml-engineer");
    expect(pagePath("blog\\index.html")).toBe("/blog");
    expect(pagePath("404.html")).toBe("/404");
  });
});

describe("budgetFor", () => {
  const pages = getSitePages("en");

  it("allows the form budget exactly on the pages the registry marks as rendering a form", () => {
    for (const page of pages)
      expect(budgetFor(page.path, pages, budgets), page.path).toBe(page.form ? 170 : 150);
    expect(pages.some((page) => page.form)).toBe(true);
  });

  it("holds pages outside the sitemap to the base budget", () => {
    for (const path of ["/404", "/_not-found", "/no-such-page"]) {
      expect(hasPageForm(path, pages)).toBe(false);
      expect(budgetFor(path, pages, budgets)).toBe(150);
    }
  });
});

describe("templateOf", () => {
  it("groups a collection's pages, in every edition, and every not-found page", () => {
    const [service] = getSitePages("en").filter((page) => page.template === "service");
    expect(templateOf("/")).toBe("home");
    expect(templateOf("/de")).toBe("home");
    expect(templateOf(`/zh${service?.path}`)).toBe("service");
    expect(templateOf("/fr/contact")).toBe("contact");
    for (const path of ["/404", "/_not-found", "/es/404"])
      expect(templateOf(path)).toBe("notFound");
    expect(() => templateOf("/services/no-such-service")).toThrow(/no template/);
  });

  it("has a budget for the template of every page of the site", () => {
    for (const page of getSitePages("en")) {
      expect(templateOf(page.path), page.path).toBe(page.template);
      expect(templates[page.template].budget, page.path).toBeDefined();
    }
  });
});

describe("page weight against its budget", () => {
  const payload = (bytes) => `<script>self.__next_f.push([1,"${"x".repeat(bytes - 26)}"])</script>`;
  const page = (elements, payloadBytes) =>
    `<!DOCTYPE html><html><head><title>t</title></head><body>${"<p>text</p>".repeat(elements - 4)}${payload(payloadBytes)}<link rel="preload" as="script" href="/a.js"/><script src="/a.js"></script></body></html>`;

  it("counts elements without scripts or script preloads, and the inline payload's bytes", () => {
    const weight = weighPage(page(100, 4096));
    expect(weight.elements).toBe(100);
    expect(weight.payloadKb).toBe(4);
    expect(weight.htmlGzipKb).toBeGreaterThan(0);
  });

  it("passes a page within its budget", () => {
    const budget = { htmlGzipKb: 10, payloadKb: 5, elements: 100 };
    expect(weightMisses(weighPage(page(100, 4096)), budget)).toEqual([]);
  });

  it("fails a page over each figure, naming the figure and the budget", () => {
    const weight = weighPage(page(101, 6 * 1024));
    expect(weightMisses(weight, { htmlGzipKb: 10, payloadKb: 5, elements: 100 })).toEqual([
      "inline RSC payload 6.0 KB > budget 5.0 KB",
      "elements 101 > budget 100",
    ]);
    expect(weightMisses(weight, { htmlGzipKb: 0.1, payloadKb: 99, elements: 999 })).toEqual([
      expect.stringMatching(/^HTML gzip \d+\.\d KB > budget 0\.1 KB$/),
    ]);
  });

  it("fails a page over its first-load JavaScript budget", () => {
    expect(jsMiss(150.4, 150)).toEqual(["first-load JS 150.4 KB gzip > budget 150 KB"]);
    expect(jsMiss(149.9, 150)).toEqual([]);
  });
});

describe("images a phone loads", () => {
  it("passes a page without pictures, and one within both image budgets", () => {
    expect(imageMisses([], budgets)).toEqual([]);
    expect(imageMisses([79.9, 60, 12], budgets)).toEqual([]);
  });

  it("fails a page whose largest phone image or whose sum is over budget", () => {
    expect(imageMisses([80.5, 4], budgets)).toEqual(["phone image 80.5 KB > budget 80 KB"]);
    expect(imageMisses([70, 70, 70, 70, 70], budgets)).toEqual([
      "phone images 350.0 KB > budget 300 KB",
    ]);
  });

  it("widens a page's template budget for each photo on it, and only then", () => {
    const budget = { htmlGzipKb: 20, payloadKb: 50, elements: 300 };
    expect(budgetWithPictures(budget, 0)).toEqual(budget);
    const two = budgetWithPictures(budget, 2);
    expect(two.elements).toBeGreaterThan(budget.elements);
    expect(two.payloadKb).toBeGreaterThan(budget.payloadKb);
  });
});

describe("the first paint", () => {
  const sans =
    '<link rel="preload" href="/_next/static/media/sans.woff2" as="font" crossorigin="" type="font/woff2"/>';
  const mono =
    '<link rel="preload" href="/_next/static/media/mono.woff2" as="font" crossorigin="" type="font/woff2"/>';
  const deferred =
    '<style>body{margin:0}</style><link media="print" rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next"/><script>x()</script>';
  const page = (head, body = "<p>text</p>") =>
    `<!DOCTYPE html><html><head><meta charSet="utf-8"/>${head}</head><body>${body}</body></html>`;

  it("passes a page whose CSS is inline, its stylesheet deferred, one font preloaded", () => {
    expect(firstPaintMisses(page(`${sans}${deferred}`), budgets)).toEqual([]);
    expect(firstPaintMisses(page(deferred), budgets)).toEqual([]);
  });

  it("fails a planted render-blocking stylesheet, naming it", () => {
    const blocking =
      '<link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next"/>';
    expect(firstPaintMisses(page(`${sans}${blocking}`), budgets)).toEqual([
      "render-blocking stylesheet /_next/static/chunks/a.css",
    ]);
    // A screen media list blocks too; an alternate or disabled sheet, or one for print, does not.
    const screen = '<link rel="stylesheet" media="screen and (min-width: 40rem)" href="/b.css"/>';
    expect(firstPaintMisses(page(screen), budgets)).toEqual(["render-blocking stylesheet /b.css"]);
    const harmless =
      '<link rel="alternate stylesheet" href="/c.css"/><link rel="stylesheet" disabled href="/d.css"/><link rel="stylesheet" media="print" href="/e.css"/>';
    expect(firstPaintMisses(page(harmless), budgets)).toEqual([]);
  });

  it("reads the head with an HTML parser: a stylesheet named in a comment or a script is none", () => {
    const mentioned =
      '<!-- <link rel="stylesheet" href="/old.css"> --><script>document.write(\'<link rel="stylesheet" href="/x.css">\')</script>';
    expect(firstPaintMisses(page(mentioned), budgets)).toEqual([]);
  });

  it("fails a script the HTML runs or fetches itself, before the first paint", () => {
    const after = '<script data-chunks="/_next/static/chunks/a.js">go()</script>';
    expect(firstPaintMisses(page(deferred, `<p>text</p>${after}`), budgets)).toEqual([]);
    const preload =
      '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/a.js"/>';
    expect(firstPaintMisses(page(deferred, `<p>text</p>${preload}${after}`), budgets)).toEqual([
      "script /_next/static/chunks/a.js downloads before the first paint",
    ]);
    const polyfills = '<script src="/_next/static/chunks/p.js" noModule=""></script>';
    expect(firstPaintMisses(page(`${deferred}${polyfills}`), budgets)).toEqual([]);
    const early = '<script src="/_next/static/chunks/a.js" async=""></script>';
    expect(firstPaintMisses(page(deferred, `<p>text</p>${early}`), budgets)).toEqual([
      "script /_next/static/chunks/a.js can run before the first paint",
    ]);
  });

  it("fails a planted second font preload", () => {
    expect(firstPaintMisses(page(`${sans}${mono}${deferred}`), budgets)).toEqual([
      "2 font preloads > 1 (/_next/static/media/sans.woff2, /_next/static/media/mono.woff2)",
    ]);
  });

  it("fails inline CSS over its budget", () => {
    const css = Array.from({ length: 4000 }, (_, i) => `.c${i}{width:${i * 7}px}`).join("");
    expect(firstPaintMisses(page(`<style>${css}</style>`), { inlineCssKb: 2 })).toEqual([
      expect.stringMatching(/^inline CSS \d+\.\d KB gzip > budget 2 KB$/),
    ]);
  });
});
