// The exported site as the post-build scripts and the budget check read it: its HTML pages, and
// the scripts each page loads by itself (before any interaction).
import { readdirSync, statSync } from "node:fs";
import { join } from "node:path";

/** Every HTML file of the export, outside `_next`. */
export function htmlFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === "_next" ? [] : htmlFiles(path);
    return name.endsWith(".html") ? [path] : [];
  });
}

/**
 * The site-relative paths of the scripts a page's `<script src>` tags load (`nomodule` ones
 * excluded, query strings dropped): its first-load JavaScript. Chunks loaded later on demand
 * (search, chat, dialogs) are not among them.
 */
export function firstLoadScripts(html) {
  const tags = html.match(/<script\b[^>]*>/g) ?? [];
  const sources = tags
    .filter((tag) => !/\bnomodule\b/i.test(tag))
    .map((tag) => /\bsrc="([^"]+)"/.exec(tag)?.[1])
    .filter((src) => src !== undefined && src.startsWith("/"))
    .map((src) => src.split("?")[0]);
  return [...new Set(sources)];
}
