// The pure half of the Lighthouse bench (scripts/bench.mjs): which routes, what they must reach,
// and how a run's results become the table. Unit-tested in bench-report.test.mjs.
import { getSitePages } from "../lib/site-pages";

/**
 * One route per template of the page registry (its first English page in the sitemap: a list's
 * numbered twin of its first page is not), and the Chinese home:
 * what the gate in `npm test` audits. The editions share every template and its JavaScript;
 * `npm run bench -- --routes /de,/zh,…` measures any of them (docs/performance.md).
 */
export function templateRoutes() {
  const seen = new Set();
  const first = getSitePages("en").filter(
    (page) => !page.twin && !seen.has(page.template) && seen.add(page.template),
  );
  return [...first.map((page) => page.path), "/zh"];
}

export const categories = ["performance", "accessibility", "best-practices", "seo"];

/**
 * What the bench compares each route with (it reports a miss, it never fails), and what the gate
 * inside `npm test` holds: only Lighthouse's verdicts that give the same answer on every machine
 * (accessibility, best practices and SEO audit the page, not its timing) and no layout shift.
 */
export const thresholds = {
  target: {
    performance: 97,
    accessibility: 100,
    "best-practices": 100,
    seo: 100,
    cls: 0.01,
    lcpMs: 2200,
    tbtMs: 100,
    medianPerformance: 97,
  },
  // Only audits of the page itself. Layout shift is printed but does not decide: it depends on
  // when fonts and scripts arrive, and one CI run measured a sub-pixel shift on /privacy that no
  // other machine saw. `npm run bench` holds it to its target and reports it.
  gate: { accessibility: 100, "best-practices": 100, seo: 100 },
};

/** The categories the gate asks Lighthouse for (performance's timings are left to the bench). */
export const gateCategories = ["accessibility", "best-practices", "seo"];

/**
 * Lighthouse's throttling: simulated by default (a fast unthrottled load, then the mobile network
 * and CPU modelled), or applied (`--applied`: Chromium itself slows the network and the CPU).
 */
export function throttlingFor(applied) {
  return applied
    ? { method: "devtools", label: "applied (devtools) throttling" }
    : { method: "simulate", label: "simulated throttling" };
}

/** Lighthouse's CPU slowdown, and the benchmark index of the machine it is set for. */
export const defaultSlowdown = 4;
export const referenceIndex = 1500;

/**
 * Lighthouse's simulated phone is the machine it runs on with the CPU slowed 4×, a factor set for a
 * high-end desktop (benchmark index 1,500–2,000 in Lighthouse's throttling guide). A weaker or
 * busier machine slowed 4× models a slower phone than that; `--calibrate` calibrates, as the guide
 * advises: on a machine under 1,500 the slowdown shrinks in proportion to the benchmark index
 * (index 1,000: 2.67×), keeping the modelled phone the one a 1,500 machine slowed 4× gives; from
 * 1,500 up it stays Lighthouse's 4×. By default the bench keeps 4× (its targets are set for that).
 */
export function calibratedSlowdown(benchmarkIndex) {
  if (!Number.isFinite(benchmarkIndex) || benchmarkIndex <= 0) return defaultSlowdown;
  const slowdown = (defaultSlowdown * Math.min(benchmarkIndex, referenceIndex)) / referenceIndex;
  return Math.max(1, Math.round(slowdown * 100) / 100);
}

/** The line above the table: what was measured, how. */
export function benchHeader({ throttling, calibrate = false, protocol, runs, routes }) {
  const repeat = runs > 1 ? `median of ${runs} runs` : "1 run";
  const cpu = calibrate
    ? `, CPU slowdown calibrated to the machine (${defaultSlowdown}× from index ${referenceIndex})`
    : "";
  return `Lighthouse, mobile, ${throttling.label}${cpu}, ${protocol}: ${routes} route(s), ${repeat} each`;
}

