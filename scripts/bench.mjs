// Lighthouse over the static export: mobile defaults (simulated slow 4G, 4x CPU slowdown; with
// --applied, Chromium applies that throttling itself), the system Chromium, the export served like
// a production static host: compressed, over HTTP/2 and TLS (a throwaway local certificate;
// --http1 for plain HTTP/1.1).
//
//   npm run bench                                  every sitemap URL, median of 3 runs
//   npm run bench -- --routes /,/blog --runs 5     a subset, more runs
//   npm run bench -- --ci                          one run per template, CI floors (npm test);
//                                                  a route under the floor is measured again,
//                                                  up to five runs, and passes on its best;
//                                                  the CPU slowdown calibrated to the machine
//   npm run bench -- --calibrate                   the bench with that calibrated slowdown
//   npm run bench -- --applied                     applied (devtools) throttling, not simulated
//
// Prints a table and writes it as JSON to .bench/ (git-ignored). Exits 1 when a route misses
// its thresholds, or the routes' median performance misses its target: the targets by default,
// the looser CI floors with --ci.
import { execFileSync } from "node:child_process";
import { mkdirSync, readFileSync, rmSync, writeFileSync, existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { chromiumArgs, chromiumExecutable } from "./chromium.mjs";
import {
  benchHeader,
  calibratedSlowdown,
  categories,
  floorVerdict,
  formatTable,
  medianOf,
  misses,
  overall,
  overallLine,
  sitemapRoutes,
  summarize,
  templateRoutes,
  thresholds,
  throttlingFor,
} from "./bench-report.mjs";
import { createStaticServer, listen } from "./static-server.mjs";

/**
 * A throwaway self-signed certificate for 127.0.0.1 in .bench/tls, so the export can be served
 * over HTTP/2 like a production host. Undefined (plain HTTP/1.1) without openssl.
 */
function localCertificate(benchDir) {
  const dir = `${benchDir}/tls`;
  mkdirSync(dir, { recursive: true });
  try {
    execFileSync(
      "openssl",
      ["req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "2", "-subj", "/CN=127.0.0.1"]
        .concat(["-addext", "subjectAltName=IP:127.0.0.1"])
        .concat(["-keyout", `${dir}/key.pem`, "-out", `${dir}/cert.pem`]),
      { stdio: "ignore" },
    );
    return { key: readFileSync(`${dir}/key.pem`), cert: readFileSync(`${dir}/cert.pem`) };
  } catch {
    console.warn("No openssl: serving over HTTP/1.1, which Lighthouse models more slowly.");
    return undefined;
  }
}

/**
 * Chinese pages take their glyphs from the system's CJK fonts (no web font). On a machine with
 * none, Chromium draws them without any and searches a fallback for every character: numbers
 * that say nothing about a reader's device. Warns when Chinese routes are benched there.
 */
function warnWithoutChineseFont(routes) {
  if (!routes.some((route) => route === "/zh" || route.startsWith("/zh/"))) return;
  let fonts;
  try {
    fonts = execFileSync("fc-list", [":lang=zh", "family"], { encoding: "utf8" }).trim();
  } catch {
    return; // no fontconfig: not a Linux desktop stack, the system has its own fonts
  }
  if (fonts === "") {
    console.warn(
      "No Chinese font installed: Chromium draws the Chinese pages without glyphs, so their " +
        "numbers are not a reader's. Install one first (Debian: apt-get install fonts-noto-cjk).\n",
    );
  }
}

/**
 * One Lighthouse run with the CPU slowdown calibrated to the machine (calibratedSlowdown in
 * bench-report.mjs). Simulated throttling loads the page at full speed and models the phone
 * afterwards, so Lighthouse can gather first (saving the artifacts, its benchmark index of the
 * machine among them, taken in the same run) and then audit them with the slowdown that index
 * calls for: its documented gather (-G) and audit (-A) modes, with the saved settings given the
 * slowdown the audit uses (Lighthouse refuses to audit under other settings than gathered).
 */
async function calibratedRun(url, flags, dir) {
  rmSync(dir, { recursive: true, force: true });
  await lighthouse(url, { ...flags, gatherMode: dir });
  const file = `${dir}/artifacts.json`;
  const artifacts = JSON.parse(readFileSync(file, "utf8"));
  const throttling = {
    ...artifacts.settings.throttling,
    cpuSlowdownMultiplier: calibratedSlowdown(artifacts.BenchmarkIndex),
  };
  writeFileSync(
    file,
    JSON.stringify({ ...artifacts, settings: { ...artifacts.settings, throttling } }),
  );
  return lighthouse(url, { ...flags, auditMode: dir, throttling });
}

async function main() {
  const { values } = parseArgs({
    options: {
      routes: { type: "string", multiple: true },
      runs: { type: "string" },
      ci: { type: "boolean", default: false },
      calibrate: { type: "boolean", default: false },
      http1: { type: "boolean", default: false },
      applied: { type: "boolean", default: false },
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
  warnWithoutChineseFont(routes);
  const runs = Math.max(1, Number(values.runs ?? (values.ci ? 1 : 3)));
  const limits = values.ci ? thresholds.ci : thresholds.target;
  const throttling = throttlingFor(values.applied);
  const calibrate = values.ci || values.calibrate;
  if (calibrate && values.applied) {
    console.error("--applied slows the CPU while loading: calibrating needs simulated throttling.");
    process.exit(1);
  }

  const benchDir = fileURLToPath(new URL("../.bench", import.meta.url));
  mkdirSync(benchDir, { recursive: true });
  const tls = values.http1 ? undefined : localCertificate(benchDir);
  const server = createStaticServer(exportDir, tls);
  const origin = await listen(server);
  const chromePath = chromiumExecutable();
  const chrome = await chromeLauncher.launch({
    chromePath,
    // The certificate is our own throwaway one: trust it for this run only.
    chromeFlags: [
      "--headless=new",
      ...chromiumArgs,
      ...(tls ? ["--ignore-certificate-errors"] : []),
    ],
  });
  const protocol = tls ? "HTTP/2 over TLS" : "HTTP/1.1";
  const header = benchHeader({ throttling, calibrate, protocol, runs, routes: routes.length });
  console.log(`${header}\n`);
  const started = Date.now();
  const rows = [];
  try {
    const measure = async (route) => {
      const flags = {
        port: chrome.port,
        logLevel: "error",
        output: "json",
        onlyCategories: categories,
        throttlingMethod: throttling.method,
      };
      const url = `${origin}${route}`;
      const outcome = calibrate
        ? await calibratedRun(url, flags, `${benchDir}/artifacts`)
        : await lighthouse(url, flags);
      if (!outcome?.lhr || outcome.lhr.runtimeError)
        throw new Error(`Lighthouse failed on ${route}: ${outcome?.lhr.runtimeError?.message}`);
      return summarize(outcome.lhr);
    };
    for (const route of routes) {
      let row;
      if (values.ci) {
        const results = [];
        let verdict;
        do {
          results.push(await measure(route));
          verdict = floorVerdict(results, limits);
        } while (!verdict.done);
        row = { route, ...verdict.result };
      } else {
        const results = [];
        for (let run = 0; run < runs; run += 1) results.push(await measure(route));
        row = { route, ...medianOf(results) };
        row.misses = misses(row, limits);
      }
      rows.push(row);
      const tries = row.attempts > 1 ? `  (best of ${row.attempts} runs)` : "";
      process.stdout.write(
        `${route}  perf ${row.performance}${row.misses.length ? "  MISSES" : ""}${tries}\n`,
      );
    }
  } finally {
    await chrome.kill();
    server.close();
  }

  const table = formatTable(rows);
  const summary = overall(rows, limits);
  console.log(`\n${header}\n\n${table}\n\n${overallLine(rows, limits)}\n`);
  const report = {
    date: new Date().toISOString(),
    mode: values.ci ? "ci" : "bench",
    runs,
    formFactor: "mobile",
    throttling: throttling.method,
    calibrated: calibrate,
    protocol,
    chromium: chromePath ?? "chrome-launcher default",
    thresholds: limits,
    seconds: Math.round((Date.now() - started) / 1000),
    medianPerformance: summary.performance,
    routes: rows,
  };
  const file = `${benchDir}/lighthouse-${report.mode}-${report.date.replace(/[:.]/g, "-")}.json`;
  writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
  writeFileSync(`${benchDir}/latest-${report.mode}.json`, `${JSON.stringify(report, null, 2)}\n`);
  console.log(`${rows.length} routes × ${runs} run(s) in ${report.seconds} s. JSON: ${file}`);

  const failing = rows.filter((row) => row.misses.length > 0);
  for (const row of failing) console.error(`${row.route}: ${row.misses.join("; ")}`);
  for (const miss of summary.misses) console.error(`All routes: ${miss}`);
  if (failing.length > 0)
    console.error(`${failing.length} route(s) below the ${values.ci ? "CI floor" : "targets"}.`);
  if (failing.length > 0 || summary.misses.length > 0) process.exit(1);
}

await main();
