// Lighthouse over the static export: mobile defaults (simulated slow 4G, 4x CPU slowdown), the
// system Chromium, the export served with gzip like a static host.
//
//   npm run bench                                  every sitemap URL, median of 3 runs
//   npm run bench -- --routes /,/blog --runs 5     a subset, more runs
//   npm run bench -- --ci                          one run per template, CI floors (npm test)
//
// Prints a table and writes it as JSON to .bench/ (git-ignored). Exits 1 when a route misses
// its thresholds: the targets by default, the looser CI floors with --ci.
import { mkdirSync, readFileSync, writeFileSync, existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { chromiumArgs, chromiumExecutable } from "./chromium.mjs";
import {
  categories,
  formatTable,
  medianOf,
  misses,
  sitemapRoutes,
  summarize,
  templateRoutes,
  thresholds,
} from "./bench-report.mjs";
import { createStaticServer, listen } from "./static-server.mjs";

async function main() {
  const { values } = parseArgs({
    options: {
      routes: { type: "string", multiple: true },
      runs: { type: "string" },
      ci: { type: "boolean", default: false },
    },
  });
  const exportDir = fileURLToPath(
    new URL(`../${process.env.EXPORT_DIR ?? "out"}`, import.meta.url),
  );
  if (!existsSync(`${exportDir}/sitemap.xml`)) {
    console.error("No export found: run `npm run build` first.");
    process.exit(1);
  }
  const sitemap = sitemapRoutes(readFileSync(`${exportDir}/sitemap.xml`, "utf8"));
  const routes = values.routes
    ? values.routes
        .flatMap((value) => value.split(","))
        .map((route) => route.trim())
        .filter(Boolean)
    : values.ci
      ? templateRoutes
      : sitemap;
  const unknown = routes.filter((route) => !sitemap.includes(route));
  if (unknown.length > 0) {
    console.error(`Not in the sitemap: ${unknown.join(", ")}`);
    process.exit(1);
  }
  const runs = Math.max(1, Number(values.runs ?? (values.ci ? 1 : 3)));
  const limits = values.ci ? thresholds.ci : thresholds.target;

  const server = createStaticServer(exportDir);
  const origin = await listen(server);
  const chromePath = chromiumExecutable();
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: ["--headless=new", ...chromiumArgs],
  });
  const started = Date.now();
  const rows = [];
  try {
    for (const route of routes) {
      const results = [];
      for (let run = 0; run < runs; run += 1) {
        const outcome = await lighthouse(`${origin}${route}`, {
          port: chrome.port,
          logLevel: "error",
          output: "json",
          onlyCategories: categories,
        });
        if (!outcome?.lhr || outcome.lhr.runtimeError)
          throw new Error(`Lighthouse failed on ${route}: ${outcome?.lhr.runtimeError?.message}`);
        results.push(summarize(outcome.lhr));
      }
      const row = { route, ...medianOf(results) };
      row.misses = misses(row, limits);
      rows.push(row);
      process.stdout.write(
        `${route}  perf ${row.performance}${row.misses.length ? "  MISSES" : ""}\n`,
      );
    }
  } finally {
    await chrome.kill();
    server.close();
  }

  const table = formatTable(rows);
  console.log(`\n${table}\n`);
  const benchDir = fileURLToPath(new URL("../.bench", import.meta.url));
  mkdirSync(benchDir, { recursive: true });
  const report = {
    date: new Date().toISOString(),
    mode: values.ci ? "ci" : "bench",
    runs,
    formFactor: "mobile",
    chromium: chromePath ?? "chrome-launcher default",
    thresholds: limits,
    seconds: Math.round((Date.now() - started) / 1000),
    routes: rows,
  };
  const file = `${benchDir}/lighthouse-${report.mode}-${report.date.replace(/[:.]/g, "-")}.json`;
  writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
  writeFileSync(`${benchDir}/latest-${report.mode}.json`, `${JSON.stringify(report, null, 2)}\n`);
  console.log(`${rows.length} routes × ${runs} run(s) in ${report.seconds} s. JSON: ${file}`);

  const failing = rows.filter((row) => row.misses.length > 0);
  for (const row of failing) console.error(`${row.route}: ${row.misses.join("; ")}`);
  if (failing.length > 0) {
    console.error(`${failing.length} route(s) below the ${values.ci ? "CI floor" : "targets"}.`);
    process.exit(1);
  }
}

await main();
