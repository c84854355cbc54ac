// `npm run bench:scale`: how the build grows with the blog. For each N, a copy of content/ with N
// more articles in every edition (clones of the existing ones: see cloneArticle), built with the
// project's own `build` script, step by step, into a throwaway export folder. Prints the time of
// the whole build and of each step (and of `next build`'s phases), the peak memory, and the
// export's size, file count, files per page and the kinds of files that make it up.
//
//   npm run bench:scale                          N = 50, 200, 500
//   npm run bench:scale -- --articles 0,500      any list (0: today's site)
//   npm run bench:scale -- --runs 3              each N three times: medians
//   npm run bench:scale -- --keep                keep the content copy and the export
//   npm run bench:scale -- --english-only        the articles in English only: every other
//                                                edition lists them, linking the English pages
//
// Each step shows its seconds on the clock and, in brackets, the CPU seconds of its processes (a
// busy machine stretches the first much more than the second); "load avg" is the machine's
// median 1-minute load during the build, other users included.
//
// Writes the runs as JSON to .bench/ (git-ignored). Measures; never fails on a number, only when
// a build fails (its output is then printed). Cleans its folders after itself.
import { spawn, spawnSync } from "node:child_process";
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import {
  buildSteps,
  cloneArticle,
  cpuSeconds,
  formatTables,
  largestPages,
  median,
  nextPhases,
  pageCount,
  spreadDate,
  tally,
} from "./bench-scale-report.mjs";

const root = fileURLToPath(new URL("..", import.meta.url));
const { values } = parseArgs({
  options: {
    articles: { type: "string", default: "50,200,500" },
    runs: { type: "string", default: "1" },
    keep: { type: "boolean", default: false },
    "english-only": { type: "boolean", default: false },
    label: { type: "string" },
    verbose: { type: "boolean", default: false },
  },
});
const curve = values.articles.split(",").map((value) => Number(value.trim()));
if (curve.some((n) => !Number.isInteger(n) || n < 0))
  throw new Error(`--articles: "${values.articles}" is not a list of whole numbers`);
const runsPerN = Number(values.runs);
const steps = buildSteps(
  JSON.parse(readFileSync(join(root, "package.json"), "utf8")).scripts.build,
);
const sourceLocale = "en";

/** Writes N clones of every English article (and of its translations) into a content copy. */
function generateArticles(content, n) {
  const posts = join(content, "posts");
  const editions = readdirSync(posts).filter((name) => statSync(join(posts, name)).isDirectory());
  const sources = readdirSync(join(posts, sourceLocale))
    .filter((name) => /\.mdx?$/.test(name))
    .sort();
  if (sources.length === 0) throw new Error(`${posts}/${sourceLocale}: no articles to clone`);
  const written = [];
  for (let i = 1; i <= n; i++) {
    const file = sources[(i - 1) % sources.length];
    const [, slug, extension] = /^(.*)(\.mdx?)$/.exec(file);
    for (const edition of editions) {
      const from = join(posts, edition, file);
      // An article not yet translated stays untranslated; --english-only translates none.
      if (!existsSync(from) || (values["english-only"] && edition !== sourceLocale)) continue;
      const clone = cloneArticle(readFileSync(from, "utf8"), { number: i, date: spreadDate(i) });
      writeFileSync(join(posts, edition, `${slug}-${i}${extension}`), clone);
      written.push({ slug: `${slug}-${i}`, edition });
    }
  }
  return written;
}

