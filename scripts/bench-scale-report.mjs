// The pure half of `npm run bench:scale` (scripts/bench-scale.mjs): how an article is cloned, how
// the build's output is read into phases, how the export's files are sorted into kinds, and how a
// run becomes the table. Unit-tested in bench-scale-report.test.mjs.
import YAML from "yaml";

/** The steps of the `build` script: `next build && node scripts/csp.mjs && …`. */
export function buildSteps(script) {
  return script
    .split("&&")
    .map((command) => command.trim())
    .filter(Boolean)
    .map((command) => ({ name: stepName(command), command }));
}

/** A step's short name: `next build`, `csp`, `search-index`, `admin`. */
export function stepName(command) {
  const file = /scripts\/([\w.-]+)\.(?:mjs|ts|js)\b/.exec(command)?.[1];
  return file ?? command.replace(/\s+/g, " ");
}

/** A past date (YYYY-MM-DD) for the i-th generated article: one every three days back from `from`. */
export function spreadDate(i, from = "2025-06-30") {
  const date = new Date(`${from}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - 3 * i);
  return date.toISOString().slice(0, 10);
}

/**
 * A copy of an article file (front matter and body) with only its title and date changed: the
 * title gets ` <n>` appended, the date (where the file has one: translations leave it to the
 * English entry) becomes `date`. Every other field and the body stay byte for byte, so the clone
 * keeps up with schema changes. Throws when the file has no front matter or no title.
 */
export function cloneArticle(source, { number, date }) {
  const match = /^---\r?\n([\s\S]*?)\r?\n---(\r?\n[\s\S]*)?$/.exec(source);
  if (!match) throw new Error("no front matter");
  const [, frontMatter = "", rest = ""] = match;
  const doc = YAML.parseDocument(frontMatter, { schema: "core" });
  if (doc.errors.length > 0) throw new Error(doc.errors[0]?.message);
  const title = doc.get("title", true);
  if (!YAML.isScalar(title) || typeof title.value !== "string" || !title.range)
    throw new Error("no title");
  // The two values are rewritten where they stand; every other byte of the file is kept.
  const edits = [{ range: title.range, text: JSON.stringify(`${title.value} ${number}`) }];
  const day = doc.get("date", true);
  if (YAML.isScalar(day) && day.range) edits.push({ range: day.range, text: date });
  let yaml = frontMatter;
  for (const { range, text } of edits.sort((a, b) => b.range[0] - a.range[0]))
    yaml = `${yaml.slice(0, range[0])}${text}${yaml.slice(range[1])}`;
  return `---\n${yaml}\n---${rest}`;
}

/** User plus system seconds of a shell's children, from the second line of bash's `times`. */
export function cpuSeconds(times) {
  const line = times.trim().split("\n")[1] ?? "";
  return [...line.matchAll(/(\d+)m([\d.]+)s/g)].reduce(
    (sum, [, minutes, seconds]) => sum + Number(minutes) * 60 + Number(seconds),
    0,
  );
}

/**
 * The phases `next build` reports, from its output lines and the second each arrived at:
 * compile, type check, page data, static pages (with the export), and what follows until the
 * process ends. A phase it did not report (no type check with TYPECHECKED=1) is left out.
 */
export function nextPhases(lines, end) {
  const markers = [
    ["compile", /Creating an optimized production build/],
    ["typecheck", /Running TypeScript/],
    ["page data", /Collecting page data/],
    ["static pages", /Generating static pages/],
    ["finalize", /Finalizing page optimization/],
  ];
  const starts = [];
  for (const [name, pattern] of markers) {
    const line = lines.find(({ text }) => pattern.test(text));
    if (line) starts.push({ name, at: line.at });
  }
  return starts.map(({ name, at }, i) => ({
    name,
    seconds: (starts[i + 1]?.at ?? end) - at,
  }));
}

/** The kind of an exported file, by its path relative to the export folder. */
export function fileKind(path) {
  const name = path.split("/").pop() ?? path;
  if (path.startsWith("pagefind/")) return "pagefind";
  if (path.startsWith("admin/")) return "admin";
  if (name.startsWith("__next.")) return "segment .txt";
  if (path.startsWith("_next/")) return name.endsWith(".js") ? "js" : "_next other";
  if (name.endsWith(".html")) return "html";
  if (name.endsWith(".txt")) return "rsc .txt";
  if (path.startsWith("og/")) return "og image";
  if (name.endsWith(".png")) return "png";
  if (name.endsWith(".svg")) return "svg";
  return "other";
}

/** Files and bytes of each kind, and the totals. */
export function tally(files) {
  const kinds = {};
  let bytes = 0;
  for (const { path, size } of files) {
    const kind = (kinds[fileKind(path)] ??= { files: 0, bytes: 0 });
    kind.files++;
    kind.bytes += size;
    bytes += size;
  }
  return { files: files.length, bytes, kinds };
}

const isPage = ({ path }) =>
  path.endsWith(".html") && !path.startsWith("_next/") && !path.startsWith("admin/");

/** The site's pages: HTML files outside `_next` and `admin`, as the post-build scripts count them. */
export function pageCount(files) {
  return files.filter(isPage).length;
}

/** The largest HTML pages, largest first. */
export function largestPages(files, count = 3) {
  return files
    .filter(isPage)
    .sort((a, b) => b.size - a.size)
    .slice(0, count);
}

const mib = (bytes) => (bytes / 1024 / 1024).toFixed(1);
const secs = (seconds) => (seconds === undefined ? "–" : seconds.toFixed(1));

/** The median of numbers (the mean of the middle two for an even count). */
export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** The run's two tables (times, then sizes), in Markdown. */
export function formatTables(runs) {
  const stepNames = [...new Set(runs.flatMap((run) => run.steps.map((step) => step.name)))];
  const phaseNames = [...new Set(runs.flatMap((run) => run.phases.map((phase) => phase.name)))];
  const kindNames = [...new Set(runs.flatMap((run) => Object.keys(run.out.kinds)))].sort(
    (a, b) =>
      Math.max(...runs.map((run) => run.out.kinds[b]?.bytes ?? 0)) -
      Math.max(...runs.map((run) => run.out.kinds[a]?.bytes ?? 0)),
  );
  const row = (cells) => `| ${cells.join(" | ")} |`;
  const rule = (count) => row(Array.from({ length: count }, (_, i) => (i === 0 ? "---" : "---:")));
  const timeHeader = [
    "N",
    "pages",
    "total s",
    "CPU s",
    ...phaseNames.map((name) => `next: ${name}`),
    ...stepNames.map((name) => `${name} s (CPU s)`),
    "peak RSS MiB",
    "load avg",
  ];
  const times = [
    row(timeHeader),
    rule(timeHeader.length),
    ...runs.map((run) =>
      row([
        run.articles,
        run.pages,
        secs(run.seconds),
        secs(run.cpuSeconds),
        ...phaseNames.map((name) => secs(run.phases.find((phase) => phase.name === name)?.seconds)),
        ...stepNames.map((name) => {
          const step = run.steps.find((candidate) => candidate.name === name);
          return step ? `${secs(step.seconds)} (${secs(step.cpuSeconds)})` : "–";
        }),
        run.peakRssMiB === undefined ? "–" : String(Math.round(run.peakRssMiB)),
        run.load === undefined ? "–" : run.load.toFixed(1),
      ]),
    ),
  ];
  const sizeHeader = [
    "N",
    "pages",
    "files",
    "files/page",
    "MiB",
    ...kindNames.map((name) => `${name} files (MiB)`),
  ];
  const sizes = [
    row(sizeHeader),
    rule(sizeHeader.length),
    ...runs.map((run) =>
      row([
        run.articles,
        run.pages,
        run.out.files,
        (run.out.files / run.pages).toFixed(2),
        mib(run.out.bytes),
        ...kindNames.map((name) => {
          const kind = run.out.kinds[name];
          return kind ? `${kind.files} (${mib(kind.bytes)})` : "–";
        }),
      ]),
    ),
  ];
  const largest = runs
    .filter((run) => run.largest?.length)
    .map(
      (run) =>
        `N=${run.articles}: ${run.largest.map(({ path, size }) => `${path} ${(size / 1024).toFixed(0)} KB`).join(", ")}`,
    );
  const reached = runs
    .filter((run) => run.reach)
    .map(
      ({ articles, pages, reach }) =>
        `N=${articles}: ${reach.generated} generated article files; of ${reach.expected} (article × edition), listed ${reach.found.listed} (at most ${reach.mostClicks} clicks from /blog, ${reach.listingPages} listing pages); of the ${reach.translated} pages of their own: ${Object.entries(
          reach.found,
        )
          .filter(([where]) => where !== "listed")
          .map(([where, count]) => `${where} ${count}`)
          .join(", ")}; Pagefind indexed ${reach.pagefindPages} of ${pages} pages${
          reach.budget ? `; page budgets: ${reach.budget}` : ""
        }`,
    );
  return [
    times.join("\n"),
    sizes.join("\n"),
    ...(largest.length ? [`Largest pages:\n${largest.join("\n")}`] : []),
    ...(reached.length ? [`The generated articles in the export:\n${reached.join("\n")}`] : []),
  ].join("\n\n");
}
