import { describe, expect, it } from "vitest";
import { inlineScripts } from "./csp.mjs";
import { firstLoadScripts, renderBlockingStylesheets, scriptPreloads } from "./export-pages.mjs";
import { chunkLoader, firstPaintPage, inlineStylesheet } from "./first-paint.mjs";

const css =
  '@layer theme,base,utilities;@font-face{font-family:x;src:url(../media/x.woff2)format("woff2")}' +
  "@layer base{*{margin:0}}@layer utilities{.used{color:red}.unused{color:blue}" +
  "@media (min-width:40rem){.sm\\:unused{color:green}}.dark\\:used:where([data-theme=dark] *){color:white}}";
const sheet = inlineStylesheet(css, "/_next/static/chunks/site.css");

describe("inlineStylesheet", () => {
  it("keeps every rule, unused ones too, for what scripts add later", () => {
    expect(sheet).toContain(".used{color:red}");
    expect(sheet).toContain(".unused{color:blue}");
    expect(sheet).toContain("@media (min-width:40rem){.sm\\:unused{color:green}}");
    expect(sheet).toContain("@layer theme,base,utilities;");
  });

  it("makes the stylesheet's relative URLs absolute, for use inside a page", () => {
    expect(sheet).toContain("url(/_next/static/media/x.woff2)");
  });

  it("cannot end the <style> early", () => {
    expect(inlineStylesheet('a::after{content:"</style>"}', "/x.css")).not.toMatch(/<\/style/i);
  });
});

describe("firstPaintPage", () => {
  const html =
    '<!DOCTYPE html><html><head><meta charSet="utf-8"/><link rel="stylesheet" href="/_next/static/chunks/site.css" data-precedence="next"/>' +
    '<link rel="preload" as="script" fetchPriority="low" href="/a.js"/><script src="/b.js" async=""></script>' +
    '<script src="/p.js" noModule=""></script></head><body><p class="used">Hi</p><script src="/c.js" async=""></script><script>self.__next_f.push([1,"x"])</script></body></html>';
  const { html: page, inlineCss } = firstPaintPage(html, () => sheet);

  it("inlines the whole stylesheet and keeps its link as print and disabled, never fetched or switched", () => {
    expect(inlineCss).toBe(sheet);
    expect(page).toContain(`<style>${inlineCss}</style>`);
    expect(renderBlockingStylesheets(html)).toEqual(["/_next/static/chunks/site.css"]);
    expect(renderBlockingStylesheets(page)).toEqual([]);
    expect(page).toContain(
      '<link media="print" disabled="" rel="stylesheet" href="/_next/static/chunks/site.css" data-precedence="next"/>',
    );
    // The one inline script it adds is the loader, which the CSP then hashes (scripts/csp.mjs).
    expect(inlineScripts(page)).toEqual([...inlineScripts(html), chunkLoader]);
  });

  it("leaves Next's scripts and script preloads to a loader at the end of <body>", () => {
    const head = page.slice(0, page.indexOf("</head>"));
    expect(head).not.toContain("/a.js");
    expect(head).not.toContain("/b.js");
    expect(head).toContain("/p.js");
    expect(page).not.toMatch(/<script src="\/[abc]\.js"/);
    // Nothing is fetched before the loader's moment: /a.js, which Next only preloaded, is
    // preloaded by the loader, the others run by it.
    expect(scriptPreloads(page)).toEqual([]);
    expect(
      page.endsWith(
        `<script data-chunks="/b.js /c.js" data-preload="/a.js">${chunkLoader}</script></body></html>`,
      ),
    ).toBe(true);
    expect(firstLoadScripts(page)).toEqual(firstLoadScripts(html));
    expect(page).toContain('<p class="used">Hi</p><script>self.__next_f.push([1,"x"])</script>');
  });

  it("adds the scripts once, in document order, when the first contentful paint is reported", () => {
    let report = () => {};
    const added = [];
    const preloaded = [];
    const timers = [];
    const scope = {
      document: {
        currentScript: { dataset: { chunks: "/b.js /c.js", preload: "/a.js" } },
        createElement: (name) => ({ name }),
        body: { append: (script) => added.push(`${script.name} ${script.src} ${script.async}`) },
        head: {
          append: (link) => preloaded.push(`${link.name} ${link.rel} ${link.as} ${link.href}`),
        },
      },
      PerformanceObserver: Object.assign(
        function (callback) {
          this.observe = () => {
            report = (names) =>
              callback({ getEntriesByName: (name) => names.filter((n) => n === name) }, this);
          };
          this.disconnect = () => {};
        },
        { supportedEntryTypes: ["paint"] },
      ),
      setTimeout: (fn) => timers.push(fn),
    };
    new Function(...Object.keys(scope), chunkLoader)(...Object.values(scope));
    expect(added).toEqual([]);
    report(["first-paint"]);
    expect([...added, ...preloaded]).toEqual([]);
    report(["first-contentful-paint"]);
    const scripts = ["script /b.js true", "script /c.js true"];
    expect(added).toEqual(scripts);
    expect(preloaded).toEqual(["link preload script /a.js"]);
    timers.forEach((fn) => fn());
    expect(added).toEqual(scripts);
    expect(preloaded).toHaveLength(1);
  });

  it("leaves a page without a stylesheet or scripts as it was", () => {
    const plain = "<!DOCTYPE html><html><head><title>t</title></head><body><p>x</p></body></html>";
    expect(firstPaintPage(plain, () => sheet).html).toBe(plain);
  });
});
