// First-load JavaScript budget: for every exported HTML page, the gzip size of the scripts its
// <script src> tags load before any interaction (nomodule excluded). Fails above the budget.
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";

export const budgetKb = Number(process.env.JS_BUDGET_KB ?? 150);
const out = fileURLToPath(new URL("../out", import.meta.url));

function htmlFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === "_next" ? [] : htmlFiles(path);
    return name.endsWith(".html") ? [path] : [];
  });
}

const gzipCache = new Map();
function gzipKb(file) {
  if (!gzipCache.has(file))
    gzipCache.set(file, gzipSync(readFileSync(file), { level: 9 }).length / 1024);
  return gzipCache.get(file);
}

const rows = htmlFiles(out).map((file) => {
  const html = readFileSync(file, "utf8");
  const tags = html.match(/<script\b[^>]*>/g) ?? [];
  const sources = new Set(
    tags
      .filter((tag) => !/\bnomodule\b/i.test(tag))
      .map((tag) => /\bsrc="([^"]+)"/.exec(tag)?.[1])
      .filter((src) => src && src.startsWith("/")),
  );
  const kb = [...sources].reduce((sum, src) => sum + gzipKb(join(out, src.split("?")[0])), 0);
  const page = `/${relative(out, file)
    .replace(/\\/g, "/")
    .replace(/(index)?\.html$/, "")}`;
  return { page, scripts: sources.size, kb };
});

rows.sort((a, b) => b.kb - a.kb);
const width = Math.max(...rows.map((row) => row.page.length), 4);
console.log(`${"page".padEnd(width)}  scripts  first-load JS (gzip)`);
for (const row of rows) {
  const flag = row.kb > budgetKb ? "  OVER BUDGET" : "";
  console.log(
    `${row.page.padEnd(width)}  ${String(row.scripts).padStart(7)}  ${row.kb.toFixed(1).padStart(8)} KB${flag}`,
  );
}
const over = rows.filter((row) => row.kb > budgetKb);
console.log(
  `\n${rows.length} pages, budget ${budgetKb} KB gzip, largest ${rows[0]?.kb.toFixed(1) ?? 0} KB.`,
);
if (rows.length === 0) {
  console.error("No HTML pages found in out/: run the build first.");
  process.exit(1);
}
if (over.length > 0) {
  console.error(`${over.length} page(s) over the first-load JavaScript budget.`);
  process.exit(1);
}
