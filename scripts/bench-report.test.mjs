import { describe, expect, it } from "vitest";
import { locales, localePath } from "../lib/i18n";
import { getSitePages } from "../lib/site-pages";
import {
  benchHeader,
  calibratedSlowdown,
  comparedPairs,
  editionGaps,
  formatComparison,
  formatInteractions,
  formatTable,
  median,
  medianOf,
  misses,
  overall,
  overallLine,
  peerPages,
  peerRoute,
  sitemapRoutes,
  summarize,
  templateRoutes,
  thresholds,
  throttlingFor,
} from "./bench-report.mjs";
import { templateOf } from "./check-budgets.ts";

/** A Lighthouse result trimmed to what the bench reads. */
function lhr({ performance = 0.99, lcp = 1500, tbt = 40, cls = 0, scriptBytes = 150 * 1024 } = {}) {
  return {
    environment: { benchmarkIndex: 1834.5 },
    configSettings: { throttling: { cpuSlowdownMultiplier: 4 } },
    categories: {
      performance: { score: performance },
      accessibility: { score: 1 },
      "best-practices": { score: 1 },
      seo: { score: 1 },
    },
    audits: {
      "first-contentful-paint": { numericValue: 900 },
      "largest-contentful-paint": { numericValue: lcp },
      "total-blocking-time": { numericValue: tbt },
      "cumulative-layout-shift": { numericValue: cls },
      "resource-summary": {
        details: {
          items: [
            { resourceType: "total", transferSize: 300 * 1024, requestCount: 20 },
            { resourceType: "script", transferSize: scriptBytes, requestCount: 9 },
          ],
        },
      },
    },
  };
}

describe("median", () => {
  it("takes the middle value, or the mean of the middle two", () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([7])).toBe(7);
  });
});

describe("summarize and medianOf", () => {
  it("reads scores as 0-100, times in ms, sizes in KB and the request count", () => {
    const row = summarize(lhr({ performance: 0.976, lcp: 1650 }));
    expect(row).toMatchObject({ performance: 98, accessibility: 100, lcpMs: 1650, requests: 20 });
    expect(row.jsKb).toBe(150);
    expect(row.transferKb).toBe(300);
    expect(row.cpuIndex).toBe(1834.5);
    expect(row.cpuSlowdown).toBe(4);
  });

  it("takes the median of each number separately over the runs", () => {
    const runs = [
      lhr({ lcp: 1400, tbt: 300 }),
      lhr({ lcp: 2600, tbt: 20 }),
      lhr({ lcp: 1700, tbt: 90 }),
    ];
    const row = medianOf(runs.map(summarize));
    expect(row.lcpMs).toBe(1700);
    expect(row.tbtMs).toBe(90);
  });
});

describe("misses", () => {
  it("passes a route that meets every target", () => {
    expect(misses(summarize(lhr()), thresholds.target)).toEqual([]);
  });

  it("names each target missed", () => {
    const row = summarize(lhr({ performance: 0.9, lcp: 2400, tbt: 250, cls: 0.05 }));
    expect(misses(row, thresholds.target)).toEqual([
      "performance 90 < 97",
      "CLS 0.050 > 0.01",
      "LCP 2400 ms > 2200 ms",
      "TBT 250 ms > 100 ms",
    ]);
  });

  it("holds each route to performance 97, LCP 2.2 s, TBT 100 ms and CLS 0.01, inclusive", () => {
    const edge = summarize(lhr({ performance: 0.97, lcp: 2200, tbt: 100, cls: 0.01 }));
    expect(misses(edge, thresholds.target)).toEqual([]);
    const over = summarize(lhr({ performance: 0.96, lcp: 2201, tbt: 101, cls: 0.011 }));
    expect(misses(over, thresholds.target)).toHaveLength(4);
  });

  it("asks 100 of accessibility, best practices and SEO", () => {
    const row = summarize(lhr());
    expect(misses({ ...row, accessibility: 99 }, thresholds.target)).toEqual([
      "accessibility 99 < 100",
    ]);
    expect(misses({ ...row, "best-practices": 96, seo: 92 }, thresholds.target)).toEqual([
      "best-practices 96 < 100",
      "seo 92 < 100",
    ]);
  });

  it("gates only on audits of the page: no score, timing or layout shift decides", () => {
    const slow = summarize(lhr({ performance: 0.5, lcp: 9000, tbt: 3000, cls: 0.2 }));
    expect(misses(slow, thresholds.gate)).toEqual([]);
    expect(misses({ ...slow, seo: 92 }, thresholds.gate)).toEqual(["seo 92 < 100"]);
  });
});