/** The article links of an HTML page, and the links of its pager and topics (both as paths). */
function links(html) {
  return [...html.matchAll(/href="([^"#?]+)"/g)].map((match) => match[1]);
}

/**
 * How the blog's listing pages of an edition reach its articles, following only the links of
 * listing pages (the pager, the topics) from /blog, as a crawler without JavaScript does: the
 * articles each links, with the fewest clicks from /blog to the article.
 */
function crawlListings(exportPath, prefix) {
  const listingPage = (path) =>
    path === `/${prefix}blog` ||
    path.startsWith(`/${prefix}blog/page/`) ||
    path.startsWith(`/${prefix}blog/topic/`);
  const clicks = new Map();
  const start = `/${prefix}blog`;
  const depth = new Map([[start, 0]]);
  const queue = [start];
  while (queue.length > 0) {
    const path = queue.shift();
    const file = join(exportPath, `${path}.html`);
    if (!existsSync(file)) continue;
    for (const link of links(readFileSync(file, "utf8"))) {
      const d = depth.get(path) + 1;
      if (listingPage(link)) {
        if (!depth.has(link)) {
          depth.set(link, d);
          queue.push(link);
        }
      } else if (/\/blog\/[^/]+$/.test(link) && !clicks.has(link)) clicks.set(link, d);
    }
  }
  return { articles: clicks, listingPages: depth.size };
}

/**
 * Where the generated articles show up in the export, edition by edition: their pages (an
 * edition exports the articles it has translated), the listing pages (an untranslated article is
 * listed with a link to its English page), Open Graph images, feed items, sitemap entries and
 * search-index.json entries (every reader of the posts must see CONTENT_DIR), how many pages the
 * full-text search indexed, and the most clicks from /blog to an article.
 */
function reach(exportPath, generated, log) {
  const read = (path) => {
    const file = join(exportPath, path);
    return existsSync(file) ? readFileSync(file, "utf8") : "";
  };
  const pathnames = (text, tag) =>
    new Set(
      [...text.matchAll(new RegExp(`<${tag}>([^<]+)</${tag}>`, "g"))].map(
        (m) => new URL(m[1]).pathname,
      ),
    );
  const sitemap = pathnames(read("sitemap.xml"), "loc");
  const editions = new Map();
  const edition = (name) => {
    if (!editions.has(name)) {
      const prefix = name === sourceLocale ? "" : `${name}/`;
      const index = read(`${prefix}search-index.json`);
      editions.set(name, {
        prefix,
        feed: pathnames(read(`${prefix}feed.xml`), "link"),
        listings: crawlListings(exportPath, prefix),
        searchIndex: new Set(index ? JSON.parse(index).items.map((item) => item.url) : []),
      });
    }
    return editions.get(name);
  };
  const found = {
    pages: 0,
    listed: 0,
    "OG images": 0,
    feeds: 0,
    sitemap: 0,
    "search-index.json": 0,
  };
  // Each generated English article, in every edition the site exports.
  const exported = readdirSync(exportPath).filter(
    (name) => /^[a-z]{2}$/.test(name) && existsSync(join(exportPath, name, "blog.html")),
  );
  const translated = new Set(generated.map(({ slug, edition }) => `${edition} ${slug}`));
  let expected = 0;
  let mostClicks = 0;
  for (const { slug } of generated.filter((article) => article.edition === sourceLocale))
    for (const name of [sourceLocale, ...exported]) {
      expected++;
      const { prefix, feed, listings, searchIndex } = edition(name);
      const own = translated.has(`${name} ${slug}`);
      const path = `/${own ? prefix : ""}blog/${slug}`;
      const clicks = listings.articles.get(path);
      if (clicks !== undefined) {
        found["listed"]++;
        mostClicks = Math.max(mostClicks, clicks);
      }
      if (!own) continue; // the English page stands in: counted with English
      if (existsSync(join(exportPath, `${path}.html`))) found.pages++;
      if (existsSync(join(exportPath, `og/${prefix}blog/${slug}.jpg`))) found["OG images"]++;
      if (feed.has(path)) found.feeds++;
      if (sitemap.has(path)) found.sitemap++;
      if (searchIndex.has(path)) found["search-index.json"]++;
    }
  const indexed = log.map((line) => /Search index: (\d+) pages/.exec(line)?.[1]).find(Boolean);
  return {
    generated: generated.length,
    expected,
    translated: generated.length,
    found,
    mostClicks,
    listingPages: [...editions.values()].reduce(
      (sum, { listings }) => sum + listings.listingPages,
      0,
    ),
    pagefindPages: Number(indexed ?? 0),
  };
}

/**
 * The processes under `pid` (itself included), from /proc: each one's resident memory in MiB and
 * CPU seconds so far (user plus system). Empty without /proc.
 */
function processTree(pid) {
  if (!existsSync("/proc")) return [];
  const processes = new Map();
  for (const name of readdirSync("/proc")) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, "utf8");
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      processes.set(Number(name), {
        pid: Number(name),
        ppid: Number(fields[1]),
        // utime and stime, in clock ticks (100 a second on Linux)
        cpuSeconds: (Number(fields[11]) + Number(fields[12])) / 100,
        rssMiB: (Number(fields[21]) * 4096) / 1024 / 1024,
      });
    } catch {
      // the process ended while we looked
    }
  }
  const tree = [];
  const queue = [pid];
  while (queue.length > 0) {
    const next = queue.shift();
    const found = processes.get(next);
    if (found) tree.push(found);
    for (const candidate of processes.values())
      if (candidate.ppid === next) queue.push(candidate.pid);
  }
  return tree;
}

