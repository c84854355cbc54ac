// Lighthouse over the static export: mobile defaults (simulated slow 4G, 4x CPU slowdown; with
// --applied, Chromium applies that throttling itself), the system Chromium, the export served like
// a production static host: compressed, over HTTP/2 and TLS (a throwaway local certificate;
// --http1 for plain HTTP/1.1).
//
//   npm run bench                                  every sitemap URL, median of 3 runs
//   npm run bench -- --routes /,/blog --runs 5     a subset, more runs
//   npm run bench -- --url https://example.org/    any page on the web or the network, beside
//                                                  the site's routes or alone (repeatable)
//   npm run bench -- --calibrate                   the CPU slowdown calibrated to the machine
//   npm run bench -- --applied                     applied (devtools) throttling, not simulated
//   npm run bench -- --lang de                     a browser in German (default en-US)
//   npm run bench -- --save-reports                each run's full Lighthouse report in
//                                                  .bench/reports/ (what shifted, what blocked)
//   npm run bench -- --peer ../shared/peers/astrowind
//                                                  another site's export served beside ours
//                                                  (same server, protocol and compression) and
//                                                  its comparable pages measured in the same
//                                                  runs, interleaved (--pair /ours=/theirs)
//   npm run bench -- --inp                         Interaction to Next Paint of the first open of
//                                                  search, chat and a dialog and of the theme
//                                                  switch, 4x CPU slowdown (scripts/bench-inp.mjs)
//   npm run bench -- --gate                        what `npm test` runs: one route per template,
//                                                  accessibility, best practices and SEO at 100
//                                                  and no layout shift; no timing is judged
//
// The bench measures and compares: it prints a table (and the targets each route misses) and
// writes it as JSON to .bench/ (git-ignored), and exits 0 whatever the numbers. Only --gate
// exits 1, when a route misses one of its verdicts.
import { execFileSync } from "node:child_process";
import { resolve } from "node:path";
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
  comparedPairs,
  editionGaps,
  formatComparison,
  formatInteractions,
  formatTable,
  gateCategories,
  medianOf,
  misses,
  overall,
  overallLine,
  peerRoute,
  sitemapRoutes,
  summarize,
  templateRoutes,
  thresholds,
  throttlingFor,
} from "./bench-report.mjs";
import { measureInteractions } from "./bench-inp.mjs";
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

/**
 * The routes to bench: --routes, else the templates (--gate), else our side of the compared pairs
 * (--peer), else every sitemap URL.
 */
function chooseRoutes(values, sitemap, pairs) {
  if (values.routes)
    return values.routes
      .flatMap((value) => value.split(","))
      .map((route) => route.trim())
      .filter(Boolean);
  if (values.gate) return templateRoutes();
  if (pairs.length > 0) return [...new Set(pairs.map((pair) => pair.ours))];
  return values.url ? [] : sitemap;
}

