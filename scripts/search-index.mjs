// Post-build: the full-text search index (Pagefind, extended build: stemming for English,
// German, Spanish and French, word segmentation for Chinese) of the <main> of every page, one
// index per <html lang>, written to out/pagefind/. The search overlay and the chat load it when
// first used. The pages are those of out/pages.json, the build's manifest of the page registry,
// with their type; search leaves out a list's numbered pages whose entries have pages of their own.
// Not indexed: navigation, footer, dialogs (outside <main>), and what a page marks
// `data-pagefind-ignore` (the translation note). Each record carries its page's title and type.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import * as pagefind from "pagefind";

const out = fileURLToPath(new URL(`../${process.env.EXPORT_DIR ?? "out"}`, import.meta.url));

/** @param {string} text */
const escape = (text) => text.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");
/** @param {string} text */
const unescape = (text) =>
  text
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, "&");

/**
 * The exported file of a page's URL: `/de/services/x` → `de/services/x.html`, `/` → `index.html`.
 * @param {string} url
 * @returns {string}
 */
export function pageFile(url) {
  return url === "/" ? "index.html" : `${url.slice(1)}.html`;
}

/**
 * A page's <main> as Pagefind reads it: its inner HTML without scripts.
 * @param {string} html the exported page
 * @returns {string}
 */
export function indexedMain(html) {
  const main = /<main\b[^>]*>([\s\S]*?)<\/main>/.exec(html)?.[1] ?? "";
  return main.replace(/<script\b[\s\S]*?<\/script>/g, "");
}

/**
 * A page as out/pages.json lists it, for the search index.
 * @typedef {object} IndexedPage
 * @property {string} url its site path, `/de/services/x`
 * @property {string} type its type for the overlay's icons
 */

/**
 * What Pagefind indexes of a page: its language, title, type and <main>, nothing else.
 * @param {string} html the exported page
 * @param {IndexedPage} page
 * @returns {string}
 */
export function indexedDocument(html, { url, type }) {
  // Pagefind segments Chinese for the language "zh"; a page's "zh-Hans" finds that index.
  const lang = (/<html[^>]*\blang="([^"]+)"/.exec(html)?.[1] ?? "en").replace(/^zh-.*/, "zh");
  const title = unescape(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? "").replace(/ \| [^|]+$/, "");
  const body = indexedMain(html);
  // The `url` filter lets the chat read the page it links to (lib/answers/body.ts).
  const meta = `<span data-pagefind-meta="title:${escape(title)}"></span><span data-pagefind-meta="type:${type}"></span><span data-pagefind-filter="url:${escape(url)}"></span>`;
  return `<!DOCTYPE html><html lang="${lang}"><head><title>${escape(title)}</title></head><body><main data-pagefind-body>${meta}${body}</main></body></html>`;
}

async function main() {
  const { index, errors } = await pagefind.createIndex({});
  if (!index) throw new Error(`Pagefind: ${errors.join("; ")}`);
  const manifest = JSON.parse(readFileSync(join(out, "pages.json"), "utf8"));
  let pages = 0;
  for (const { url, type, unsearched } of manifest) {
    if (unsearched) continue;
    const html = readFileSync(join(out, pageFile(url)), "utf8");
    const added = await index.addHTMLFile({ url, content: indexedDocument(html, { url, type }) });
    if (added.errors.length > 0) throw new Error(`Pagefind, ${url}: ${added.errors.join("; ")}`);
    pages++;
  }
  const written = await index.writeFiles({ outputPath: `${out}/pagefind` });
  if (written.errors.length > 0) throw new Error(`Pagefind: ${written.errors.join("; ")}`);
  await pagefind.close();
  console.log(`Search index: ${pages} pages in out/pagefind/.`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