/** Runs one step of the build; resolves with its seconds, output lines and peak memory. */
function runStep(step, env, log) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const lines = [];
    // `times` (a bash builtin) on fd 3: the CPU seconds of the step's processes, which a busy
    // machine changes much less than the seconds on the clock.
    const child = spawn("bash", ["-c", `${step.command}\nstatus=$?\ntimes >&3\nexit $status`], {
      cwd: root,
      env,
      stdio: ["ignore", "pipe", "pipe", "pipe"],
    });
    let times = "";
    child.stdio[3].on("data", (chunk) => (times += chunk));
    // Every half second: the memory of the step's processes together, and each one's CPU
    // seconds (which also counts a process that its parent never waited for, as `times` does not).
    let peak = 0;
    const cpu = new Map();
    const sampler = setInterval(() => {
      const tree = processTree(child.pid);
      peak = Math.max(
        peak,
        tree.reduce((sum, process) => sum + process.rssMiB, 0),
      );
      for (const entry of tree) cpu.set(entry.pid, entry.cpuSeconds);
    }, 500);
    const read = (stream) => {
      let rest = "";
      stream.on("data", (chunk) => {
        const at = (performance.now() - started) / 1000;
        const text = rest + chunk.toString();
        const parts = text.split(/\r?\n|\r/);
        rest = parts.pop() ?? "";
        for (const part of parts) {
          lines.push({ at, text: part });
          log.push(part);
          if (values.verbose) console.log(`    ${part}`);
        }
      });
      stream.on("end", () => {
        if (rest) lines.push({ at: (performance.now() - started) / 1000, text: rest });
      });
    };
    read(child.stdout);
    read(child.stderr);
    child.on("error", reject);
    child.on("close", (code) => {
      clearInterval(sampler);
      const seconds = (performance.now() - started) / 1000;
      if (code !== 0) {
        reject(new Error(`${step.name} exited with ${code}:\n${log.slice(-60).join("\n")}`));
        return;
      }
      const sampled = [...cpu.values()].reduce((sum, seconds) => sum + seconds, 0);
      resolve({
        seconds,
        cpuSeconds: Math.max(cpuSeconds(times), sampled),
        lines,
        peakRssMiB: peak,
      });
    });
  });
}

/** Every file under a folder, with its path relative to it and its size. */
function listFiles(dir) {
  const files = [];
  const walk = (folder) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) walk(path);
      else files.push({ path: relative(dir, path).replace(/\\/g, "/"), size: statSync(path).size });
    }
  };
  walk(dir);
  return files;
}

/** The folders of the run in progress, removed if the bench is interrupted. */
let current = [];
for (const signal of ["SIGINT", "SIGTERM"])
  process.on(signal, () => {
    if (!values.keep) for (const dir of current) rmSync(dir, { recursive: true, force: true });
    process.exit(130);
  });