export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** The numbers the table shows, from one Lighthouse result. */
export function summarize(lhr) {
  const audit = (id) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const resources = lhr.audits["resource-summary"]?.details?.items ?? [];
  const resource = (type) => resources.find((item) => item.resourceType === type);
  const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    "best-practices": score("best-practices"),
    seo: score("seo"),
    fcpMs: audit("first-contentful-paint"),
    lcpMs: audit("largest-contentful-paint"),
    tbtMs: audit("total-blocking-time"),
    cls: audit("cumulative-layout-shift"),
    transferKb: (resource("total")?.transferSize ?? 0) / 1024,
    jsKb: (resource("script")?.transferSize ?? 0) / 1024,
    requests: resource("total")?.requestCount ?? 0,
    // Lighthouse's own measure of how fast this machine ran just before the page loaded: the
    // simulated phone is this CPU slowed (cpuSlowdown), so TBT moves with it (on the 2-core bench machine it
    // ranged from about 1,300 to 2,600 within one hour).
    cpuIndex: lhr.environment?.benchmarkIndex ?? Number.NaN,
    // The CPU slowdown the simulation used: 4× unless calibrated (calibratedSlowdown).
    cpuSlowdown: lhr.configSettings?.throttling?.cpuSlowdownMultiplier ?? Number.NaN,
  };
}

/** Median of each number over the runs of one route. */
export function medianOf(runs) {
  return Object.fromEntries(
    Object.keys(runs[0]).map((key) => [key, median(runs.map((run) => run[key]))]),
  );
}

/** The thresholds a route's numbers miss, as readable strings. */
export function misses(result, limits) {
  const failed = [];
  for (const id of categories)
    if (limits[id] !== undefined && result[id] < limits[id])
      failed.push(`${id} ${result[id]} < ${limits[id]}`);
  if (limits.cls !== undefined && result.cls > limits.cls)
    failed.push(`CLS ${result.cls.toFixed(3)} > ${limits.cls}`);
  if (limits.lcpMs !== undefined && result.lcpMs > limits.lcpMs)
    failed.push(`LCP ${Math.round(result.lcpMs)} ms > ${limits.lcpMs} ms`);
  if (limits.tbtMs !== undefined && result.tbtMs > limits.tbtMs)
    failed.push(`TBT ${Math.round(result.tbtMs)} ms > ${limits.tbtMs} ms`);
  return failed;
}

/** The median performance over all routes benched, and the target it misses, if any. */
export function overall(rows, limits) {
  const performance = median(rows.map((row) => row.performance));
  const target = limits.medianPerformance;
  const missed = target !== undefined && performance < target;
  return {
    performance,
    misses: missed ? [`median performance ${performance} < ${target}`] : [],
  };
}

/**
 * Each Chinese page benched beside its English one: the performance gap (the bench's target:
 * within 2 points), as lines under the table.
 */
export function editionGaps(rows, edition = "zh", target = 2) {
  const prefix = `/${edition}`;
  return rows
    .filter((row) => row.route === prefix || row.route.startsWith(`${prefix}/`))
    .map((row) => {
      const english = rows.find((other) => other.route === (row.route.slice(prefix.length) || "/"));
      if (!english) return undefined;
      const gap = english.performance - row.performance;
      const verdict = gap <= target ? "within" : "more than";
      return `${row.route} ${row.performance} vs ${english.route} ${english.performance}: ${verdict} ${target} points`;
    })
    .filter((line) => line !== undefined);
}

/** The summary line under the table. */
export function overallLine(rows, limits) {
  const { performance } = overall(rows, limits);
  const target = limits.medianPerformance;
  return `Median performance over ${rows.length} route(s): ${performance}${
    target === undefined ? "" : ` (target ≥ ${target})`
  }`;
}

const allColumns = [
  ["route", (row) => row.route, "left"],
  ["perf", (row) => String(row.performance)],
  ["a11y", (row) => String(row.accessibility)],
  ["bp", (row) => String(row["best-practices"])],
  ["seo", (row) => String(row.seo)],
  ["FCP s", (row) => (row.fcpMs / 1000).toFixed(2)],
  ["LCP s", (row) => (row.lcpMs / 1000).toFixed(2)],
  ["TBT ms", (row) => String(Math.round(row.tbtMs))],
  ["CLS", (row) => row.cls.toFixed(3)],
  ["KB", (row) => row.transferKb.toFixed(0)],
  ["JS KB", (row) => row.jsKb.toFixed(0)],
  ["req", (row) => String(Math.round(row.requests))],
  ["CPU", (row) => (Number.isNaN(row.cpuIndex) ? "–" : String(Math.round(row.cpuIndex)))],
  ["slow", (row) => (Number.isNaN(row.cpuSlowdown) ? "–" : `${row.cpuSlowdown.toFixed(2)}×`)],
];

/** The gate's columns: the verdicts it holds. */
const gateColumns = new Set(["route", "a11y", "bp", "seo", "CLS"]);

/**
 * The results as a Markdown table (readable in a terminal, pasteable into a note): every column
 * for the bench, the verdicts for the gate.
 */
