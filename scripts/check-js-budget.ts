// First-load JavaScript budget: for every exported HTML page, the gzip size of the scripts its
// <script src> tags load before any interaction (nomodule excluded), against the page's budget:
// JS_BUDGET_KB (150) on every page, JS_FORM_BUDGET_KB (170) on a page whose route data says it
// renders a page form (`form` in lib/routes.ts). Pages outside the sitemap (404) get the base.
// Run by tsx (`npm run test:budget`) on out/, or on EXPORT_DIR.
import { existsSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { gzipSync } from "node:zlib";
import { exportedEditions, localePath } from "@/lib/i18n";
import { getSitePages, type SitePage } from "@/lib/routes";
import { firstLoadScripts, htmlFiles } from "./export-pages.mjs";

export type Budgets = { baseKb: number; formKb: number };

/** The site path an exported HTML file serves: `index.html` → `/`, `careers/x.html` → `/careers/x`. */
export function pagePath(file: string): string {
  const name = file
    .replace(/\\/g, "/")
    .replace(/\.html$/, "")
    .replace(/(^|\/)index$/, "");
  return `/${name}`;
}

/** Whether the route data marks the page as rendering a page form (a 404 is not in it: no). */
export function hasPageForm(path: string, pages: readonly SitePage[]): boolean {
  return pages.some((page) => page.path === path && page.form);
}

/** A page's budget in KB: the form budget for a page with a page form, else the base. */
export function budgetFor(path: string, pages: readonly SitePage[], budgets: Budgets): number {
  return hasPageForm(path, pages) ? budgets.formKb : budgets.baseKb;
}

const gzipCache = new Map<string, number>();
function gzipKb(file: string): number {
  const kb = gzipCache.get(file) ?? gzipSync(readFileSync(file), { level: 9 }).length / 1024;
  gzipCache.set(file, kb);
  return kb;
}

/** Each page's scripts, first-load KB and budget, largest first. */
function measure(out: string, budgets: Budgets) {
  // Every edition's pages at their own URLs ("/de/contact" renders the form as "/contact" does).
  const pages = exportedEditions().flatMap((locale) =>
    getSitePages(locale).map((page) => ({ ...page, path: localePath(locale, page.path) })),
  );
  const rows = htmlFiles(out).map((file) => {
    const sources = firstLoadScripts(readFileSync(file, "utf8"));
    const kb = sources.reduce((sum, src) => sum + gzipKb(join(out, src)), 0);
    const page = pagePath(relative(out, file));
    const form = hasPageForm(page, pages);
    return { page, scripts: sources.length, kb, form, budgetKb: budgetFor(page, pages, budgets) };
  });
  return rows.sort((a, b) => b.kb - a.kb);
}

function main() {
  const folder = process.env.EXPORT_DIR ?? "out";
  const budgets = {
    baseKb: Number(process.env.JS_BUDGET_KB ?? 150),
    formKb: Number(process.env.JS_FORM_BUDGET_KB ?? 170),
  };
  const out = fileURLToPath(new URL(`../${folder}`, import.meta.url));
  const rows = existsSync(out) ? measure(out, budgets) : [];
  if (rows.length === 0) {
    console.error(`No HTML pages found in ${folder}/: run the build first.`);
    process.exit(1);
  }
  const width = Math.max(...rows.map((row) => row.page.length), 4);
  const cell = (text: string | number, size: number) => String(text).padStart(size);
  console.log(`${"page".padEnd(width)}  scripts  first-load JS (gzip)  budget`);
  for (const row of rows)
    console.log(
      `${row.page.padEnd(width)}  ${cell(row.scripts, 7)}  ${cell(row.kb.toFixed(1), 17)} KB  ${cell(row.budgetKb, 3)} KB${row.kb > row.budgetKb ? "  OVER BUDGET" : ""}`,
    );
  console.log(`\n${rows.length} pages in ${folder}/, gzip:`);
  for (const form of [false, true]) {
    const group = rows.filter((row) => row.form === form);
    if (group[0])
      console.log(
        `  ${group.length} ${form ? "with" : "without"} a page form, budget ${group[0].budgetKb} KB: largest ${group[0].page} ${group[0].kb.toFixed(1)} KB`,
      );
  }
  const over = rows.filter((row) => row.kb > row.budgetKb);
  if (over.length > 0) {
    console.error(`${over.length} page(s) over the first-load JavaScript budget.`);
    process.exit(1);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) main();
