import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { compileHint, startScripts, withCompileHint } from "./compile-hints.mjs";
import { firstLoadScripts } from "./export-pages.mjs";

describe("firstLoadScripts", () => {
  it("lists the site's own <script src> files once each, without query or nomodule scripts", () => {
    const html = [
      '<script src="/_next/static/chunks/a.js" async=""></script>',
      '<script src="/_next/static/chunks/b.js?v=1" async=""></script>',
      '<script src="/_next/static/chunks/a.js" async=""></script>',
      '<script src="/_next/static/chunks/legacy.js" noModule=""></script>',
      '<script src="https://www.googletagmanager.com/gtag/js?id=G-1"></script>',
      '<script>self.__next_f.push([1,"x"])</script>',
    ].join("");
    expect(firstLoadScripts(html)).toEqual([
      "/_next/static/chunks/a.js",
      "/_next/static/chunks/b.js",
    ]);
  });

  it("counts the chunks a page preloads as scripts (a next/dynamic component in its HTML)", () => {
    const html = [
      '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/form.js"/>',
      '<link rel="preload" href="/_next/static/media/font.woff2" as="font" type="font/woff2"/>',
      '<script src="/_next/static/chunks/a.js" async=""></script>',
    ].join("");
    expect(firstLoadScripts(html)).toEqual([
      "/_next/static/chunks/a.js",
      "/_next/static/chunks/form.js",
    ]);
  });

  it("counts the chunks the export's loader adds after the first paint, run or preloaded", () => {
    const html =
      '<script data-chunks="/_next/static/chunks/a.js /_next/static/chunks/b.js" data-preload="/_next/static/chunks/form.js">go()</script>';
    expect(firstLoadScripts(html)).toEqual([
      "/_next/static/chunks/a.js",
      "/_next/static/chunks/b.js",
      "/_next/static/chunks/form.js",
    ]);
  });
});

describe("withCompileHint", () => {
  it("puts the hint on the first line, where V8 reads it", () => {
    expect(withCompileHint("(()=>{})();")).toBe(`${compileHint}\n(()=>{})();`);
    expect(compileHint).toBe("//# allFunctionsCalledOnLoad");
  });

  it("adds it once, however often the build step runs", () => {
    const once = withCompileHint("run();");
    expect(withCompileHint(once)).toBe(once);
  });
});

describe("startScripts", () => {
  const out = mkdtempSync(join(tmpdir(), "hints-"));
  afterAll(() => rmSync(out, { recursive: true, force: true }));

  it("collects every page's start scripts and none that only load on demand", () => {
    mkdirSync(join(out, "de"), { recursive: true });
    mkdirSync(join(out, "_next/static/chunks"), { recursive: true });
    writeFileSync(join(out, "index.html"), '<script src="/_next/static/chunks/main.js"></script>');
    writeFileSync(
      join(out, "de/contact.html"),
      '<script src="/_next/static/chunks/main.js"></script><script src="/_next/static/chunks/form.js"></script>',
    );
    // A chunk Next lists inside another chunk (the search overlay) is in no page's HTML.
    writeFileSync(join(out, "_next/static/chunks/search.js"), "search();");
    expect(startScripts(out)).toEqual([
      "/_next/static/chunks/form.js",
      "/_next/static/chunks/main.js",
    ]);
  });
});