export function formatTable(rows, mode = "bench") {
  const columns =
    mode === "gate" ? allColumns.filter(([title]) => gateColumns.has(title)) : allColumns;
  const cells = rows.map((row) => columns.map(([, cell]) => cell(row)));
  const widths = columns.map(([title], index) =>
    Math.max(title.length, ...cells.map((line) => line[index].length)),
  );
  const line = (values) =>
    `| ${values
      .map((value, index) =>
        columns[index][2] === "left" ? value.padEnd(widths[index]) : value.padStart(widths[index]),
      )
      .join(" | ")} |`;
  const rule = `| ${widths
    .map((width, index) =>
      columns[index][2] === "left" ? "-".repeat(width) : `${"-".repeat(width - 1)}:`,
    )
    .join(" | ")} |`;
  return [line(columns.map(([title]) => title)), rule, ...cells.map(line)].join("\n");
}

/** Every page path listed in the exported sitemap. */
export function sitemapRoutes(xml) {
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname);
}

/**
 * The pages compared with a peer site served beside ours (`--peer`): for each kind of page, our
 * first page of that template and the peer's comparable page. The defaults are AstroWind's
 * (../shared/peers/README.md); `--pair ours=theirs` names others.
 */
export const peerPages = {
  home: "/",
  post: "/get-started-website-with-astro-tailwind-css",
  service: "/services",
  caseStudy: "/landing",
  blog: "/blog",
};

/** The pairs to compare: `--pair /x=/y` values, else one per kind of peerPages. */
export function comparedPairs(pairValues = []) {
  if (pairValues.length > 0)
    return pairValues.map((value) => {
      const [ours, theirs] = value.split("=");
      if (!ours?.startsWith("/") || !theirs?.startsWith("/"))
        throw new Error(`--pair takes /our-path=/their-path, not "${value}"`);
      return { ours, theirs };
    });
  const pages = getSitePages("en");
  return Object.entries(peerPages).map(([template, theirs]) => {
    const page = pages.find((candidate) => candidate.template === template);
    if (!page) throw new Error(`No page of template ${template} to compare`);
    return { ours: page.path, theirs };
  });
}

/** A peer page's row name in the table. */
export const peerRoute = (path) => `peer ${path}`;

/**
 * Ours beside the peer, pair by pair: performance, FCP and LCP (medians of the same run), and
 * whether ours paints no later and scores no lower.
 */
export function formatComparison(pairs, rows) {
  const lines = [
    "| page (ours vs peer) | perf | peer | FCP s | peer | LCP s | peer | TBT ms | peer | verdict |",
    "| ------------------- | ---: | ---: | ----: | ---: | ----: | ---: | -----: | ---: | ------- |",
  ];
  for (const { ours, theirs } of pairs) {
    const a = rows.find((row) => row.route === ours);
    const b = rows.find((row) => row.route === peerRoute(theirs));
    if (!a || !b) continue;
    const behind = [
      ...(a.fcpMs > b.fcpMs ? ["FCP later"] : []),
      ...(a.lcpMs > b.lcpMs ? ["LCP later"] : []),
      ...(a.performance < b.performance ? ["perf lower"] : []),
    ];
    const s = (ms) => (ms / 1000).toFixed(2);
    lines.push(
      `| ${ours} vs ${theirs} | ${a.performance} | ${b.performance} | ${s(a.fcpMs)} | ${s(b.fcpMs)} | ${s(a.lcpMs)} | ${s(b.lcpMs)} | ${Math.round(a.tbtMs)} | ${Math.round(b.tbtMs)} | ${behind.length ? behind.join(", ") : "level or ahead"} |`,
    );
  }
  return lines.join("\n");
}

/** The INP target (Core Web Vitals' "good"). */
export const inpTargetMs = 200;

/** Interaction rows ({ interaction, layout, site, values }) as a table of medians and ranges. */
export function formatInteractions(rows) {
  const lines = [
    "| interaction | layout | site | INP ms (median) | runs (ms) | target |",
    "| ----------- | ------ | ---- | --------------: | --------- | ------ |",
  ];
  for (const row of rows) {
    const value = median(row.values);
    lines.push(
      `| ${row.interaction} | ${row.layout} | ${row.site} | ${Math.round(value)} | ${row.values.map(Math.round).join(", ")} | ${value < inpTargetMs ? "under" : "over"} ${inpTargetMs} |`,
    );
  }
  return lines.join("\n");
}
