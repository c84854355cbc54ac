import { describe, expect, it } from "vitest";
import { inlineScripts } from "./csp.mjs";
import { renderBlockingStylesheets } from "./export-pages.mjs";
import {
  applyWhenLoaded,
  firstPaintPage,
  pageCss,
  parseStylesheet,
  requiredClasses,
} from "./first-paint.mjs";

describe("requiredClasses", () => {
  it("takes the classes a selector needs, unescaped, and none inside functional pseudo-classes", () => {
    expect(requiredClasses(".card")).toEqual(["card"]);
    expect(requiredClasses(".md\\:text-\\[44px\\]")).toEqual(["md:text-[44px]"]);
    expect(requiredClasses(".group:hover .group-hover\\:translate-x-0\\.5")).toEqual([
      "group",
      "group-hover:translate-x-0.5",
    ]);
    expect(requiredClasses(".\\32 xl\\:px-8")).toEqual(["2xl:px-8"]);
    expect(requiredClasses(".prose :where(p):not(:where(.not-prose, .not-prose *))")).toEqual([
      "prose",
    ]);
    expect(requiredClasses('a[href^="http.x"]::after')).toEqual([]);
    expect(requiredClasses("*, ::before")).toEqual([]);
  });
});

const css =
  '@layer theme,base,utilities;@font-face{font-family:x;src:url(../media/x.woff2)format("woff2")}' +
  "@layer base{*{margin:0}}@layer utilities{.used{color:red}.unused{color:blue}" +
  "@media (min-width:40rem){.sm\\:unused{color:green}}.dark\\:used:where([data-theme=dark] *){color:white}}";
const sheet = parseStylesheet(css, "/_next/static/chunks/site.css");

describe("pageCss", () => {
  it("keeps the rules the page's classes can use, element rules and at-rules with content", () => {
    const kept = pageCss(sheet, new Set(["used", "dark:used"]));
    expect(kept).toContain(".used{color:red}");
    expect(kept).toContain(".dark\\:used:where([data-theme=dark] *)");
    expect(kept).toContain("*{margin:0}");
    expect(kept).toContain("@layer theme,base,utilities;");
    expect(kept).not.toContain("unused");
    expect(kept).not.toContain("@media");
  });

  it("makes the stylesheet's relative URLs absolute, for use inside a page", () => {
    expect(pageCss(sheet, new Set())).toContain("url(/_next/static/media/x.woff2)");
  });
});

describe("firstPaintPage", () => {
  const html =
    '<!DOCTYPE html><html><head><meta charSet="utf-8"/><link rel="stylesheet" href="/_next/static/chunks/site.css" data-precedence="next"/>' +
    '<link rel="preload" as="script" fetchPriority="low" href="/a.js"/><script src="/b.js" async=""></script>' +
    '<script src="/p.js" noModule=""></script></head><body><p class="used">Hi</p><script>self.__next_f.push([1,"x"])</script></body></html>';
  const { html: page, inlineCss } = firstPaintPage(html, () => sheet);

  it("inlines the page's CSS and defers the stylesheet behind a hashable inline script", () => {
    expect(inlineCss).toContain(".used{color:red}");
    expect(page).toContain(`<style>${inlineCss}</style>`);
    expect(renderBlockingStylesheets(html)).toEqual(["/_next/static/chunks/site.css"]);
    expect(renderBlockingStylesheets(page)).toEqual([]);
    expect(page).toContain(
      '<link media="print" rel="stylesheet" href="/_next/static/chunks/site.css" data-precedence="next"/>',
    );
    expect(inlineScripts(page)).toContain(applyWhenLoaded);
  });

  it("moves Next's async scripts and script preload to the end of <body>, keeping the rest", () => {
    const head = page.slice(0, page.indexOf("</head>"));
    expect(head).not.toContain("/a.js");
    expect(head).not.toContain("/b.js");
    expect(head).toContain("/p.js");
    expect(
      page.endsWith(
        '<link rel="preload" as="script" fetchPriority="low" href="/a.js"/><script src="/b.js" async=""></script></body></html>',
      ),
    ).toBe(true);
    expect(page).toContain('<p class="used">Hi</p><script>self.__next_f.push([1,"x"])</script>');
  });

  it("leaves a page without a stylesheet or scripts as it was", () => {
    const plain = "<!DOCTYPE html><html><head><title>t</title></head><body><p>x</p></body></html>";
    expect(firstPaintPage(plain, () => sheet).html).toBe(plain);
  });
});