describe("editionGaps", () => {
  it("sets each Chinese page benched beside its English one, against 2 points", () => {
    const rows = [
      { route: "/", performance: 99 },
      { route: "/zh", performance: 97 },
      { route: "/blog", performance: 98 },
      { route: "/zh/blog", performance: 94 },
      { route: "/zh/contact", performance: 96 },
    ];
    expect(editionGaps(rows)).toEqual([
      "/zh 97 vs / 99: within 2 points",
      "/zh/blog 94 vs /blog 98: more than 2 points",
    ]);
  });
});

describe("overall", () => {
  const rows = (...scores) => scores.map((performance) => ({ performance }));

  it("takes the median performance over all routes benched", () => {
    expect(overall(rows(99, 95, 98), thresholds.target)).toEqual({ performance: 98, misses: [] });
    expect(overall(rows(100, 96, 97, 99), thresholds.target).performance).toBe(98);
  });

  it("misses when that median is below 97, even if every route reaches 95", () => {
    const scores = rows(95, 96, 99);
    expect(scores.flatMap((row) => misses(row, { performance: 95 }))).toEqual([]);
    expect(overall(scores, thresholds.target).misses).toEqual(["median performance 96 < 97"]);
    expect(overall(rows(97, 95, 100), thresholds.target).misses).toEqual([]);
  });

  it("sets no overall target in the gate", () => {
    expect(overall(rows(90, 91), thresholds.gate)).toEqual({ performance: 90.5, misses: [] });
    expect(overallLine(rows(90, 91), thresholds.gate)).toBe(
      "Median performance over 2 route(s): 90.5",
    );
  });

  it("prints the median and its target", () => {
    expect(overallLine(rows(99, 98, 96), thresholds.target)).toBe(
      "Median performance over 3 route(s): 98 (target ≥ 97)",
    );
  });
});

describe("throttling", () => {
  it("simulates by default and applies devtools throttling on request", () => {
    expect(throttlingFor(false).method).toBe("simulate");
    expect(throttlingFor(true).method).toBe("devtools");
  });

  it("names the throttling method in the header", () => {
    const base = { protocol: "HTTP/2 over TLS", runs: 3, routes: 4 };
    expect(benchHeader({ ...base, throttling: throttlingFor(true) })).toBe(
      "Lighthouse, mobile, applied (devtools) throttling, HTTP/2 over TLS: 4 route(s), median of 3 runs each",
    );
    expect(benchHeader({ ...base, runs: 1, throttling: throttlingFor(false) })).toBe(
      "Lighthouse, mobile, simulated throttling, HTTP/2 over TLS: 4 route(s), 1 run each",
    );
  });
});

describe("calibratedSlowdown", () => {
  it("keeps Lighthouse's 4× on a machine as fast as a high-end desktop or faster", () => {
    expect(calibratedSlowdown(1500)).toBe(4);
    expect(calibratedSlowdown(2187)).toBe(4);
  });

  it("slows a weaker machine less, in proportion to its benchmark index", () => {
    expect(calibratedSlowdown(1125)).toBe(3);
    expect(calibratedSlowdown(750)).toBe(2);
    expect(calibratedSlowdown(1000)).toBe(2.67);
    // Each model the same phone: the machine's index divided by its slowdown.
    for (const index of [600, 959, 1300, 1499])
      expect(index / calibratedSlowdown(index)).toBeCloseTo(375, -1);
  });

  it("never speeds the CPU up, and keeps 4× when the index is unknown", () => {
    expect(calibratedSlowdown(200)).toBe(1);
    expect(calibratedSlowdown(Number.NaN)).toBe(4);
    expect(calibratedSlowdown(0)).toBe(4);
    expect(calibratedSlowdown(undefined)).toBe(4);
  });

  it("says so in the header", () => {
    const header = benchHeader({
      protocol: "HTTP/2 over TLS",
      runs: 1,
      routes: 10,
      throttling: throttlingFor(false),
      calibrate: true,
    });
    expect(header).toBe(
      "Lighthouse, mobile, simulated throttling, CPU slowdown calibrated to the machine (4× from index 1500), HTTP/2 over TLS: 10 route(s), 1 run each",
    );
  });
});