async function main() {
  const { values } = parseArgs({
    options: {
      routes: { type: "string", multiple: true },
      url: { type: "string", multiple: true },
      runs: { type: "string" },
      gate: { type: "boolean", default: false },
      calibrate: { type: "boolean", default: false },
      http1: { type: "boolean", default: false },
      // The browser's language ("de", "zh-CN"): a page in another language offers its edition.
      lang: { type: "string", default: "en-US" },
      applied: { type: "boolean", default: false },
      "save-reports": { type: "boolean", default: false },
      // Another site's export (a folder), served beside ours and compared page by page.
      peer: { type: "string" },
      pair: { type: "string", multiple: true },
      inp: { type: "boolean", default: false },
    },
  });
  const peerDir = values.peer ? resolve(values.peer) : undefined;
  if (peerDir && !existsSync(`${peerDir}/index.html`)) {
    console.error(
      `--peer ${values.peer}: no index.html there (give the folder of a static export).`,
    );
    process.exit(1);
  }
  const pairs = peerDir ? comparedPairs(values.pair) : [];
  const exportDir = fileURLToPath(
    new URL(`../${process.env.EXPORT_DIR ?? "out"}`, import.meta.url),
  );
  const hasExport = existsSync(`${exportDir}/sitemap.xml`);
  const sitemap = hasExport ? sitemapRoutes(readFileSync(`${exportDir}/sitemap.xml`, "utf8")) : [];
  const routes = chooseRoutes(values, sitemap, pairs);
  const urls = values.url ?? [];
  if (routes.length > 0 && !hasExport) {
    console.error("No export found: run `npm run build` first (or bench other pages with --url).");
    process.exit(1);
  }
  const unknown = routes.filter((route) => !sitemap.includes(route));
  if (unknown.length > 0) {
    console.error(`Not in the sitemap: ${unknown.join(", ")}`);
    process.exit(1);
  }
  warnWithoutChineseFont(routes);
  const runs = Math.max(1, Number(values.runs ?? (values.gate ? 1 : 3)));
  const limits = values.gate ? thresholds.gate : thresholds.target;
  const throttling = throttlingFor(values.applied);
  if (values.calibrate && values.applied) {
    console.error("--applied slows the CPU while loading: calibrating needs simulated throttling.");
    process.exit(1);
  }

  const benchDir = fileURLToPath(new URL("../.bench", import.meta.url));
  mkdirSync(benchDir, { recursive: true });
  const tls = values.http1 || routes.length === 0 ? undefined : localCertificate(benchDir);
  const server = routes.length > 0 ? createStaticServer(exportDir, tls) : undefined;
  const origin = server ? await listen(server) : "";
  // The peer through the same server, protocol and compression, on a port of its own.
  const peerServer = peerDir ? createStaticServer(peerDir, tls) : undefined;
  const peerOrigin = peerServer ? await listen(peerServer) : "";
  if (values.inp) {
    await benchInteractions({ origin, peerOrigin, runs: Number(values.runs ?? 5), benchDir });
    server?.close();
    peerServer?.close();
    return;
  }
  const chromePath = chromiumExecutable();
  const chrome = await chromeLauncher.launch({
    chromePath,
    // The certificate is our own throwaway one: trust it for this run only.
    chromeFlags: [
      "--headless=new",
      ...chromiumArgs,
      `--lang=${values.lang}`,
      `--accept-lang=${values.lang}`,
      ...(tls ? ["--ignore-certificate-errors"] : []),
    ],
  });
  const protocol = server ? (tls ? "HTTP/2 over TLS" : "HTTP/1.1") : "as served";
  const targets = [...routes.map((route) => ({ route, url: `${origin}${route}` }))]
    .concat(
      pairs.map(({ theirs }) => ({ route: peerRoute(theirs), url: `${peerOrigin}${theirs}` })),
    )
    .concat(urls.map((url) => ({ route: url, url })));
  const header = values.gate
    ? `Lighthouse gate: accessibility, best practices and SEO at 100 (${protocol}; layout shift shown, not judged): ${targets.length} route(s)`
    : benchHeader({
        throttling,
        calibrate: values.calibrate,
        protocol,
        runs,
        routes: targets.length,
      });
  console.log(`${header}\n`);
  const started = Date.now();
  const rows = [];
  try {
    const measure = async (url, name) => {
      const flags = {
        port: chrome.port,
        logLevel: "error",
        output: "json",
        throttlingMethod: throttling.method,
        ...(values.gate
          ? { onlyCategories: gateCategories, onlyAudits: ["cumulative-layout-shift"] }
          : { onlyCategories: categories }),
      };
      const outcome = values.calibrate
        ? await calibratedRun(url, flags, `${benchDir}/artifacts`)
        : await lighthouse(url, flags);
      if (!outcome?.lhr || outcome.lhr.runtimeError)
        throw new Error(`Lighthouse failed on ${url}: ${outcome?.lhr.runtimeError?.message}`);
      if (values["save-reports"]) {
        mkdirSync(`${benchDir}/reports`, { recursive: true });
        writeFileSync(`${benchDir}/reports/${name}.json`, JSON.stringify(outcome.lhr));
      }
      return summarize(outcome.lhr);
    };
    // Run by run over every target (not target by target), so a busy spell of the shared machine
    // falls on all of them alike: what ours is compared with was measured at the same moments.
    const results = targets.map(() => []);
    for (let run = 0; run < runs; run += 1)
      for (const [index, { route, url }] of targets.entries()) {
        const slug = route.replace(/^https?:\/\//, "").replace(/[^\w]+/g, "-") || "root";
        results[index].push(await measure(url, `${slug === "-" ? "root" : slug}-${run + 1}`));
        process.stdout.write(index === targets.length - 1 ? `run ${run + 1} of ${runs}\n` : ".");
      }
    for (const [index, { route }] of targets.entries()) {
      const row = { route, ...medianOf(results[index]) };
      row.misses = route.startsWith("peer ") ? [] : misses(row, limits);
      rows.push(row);
      const verdict = values.gate
        ? `a11y ${row.accessibility} bp ${row["best-practices"]} seo ${row.seo} CLS ${row.cls.toFixed(3)}`
        : `perf ${row.performance}`;
      process.stdout.write(`${route}  ${verdict}${row.misses.length ? "  MISSES" : ""}\n`);
    }
  } finally {
    await chrome.kill();
    server?.close();
    peerServer?.close();
  }

  const table = formatTable(rows, values.gate ? "gate" : "bench");
  const summary = overall(
    rows.filter((row) => !row.route.startsWith("peer ")),
    limits,
  );
  const gaps = values.gate ? [] : editionGaps(rows);
  const ours = rows.filter((row) => !row.route.startsWith("peer "));
  const footer = values.gate ? "" : `\n\n${[overallLine(ours, limits), ...gaps].join("\n")}`;
  const comparison =
    pairs.length > 0
      ? `\n\nBeside ${values.peer} (same run):\n\n${formatComparison(pairs, rows)}`
      : "";
  console.log(`\n${header}\n\n${table}${footer}${comparison}\n`);
  const report = {
    date: new Date().toISOString(),
    mode: values.gate ? "gate" : "bench",
    runs,
    formFactor: "mobile",
    throttling: throttling.method,
    calibrated: values.calibrate,
    protocol,
    chromium: chromePath ?? "chrome-launcher default",
    thresholds: limits,
    seconds: Math.round((Date.now() - started) / 1000),
    medianPerformance: values.gate ? undefined : summary.performance,
    peer: values.peer,
    pairs,
    routes: rows,
  };
  const file = `${benchDir}/lighthouse-${report.mode}-${report.date.replace(/[:.]/g, "-")}.json`;
  writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
  writeFileSync(`${benchDir}/latest-${report.mode}.json`, `${JSON.stringify(report, null, 2)}\n`);
  console.log(`${rows.length} routes × ${runs} run(s) in ${report.seconds} s. JSON: ${file}`);

  const failing = rows.filter((row) => row.misses.length > 0);
  for (const row of failing) console.error(`${row.route}: ${row.misses.join("; ")}`);
  if (values.gate) {
    if (failing.length > 0) {
      console.error(`${failing.length} route(s) fail the Lighthouse gate.`);
      process.exit(1);
    }
    return;
  }
  for (const miss of summary.misses) console.error(`All routes: ${miss}`);
  if (failing.length > 0) console.error(`${failing.length} route(s) miss the bench targets.`);
}

/** --inp: the interactions' INP on our pages (and the peer's), printed and saved as JSON. */
async function benchInteractions({ origin, peerOrigin, runs, benchDir }) {
  console.log(
    `Interaction to Next Paint, CPU slowed 4×, fresh load per interaction, median of ${runs} runs${peerOrigin ? ", peer beside" : ""}:`,
  );
  const rows = await measureInteractions({ origin, peerOrigin, runs });
  console.log(`\n${formatInteractions(rows)}\n`);
  const report = { date: new Date().toISOString(), mode: "inp", runs, cpuSlowdown: 4, rows };
  const file = `${benchDir}/inp-${report.date.replace(/[:.]/g, "-")}.json`;
  writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
  console.log(`JSON: ${file}`);
}

await main();
