// Page budgets, checked on every exported HTML page (`npm run test:budget`, on out/ or EXPORT_DIR).
// Each figure is a count of bytes or elements in the export, so it gives the same answer on every
// machine (timings live in `npm run bench`):
// - first-load JavaScript: the gzip size of the scripts its <script src> tags load (nomodule
//   excluded), against JS_BUDGET_KB (150), or JS_FORM_BUDGET_KB (170) on a page whose route data
//   says it renders a page form (`form` in lib/pages.ts); pages outside the sitemap get the base;
// - HTML gzip, inline RSC payload bytes and element count, against its template's budget
//   (lib/pages.ts);
// - image bytes a 375-px phone at 2x loads: for each <picture>, the AVIF candidate its `sizes`
//   picks (lib/images/phone.ts); the largest at most IMAGE_BUDGET_KB (80), the page's sum at most
//   PAGE_IMAGES_BUDGET_KB (300). The generated artwork (small SVG files) is not counted. Each
//   <picture> (an owner's photo) widens its page's template budget by `pictureAllowance`: the
//   picture, its two sources, their srcsets and a portrait's round frame, in the HTML and again in
//   the payload.
// Run by tsx; run after `npm run build`.
import { existsSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { gzipSync } from "node:zlib";
import { exportedLocales, localePath, splitLocalePath } from "@/lib/i18n";
import { phoneImages } from "@/lib/images/phone";
import type { TemplateKey } from "@/lib/page-paths";
import type { PageBudget } from "@/lib/page-budgets";
import { templates } from "@/lib/pages";
import { getSitePages, matchPath, type SitePage } from "@/lib/site-pages";
import {
  elementCount,
  firstLoadScripts,
  fontPreloads,
  htmlFiles,
  inlineHeadCss,
  inlinePayloadBytes,
  parserScripts,
  renderBlockingStylesheets,
  scriptPreloads,
} from "./export-pages.mjs";

export type Budgets = {
  baseKb: number;
  formKb: number;
  imageKb: number;
  pageImagesKb: number;
  inlineCssKb: number;
};

/** At most this many fonts preloaded: the face of the first screen's largest text, or none. */
export const maxFontPreloads = 1;

/**
 * What of a page holds back its first paint: a render-blocking stylesheet, a script the HTML runs
 * or fetches (the export adds them after the first paint), more than one font preloaded, inline
 * CSS over its budget. Counts and bytes only, the same on every machine.
 */
export function firstPaintMisses(html: string, budgets: Pick<Budgets, "inlineCssKb">): string[] {
  const blocking = renderBlockingStylesheets(html);
  const fonts = fontPreloads(html);
  const inlineKb = gzipSync(inlineHeadCss(html), { level: 9 }).length / 1024;
  return [
    ...blocking.map((href) => `render-blocking stylesheet ${href}`),
    ...parserScripts(html).map((src) => `script ${src} can run before the first paint`),
    ...scriptPreloads(html).map((src) => `script ${src} downloads before the first paint`),
    ...(fonts.length > maxFontPreloads
      ? [`${fonts.length} font preloads > ${maxFontPreloads} (${fonts.join(", ")})`]
      : []),
    ...(inlineKb > budgets.inlineCssKb
      ? [`inline CSS ${inlineKb.toFixed(1)} KB gzip > budget ${budgets.inlineCssKb} KB`]
      : []),
  ];
}

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

/** A page's first-load JavaScript budget in KB: the form budget for a page form, else the base. */
export function budgetFor(path: string, pages: readonly SitePage[], budgets: Budgets): number {
  return hasPageForm(path, pages) ? budgets.formKb : budgets.baseKb;
}

/**
 * The template a page is drawn by (lib/pages.ts), from its path in any edition:
 * `/de/services/agentic-ai` → service; every not-found page (`/404`, `/_not-found`, `/fr/404`) →
 * notFound. A page the registry does not know fails the check.
 */
export function templateOf(path: string): TemplateKey {
  const { path: english } = splitLocalePath(path);
  if (english === "/404" || english === "/_not-found") return "notFound";
  const match = matchPath(english);
  if (!match) throw new Error(`${path}: exported, but no template of lib/pages.ts draws it`);
  return match.key;
}

export type PageWeight = { htmlGzipKb: number; payloadKb: number; elements: number };

/**
 * A page's weight figures, from its HTML as exported. The HTML's gzip leaves out the page's inline
 * CSS, which has a budget of its own (firstPaintMisses): a template's budget stays its markup's.
 */
export function weighPage(html: string): PageWeight {
  const css = inlineHeadCss(html);
  const markup = css ? html.replace(css, "") : html;
  return {
    htmlGzipKb: gzipSync(markup, { level: 9 }).length / 1024,
    payloadKb: inlinePayloadBytes(html) / 1024,
    elements: elementCount(html),
  };
}

const figureNames: Record<keyof PageWeight, string> = {
  htmlGzipKb: "HTML gzip",
  payloadKb: "inline RSC payload",
  elements: "elements",
};

const show = (figure: keyof PageWeight, value: number) =>
  figure === "elements" ? String(value) : `${value.toFixed(1)} KB`;

/** What of a page's weight is over its budget, each naming the figure and the budget. */
export function weightMisses(weight: PageWeight, budget: PageBudget): string[] {
  return (Object.keys(figureNames) as (keyof PageWeight)[])
    .filter((figure) => weight[figure] > budget[figure])
    .map(
      (figure) =>
        `${figureNames[figure]} ${show(figure, weight[figure])} > budget ${show(figure, budget[figure])}`,
    );
}

/** What one `<picture>` adds to a page over the artwork or initials it replaces. */
export const pictureAllowance: PageBudget = { htmlGzipKb: 0.5, payloadKb: 1.5, elements: 4 };

/** A template's budget for a page with `pictures` photos on it. */
export function budgetWithPictures(budget: PageBudget, pictures: number): PageBudget {
  return {
    htmlGzipKb: budget.htmlGzipKb + pictures * pictureAllowance.htmlGzipKb,
    payloadKb: budget.payloadKb + pictures * pictureAllowance.payloadKb,
    elements: budget.elements + pictures * pictureAllowance.elements,
  };
}

/** The image misses of a page, from the sizes of what a phone loads of each picture (KB). */
export function imageMisses(imageKbs: readonly number[], budgets: Budgets): string[] {
  const largest = Math.max(0, ...imageKbs);
  const total = imageKbs.reduce((sum, kb) => sum + kb, 0);
  return [
    ...(largest > budgets.imageKb
      ? [`phone image ${largest.toFixed(1)} KB > budget ${budgets.imageKb} KB`]
      : []),
    ...(total > budgets.pageImagesKb
      ? [`phone images ${total.toFixed(1)} KB > budget ${budgets.pageImagesKb} KB`]
      : []),
  ];
}

/** The first-load JavaScript miss of a page, if over its budget. */
export function jsMiss(kb: number, budgetKb: number): string[] {
  return kb > budgetKb ? [`first-load JS ${kb.toFixed(1)} KB gzip > budget ${budgetKb} KB`] : [];
}

const gzipCache = new Map<string, number>();
function gzipKb(file: string): number {
  const kb = gzipCache.get(file) ?? gzipSync(readFileSync(file), { level: 9 }).length / 1024;
  gzipCache.set(file, kb);
  return kb;
}

/** Every page's figures, budgets and misses. */
function measure(out: string, budgets: Budgets) {
  // Every edition's pages at their own URLs ("/de/contact" renders the form as "/contact" does).
  const pages = exportedLocales().flatMap((locale) =>
    getSitePages(locale).map((page) => ({ ...page, path: localePath(locale, page.path) })),
  );
  return htmlFiles(out).map((file) => {
    const html = readFileSync(file, "utf8");
    const sources = firstLoadScripts(html);
    const jsKb = sources.reduce((sum, src) => sum + gzipKb(join(out, src)), 0);
    const page = pagePath(relative(out, file));
    const template = templateOf(page);
    const weight = weighPage(html);
    const jsBudgetKb = budgetFor(page, pages, budgets);
    const images = phoneImages(html);
    const imageKbs = images.map((url) => statSync(join(out, url)).size / 1024);
    const imagesKb = imageKbs.reduce((sum, kb) => sum + kb, 0);
    const misses = [
      ...jsMiss(jsKb, jsBudgetKb),
      ...weightMisses(weight, budgetWithPictures(templates[template].budget, images.length)),
      ...imageMisses(imageKbs, budgets),
      ...firstPaintMisses(html, budgets),
    ];
    const form = hasPageForm(page, pages);
    return { page, template, jsKb, jsBudgetKb, form, imagesKb, ...weight, misses };
  });
}

const round = (kb: number) => Math.round(kb * 10) / 10;

function main() {
  const folder = process.env.EXPORT_DIR ?? "out";
  const budgets = {
    baseKb: Number(process.env.JS_BUDGET_KB ?? 150),
    formKb: Number(process.env.JS_FORM_BUDGET_KB ?? 170),
    imageKb: Number(process.env.IMAGE_BUDGET_KB ?? 80),
    pageImagesKb: Number(process.env.PAGE_IMAGES_BUDGET_KB ?? 300),
    inlineCssKb: Number(process.env.INLINE_CSS_BUDGET_KB ?? 20),
  };
  const out = fileURLToPath(new URL(`../${folder}`, import.meta.url));
  const rows = existsSync(out) ? measure(out, budgets) : [];
  if (rows.length === 0) {
    console.error(`No HTML pages found in ${folder}/: run the build first.`);
    process.exit(1);
  }
  // One line per template: its largest page on each figure, against the budget.
  const shown = [...new Set(rows.map((row) => row.template))].sort();
  const width = Math.max(...shown.map((template) => template.length), 8);
  const cell = (text: string, size: number) => text.padStart(size);
  console.log(
    `${"template".padEnd(width)}  pages  JS KB (budget)  HTML gzip KB (budget)  payload KB (budget)  elements (budget)  phone images KB`,
  );
  for (const template of shown) {
    const group = rows.filter((row) => row.template === template);
    const max = (pick: (row: (typeof rows)[number]) => number) => Math.max(...group.map(pick));
    const budget = templates[template].budget;
    console.log(
      [
        template.padEnd(width),
        cell(String(group.length), 5),
        cell(`${max((row) => row.jsKb).toFixed(1)} (${max((row) => row.jsBudgetKb)})`, 14),
        cell(`${max((row) => row.htmlGzipKb).toFixed(1)} (${round(budget.htmlGzipKb)})`, 21),
        cell(`${max((row) => row.payloadKb).toFixed(1)} (${round(budget.payloadKb)})`, 19),
        cell(`${max((row) => row.elements)} (${budget.elements})`, 17),
        cell(max((row) => row.imagesKb).toFixed(1), 15),
      ].join("  "),
    );
  }
  const over = rows.filter((row) => row.misses.length > 0);
  console.log(
    `\n${rows.length} pages in ${folder}/; the largest of each template shown. First paint: no ` +
      `render-blocking stylesheet, no script before it, at most ${maxFontPreloads} font preload, inline CSS at most ` +
      `${budgets.inlineCssKb} KB gzip on every page.`,
  );
  for (const row of over) console.error(`${row.page} (${row.template}): ${row.misses.join("; ")}`);
  if (over.length > 0) {
    console.error(`${over.length} page(s) over budget.`);
    process.exit(1);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) main();
