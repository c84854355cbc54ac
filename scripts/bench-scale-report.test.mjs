import { describe, expect, it } from "vitest";
import YAML from "yaml";
import {
  buildSteps,
  cloneArticle,
  cpuSeconds,
  fileKind,
  formatTables,
  largestPages,
  nextPhases,
  pageCount,
  spreadDate,
  tally,
} from "./bench-scale-report.mjs";

const article = `---
title: "Monitoring ML Models in Production: Drift, Decay and What to Alert
  On"
excerpt: A long excerpt that YAML folded
  over two lines.
date: 2025-04-22
tags:
  - MLOps
---

Body with --- inside and a [link](/contact).
`;

const frontMatter = (source) => YAML.parse(/^---\n([\s\S]*?)\n---/.exec(source)[1]);

describe("cloneArticle", () => {
  it("changes the title and the date, and keeps every other byte", () => {
    const clone = cloneArticle(article, { number: 7, date: "2024-01-02" });
    expect(frontMatter(clone)).toEqual({
      ...frontMatter(article),
      title: "Monitoring ML Models in Production: Drift, Decay and What to Alert On 7",
      date: "2024-01-02",
    });
    expect(clone).toBe(
      article
        .replace(/^title: [^]*?On"\n/m, `title: "${frontMatter(clone).title}"\n`)
        .replace("date: 2025-04-22", "date: 2024-01-02"),
    );
  });

  it("leaves a translation without a date without one", () => {
    const translation = "---\ntitle: 智能体 AI 的未来\nauthorRole: 首席执行官\n---\n\n正文\n";
    expect(cloneArticle(translation, { number: 3, date: "2024-01-02" })).toBe(
      '---\ntitle: "智能体 AI 的未来 3"\nauthorRole: 首席执行官\n---\n\n正文\n',
    );
  });

  it("refuses a file without front matter or title", () => {
    expect(() => cloneArticle("just text", { number: 1, date: "2024-01-01" })).toThrow();
    expect(() => cloneArticle("---\nexcerpt: x\n---\n", { number: 1, date: "2024-01-01" })).toThrow(
      "no title",
    );
  });
});

describe("the build's steps and phases", () => {
  it("splits the build script at &&", () => {
    expect(buildSteps("next build && node scripts/csp.mjs && tsx scripts/admin.ts")).toEqual([
      { name: "next build", command: "next build" },
      { name: "csp", command: "node scripts/csp.mjs" },
      { name: "admin", command: "tsx scripts/admin.ts" },
    ]);
  });

  it("times next build's phases from when their lines arrived", () => {
    const lines = [
      { at: 1, text: "  Creating an optimized production build ..." },
      { at: 12, text: "✓ Compiled successfully in 11.0s" },
      { at: 12, text: "  Collecting page data using 2 workers ..." },
      { at: 15, text: "  Generating static pages using 2 workers (0/10) ..." },
      { at: 40, text: "  Finalizing page optimization ..." },
    ];
    expect(nextPhases(lines, 42)).toEqual([
      { name: "compile", seconds: 11 },
      { name: "page data", seconds: 3 },
      { name: "static pages", seconds: 25 },
      { name: "finalize", seconds: 2 },
    ]);
  });

  it("reads the children's CPU seconds from bash's times", () => {
    expect(cpuSeconds("0m0.002s 0m0.001s\n1m5.500s 0m8.250s\n")).toBe(73.75);
  });

  it("spreads dates into the past", () => {
    expect(spreadDate(1, "2025-01-10")).toBe("2025-01-07");
    expect(spreadDate(5, "2025-01-10")).toBe("2024-12-26");
  });
});

describe("the export's files", () => {
  const files = [
    { path: "index.html", size: 10 },
    { path: "index.txt", size: 5 },
    { path: "blog/a.html", size: 10 },
    { path: "blog/a.txt", size: 5 },
    { path: "blog/a/__next._tree.txt", size: 1 },
    { path: "og/blog/a.jpg", size: 100 },
    { path: "_next/static/chunks/x.js", size: 50 },
    { path: "_next/static/chunks/x.css", size: 20 },
    { path: "pagefind/fragment/en_1.pf_fragment", size: 3 },
    { path: "admin/index.html", size: 7 },
    { path: "art/a/b/a.svg", size: 4 },
    { path: "sitemap.xml", size: 2 },
  ];

  it("sorts them into kinds", () => {
    expect(files.map(({ path }) => fileKind(path))).toEqual([
      "html",
      "rsc .txt",
      "html",
      "rsc .txt",
      "segment .txt",
      "og image",
      "js",
      "_next other",
      "pagefind",
      "admin",
      "svg",
      "other",
    ]);
    expect(tally(files)).toMatchObject({ files: 12, bytes: 217, kinds: { html: { files: 2 } } });
  });

  it("counts the site's pages, not the CMS", () => {
    expect(pageCount(files)).toBe(2);
    expect(largestPages(files, 1)).toEqual([{ path: "index.html", size: 10 }]);
  });

  it("prints the times and the sizes", () => {
    const tables = formatTables([
      {
        articles: 50,
        pages: 2,
        seconds: 60,
        cpuSeconds: 90,
        phases: [{ name: "compile", seconds: 10 }],
        steps: [{ name: "next build", seconds: 50, cpuSeconds: 80 }],
        peakRssMiB: 900,
        load: 1.5,
        out: tally(files),
        reach: {
          generated: 4,
          expected: 10,
          translated: 4,
          found: { listed: 10, pages: 4, feeds: 3 },
          mostClicks: 2,
          listingPages: 7,
          pagefindPages: 1,
          budget: "all within",
        },
      },
    ]);
    expect(tables).toContain(
      "N=50: 4 generated article files; of 10 (article × edition), listed 10 (at most 2 clicks from /blog, 7 listing pages); of the 4 pages of their own: pages 4, feeds 3; Pagefind indexed 1 of 2 pages; page budgets: all within",
    );
    expect(tables).toContain("| 50 | 2 | 60.0 | 90.0 | 10.0 | 50.0 (80.0) | 900 | 1.5 |");
    expect(tables).toContain("| 50 | 2 | 12 | 6.00 | 0.0 |");
  });
});
