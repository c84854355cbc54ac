// The exported site as the post-build scripts and the budget check read it: its HTML pages, and
// the scripts each page loads by itself (before any interaction).
import { readdirSync } from "node:fs";
import { join } from "node:path";

/**
 * Every HTML file of the export, outside `_next` and `admin` (the CMS). The folder listing says
 * which entries are folders: no stat per file (some 18,000 with 500 articles).
 */
export function htmlFiles(dir, root = dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    // out/admin is the CMS (scripts/admin.ts), not a page of the site.
    if (entry.isDirectory())
      return entry.name === "_next" || (entry.name === "admin" && dir === root)
        ? []
        : htmlFiles(path, root);
    return entry.name.endsWith(".html") ? [path] : [];
  });
}

/**
 * The site-relative paths of the scripts a page loads at start (query strings dropped): its
 * `<script src>` tags (`nomodule` ones excluded) and the scripts it preloads (`<link
 * rel="preload" as="script">`: a component loaded with next/dynamic and rendered into the HTML,
 * whose chunk hydration waits for). Chunks loaded later on demand (search, chat, dialogs) are not
 * among them.
 */
export function firstLoadScripts(html) {
  const tags = html.match(/<script\b[^>]*>/g) ?? [];
  const preloads = (html.match(/<link\b[^>]*>/g) ?? [])
    .filter((tag) => /\brel="preload"/.test(tag) && /\bas="script"/.test(tag))
    .map((tag) => /\bhref="([^"]+)"/.exec(tag)?.[1]);
  const sources = [
    ...tags
      .filter((tag) => !/\bnomodule\b/i.test(tag))
      .map((tag) => /\bsrc="([^"]+)"/.exec(tag)?.[1]),
    ...preloads,
  ]
    .filter((src) => src !== undefined && src.startsWith("/"))
    .map((src) => src.split("?")[0]);
  return [...new Set(sources)];
}

/**
 * The bytes of the inline React Server Components payload (`self.__next_f.push(…)` scripts): the
 * page's tree once more, for hydration, as it stands in the HTML.
 */
export function inlinePayloadBytes(html) {
  let bytes = 0;
  for (const match of html.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)) {
    const body = match[1] ?? "";
    if (body.startsWith("self.__next_f")) bytes += Buffer.byteLength(body);
  }
  return bytes;
}

/** The elements of the document, scripts not counted (their bytes are measured on their own). */
export function elementCount(html) {
  const markup = html
    .replace(/<!--[\s\S]*?-->/g, "")
    .replace(/<script\b[\s\S]*?<\/script>/gi, "")
    .replace(/<style\b[^>]*>[\s\S]*?<\/style>/gi, "<style>");
  return (markup.match(/<[a-zA-Z][a-zA-Z0-9-]*(?=[\s/>])/g) ?? []).length;
}