async function measure(n, run) {
  const work = mkdtempSync(join(tmpdir(), "tessellate-scale-"));
  const content = join(work, "content");
  const exportDir = `out-scale-${n}-${process.pid}`;
  const exportPath = join(root, exportDir);
  current = [work, exportPath];
  try {
    cpSync(join(root, "content"), content, { recursive: true });
    const generated = generateArticles(content, n);
    console.log(
      `N=${n}${runsPerN > 1 ? ` (run ${run + 1}/${runsPerN})` : ""}: ${generated.length} generated article files; building…`,
    );
    rmSync(exportPath, { recursive: true, force: true });
    const env = {
      ...process.env,
      CONTENT_DIR: content,
      EXPORT_DIR: exportDir,
      NEXT_TELEMETRY_DISABLED: "1",
      PATH: `${join(root, "node_modules/.bin")}:${process.env.PATH}`,
    };
    const log = [];
    const results = [];
    const started = performance.now();
    // How busy the machine is (other processes included), sampled through the build.
    const loads = [];
    const loadSampler = setInterval(() => loads.push(loadavg()[0]), 5000);
    for (const step of steps) {
      const result = await runStep(step, env, log);
      results.push({ name: step.name, ...result });
      console.log(`  ${step.name}: ${result.seconds.toFixed(1)} s`);
    }
    const seconds = (performance.now() - started) / 1000;
    clearInterval(loadSampler);
    writeFileSync(join(work, "build.log"), log.join("\n"));
    const next = results.find((step) => step.name === "next build");
    const files = listFiles(exportPath);
    return {
      articles: n,
      pages: pageCount(files),
      seconds,
      phases: next ? nextPhases(next.lines, next.seconds) : [],
      cpuSeconds: results.reduce((sum, step) => sum + step.cpuSeconds, 0),
      steps: results.map(({ name, seconds, cpuSeconds }) => ({ name, seconds, cpuSeconds })),
      peakRssMiB: Math.max(...results.map((step) => step.peakRssMiB)),
      load: loads.length > 0 ? median(loads) : loadavg()[0],
      out: tally(files),
      largest: largestPages(files),
      reach: { ...reach(exportPath, generated, log), budget: checkBudgets(env) },
    };
  } finally {
    if (values.keep) console.log(`  kept: ${content} and ${exportPath}`);
    else {
      rmSync(work, { recursive: true, force: true });
      rmSync(exportPath, { recursive: true, force: true });
    }
  }
}

/** The page budgets on the export (scripts/check-budgets.ts): "all within", or the pages over. */
function checkBudgets(env) {
  const result = spawnSync("npx", ["tsx", "scripts/check-budgets.ts"], {
    cwd: root,
    env,
    encoding: "utf8",
  });
  // The list pages that grow with the blog, as the check measures their largest page.
  const lists = result.stdout
    .split("\n")
    .filter((line) => /^(blog|blogPage|topic|topicPage)\s/.test(line))
    .map((line) => line.replace(/\s+/g, " ").trim());
  if (lists.length > 0) console.log(`  budgets at N: ${lists.join(" | ")}`);
  if (result.status === 0) return "all within";
  const over = result.stderr.split("\n").filter((line) => line.includes(" > budget "));
  return `${over.length} pages over (${over.slice(0, 3).join("; ")})`;
}

/** The median run of several of the same N: each number its own median. */
function medianRun(runs) {
  const [first] = runs;
  const med = (pick) => median(runs.map(pick));
  return {
    ...first,
    seconds: med((run) => run.seconds),
    cpuSeconds: med((run) => run.cpuSeconds),
    phases: first.phases.map((phase, i) => ({
      ...phase,
      seconds: med((run) => run.phases[i]?.seconds ?? 0),
    })),
    steps: first.steps.map((step, i) => ({
      ...step,
      seconds: med((run) => run.steps[i].seconds),
      cpuSeconds: med((run) => run.steps[i].cpuSeconds),
    })),
    peakRssMiB: med((run) => run.peakRssMiB),
    load: med((run) => run.load),
    runs: runs.length,
  };
}

const results = [];
for (const n of curve) {
  const runs = [];
  for (let run = 0; run < runsPerN; run++) runs.push(await measure(n, run));
  results.push(runsPerN > 1 ? medianRun(runs) : runs[0]);
}
const tables = formatTables(results);
console.log(`\n${tables}\n`);
mkdirSync(join(root, ".bench"), { recursive: true });
const file = join(
  root,
  ".bench",
  `scale-${values.label ?? new Date().toISOString().replace(/[:.]/g, "-")}.json`,
);
writeFileSync(file, JSON.stringify(results, null, 2));
console.log(`Written to ${relative(root, file)}.`);