describe("formatTable", () => {
  it("prints a Markdown table with one row per route", () => {
    const table = formatTable([{ route: "/", ...summarize(lhr()) }]);
    const lines = table.split("\n");
    expect(lines).toHaveLength(3);
    const cells = (line) =>
      line
        .split("|")
        .slice(1, -1)
        .map((cell) => cell.trim());
    expect(cells(lines[0]).slice(0, 3)).toEqual(["route", "perf", "a11y"]);
    expect(cells(lines[2])).toEqual([
      "/",
      "99",
      "100",
      "100",
      "100",
      "0.90",
      "1.50",
      "40",
      "0.000",
      "300",
      "150",
      "20",
      "1835",
      "4.00×",
    ]);
  });
});

describe("routes", () => {
  it("reads page paths from the sitemap", () => {
    const xml = `<urlset><url><loc>https://example.com/</loc></url><url><loc>https://example.com/blog</loc></url></urlset>`;
    expect(sitemapRoutes(xml)).toEqual(["/", "/blog"]);
  });

  it("gates one page in the sitemap of every template that has one, and the Chinese home", () => {
    const paths = locales.flatMap((locale) =>
      getSitePages(locale).map((page) => localePath(locale, page.path)),
    );
    for (const route of templateRoutes()) expect(paths).toContain(route);
    const covered = new Set(templateRoutes().map(templateOf));
    for (const page of getSitePages("en").filter((page) => !page.twin))
      expect(covered, page.path).toContain(templateOf(page.path));
    expect(templateRoutes().filter((route) => route.endsWith("/page/1"))).toEqual([]);
    expect(templateRoutes()).toContain("/zh");
  });
});

describe("a peer site beside ours", () => {
  it("compares one existing page of each kind with the peer's page of that kind", () => {
    const pairs = comparedPairs();
    const paths = new Set(getSitePages("en").map((page) => page.path));
    expect(pairs.map((pair) => pair.theirs)).toEqual(Object.values(peerPages));
    for (const pair of pairs) expect(paths.has(pair.ours), pair.ours).toBe(true);
    expect(pairs.map((pair) => templateOf(pair.ours))).toEqual(Object.keys(peerPages));
  });

  it("takes pairs from --pair, and refuses one that is not two paths", () => {
    expect(comparedPairs(["/=/", "/blog=/news"])).toEqual([
      { ours: "/", theirs: "/" },
      { ours: "/blog", theirs: "/news" },
    ]);
    expect(() => comparedPairs(["/blog"])).toThrow(/--pair/);
  });

  it("says for each pair whether ours paints no later and scores no lower", () => {
    const row = (route, performance, fcpMs, lcpMs) => ({
      route,
      performance,
      fcpMs,
      lcpMs,
      tbtMs: 50,
    });
    const rows = [
      row("/", 98, 1500, 1500),
      row(peerRoute("/"), 97, 1600, 1700),
      row("/blog", 95, 1800, 1900),
      row(peerRoute("/news"), 99, 1700, 1750),
    ];
    const table = formatComparison(
      [
        { ours: "/", theirs: "/" },
        { ours: "/blog", theirs: "/news" },
      ],
      rows,
    ).split("\n");
    expect(table[2]).toMatch(/^\| \/ vs \/ \| 98 \| 97 \| 1\.50 \| 1\.60 .*level or ahead \|$/);
    expect(table[3]).toMatch(/FCP later, LCP later, perf lower \|$/);
  });
});

describe("formatInteractions", () => {
  it("shows each interaction's median INP, its runs and whether it is under 200 ms", () => {
    const table = formatInteractions([
      { interaction: "chat open", layout: "phone", site: "site", values: [432, 120, 96] },
      { interaction: "theme switch", layout: "desktop", site: "peer", values: [176, 250, 260] },
    ]).split("\n");
    expect(table[2]).toBe("| chat open | phone | site | 120 | 432, 120, 96 | under 200 |");
    expect(table[3]).toBe("| theme switch | desktop | peer | 250 | 176, 250, 260 | over 200 |");
  });
});
