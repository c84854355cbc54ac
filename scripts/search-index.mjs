// Post-build: the full-text search index (Pagefind, extended build: stemming for English,
// German, Spanish and French, word segmentation for Chinese) of the <main> of every page, one
// index per <html lang>, written to out/pagefind/. The search overlay and the chat load it when
// first used. Not indexed: navigation, footer, dialogs (outside <main>), the not-found pages and
// the translation note. Each record carries its page's title and type (`meta`).
import { readFileSync } from "node:fs";
import { relative } from "node:path";
import { fileURLToPath } from "node:url";
import * as pagefind from "pagefind";
import { htmlFiles } from "./export-pages.mjs";

const out = fileURLToPath(new URL(`../${process.env.EXPORT_DIR ?? "out"}`, import.meta.url));

const escape = (text) => text.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");
const unescape = (text) =>
  text
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, "&");

/** The site path of an exported file: `de/services/x.html` → `/de/services/x`. */
export function pageUrl(file) {
  const name = file
    .replace(/\\/g, "/")
    .replace(/\.html$/, "")
    .replace(/(^|\/)index$/, "");
  return `/${name}`;
}

/** A page's type for the overlay's icons, from its path in any edition. */
export function pageType(url) {
  const path = url.replace(/^\/(de|zh|es|fr)(?=\/|$)/, "") || "/";
  const [section, slug] = path.split("/").filter(Boolean);
  if (slug && section === "services") return "service";
  if (slug && section === "industries") return "industry";
  if (slug && section === "case-studies") return "case-study";
  if (slug && section === "blog") return "blog";
  if (slug && section === "careers") return "job";
  if (section === "resources") return "resource";
  return "page";
}

/** What Pagefind indexes of a page: its language, title, type and <main>, nothing else. */
export function indexedDocument(html, url) {
  // Pagefind segments Chinese for the language "zh"; a page's "zh-Hans" finds that index.
  const lang = (/<html[^>]*\blang="([^"]+)"/.exec(html)?.[1] ?? "en").replace(/^zh-.*/, "zh");
  const title = unescape(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? "").replace(/ \| [^|]+$/, "");
  const main = /<main\b[^>]*>([\s\S]*?)<\/main>/.exec(html)?.[1] ?? "";
  const body = main
    .replace(/<script\b[\s\S]*?<\/script>/g, "")
    .replace(/<p class="page-gutter border-b[^"]*"[^>]*>[\s\S]*?<\/p>/, ""); // the translation note
  // The `url` filter lets the chat read the page it links to (lib/answers/body.ts).
  const meta = `<span data-pagefind-meta="title:${escape(title)}"></span><span data-pagefind-meta="type:${pageType(url)}"></span><span data-pagefind-filter="url:${escape(url)}"></span>`;
  return `<!DOCTYPE html><html lang="${lang}"><head><title>${escape(title)}</title></head><body><main data-pagefind-body>${meta}${body}</main></body></html>`;
}

async function main() {
  const { index, errors } = await pagefind.createIndex({});
  if (!index) throw new Error(`Pagefind: ${errors.join("; ")}`);
  let pages = 0;
  for (const file of htmlFiles(out)) {
    const path = relative(out, file);
    if (/(^|\/)(404|_not-found)\.html$/.test(path)) continue;
    const url = pageUrl(path);
    const added = await index.addHTMLFile({
      url,
      content: indexedDocument(readFileSync(file, "utf8"), url),
    });
    if (added.errors.length > 0) throw new Error(`Pagefind, ${path}: ${added.errors.join("; ")}`);
    pages++;
  }
  const written = await index.writeFiles({ outputPath: `${out}/pagefind` });
  if (written.errors.length > 0) throw new Error(`Pagefind: ${written.errors.join("; ")}`);
  await pagefind.close();
  console.log(`Search index: ${pages} pages in out/pagefind/.`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
