// The exported site as the post-build scripts and the budget check read it: its HTML pages, and
// the scripts each page loads by itself (before any interaction).
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { DomUtils, parseDocument } from "htmlparser2";

/**
 * Every HTML file of the export, outside `_next` and `admin` (the CMS). The folder listing says
 * which entries are folders: no stat per file (some 18,000 with 500 articles).
 * @param {string} dir the folder to list
 * @param {string} [root] the export folder (`dir` at the first call)
 * @returns {string[]} the files' paths, each `dir` joined with its path below it
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

/** The page's parsed document: parsed once, as the checks read one page after another. */
let last = { html: "", document: parseDocument("") };
/**
 * @param {string} html
 * @returns {ReturnType<typeof parseDocument>}
 */
function documentOf(html) {
  if (last.html !== html) last = { html, document: parseDocument(html) };
  return last.document;
}

/**
 * @param {string} html
 * @param {Parameters<typeof DomUtils.findAll>[0]} test
 */
const all = (html, test) => DomUtils.findAll(test, documentOf(html).children);

/**
 * A `<script src>` the page runs (a `nomodule` one is for old browsers only).
 * @param {import("domhandler").Element} node
 * @returns {boolean}
 */
export const isPageScript = (node) =>
  node.name === "script" && node.attribs.src !== undefined && node.attribs.nomodule === undefined;

/**
 * A `<link rel="preload" as="script">`.
 * @param {import("domhandler").Element} node
 * @returns {boolean}
 */
export const isScriptPreload = (node) =>
  node.name === "link" && node.attribs.rel === "preload" && node.attribs.as === "script";

/**
 * The inline script that adds the page's scripts after its first paint (scripts/first-paint.mjs):
 * `data-chunks` lists the scripts it runs, `data-preload` the chunks it only preloads.
 * @param {import("domhandler").Element} node
 * @returns {boolean}
 */
export const isChunkLoader = (node) =>
  node.name === "script" && node.attribs["data-chunks"] !== undefined;

/**
 * The scripts a page's chunk loader adds after the first paint, to run or to preload.
 * @param {string} html
 * @returns {string[]}
 */
export function loaderScripts(html) {
  return all(html, isChunkLoader).flatMap((node) =>
    `${node.attribs["data-chunks"]} ${node.attribs["data-preload"] ?? ""}`.split(" ").filter(Boolean),
  );
}

/**
 * The scripts the HTML itself fetches by a `<link rel="preload" as="script">`: each download
 * shares the link with the first paint's bytes. The export has none (its loader starts them).
 * @param {string} html
 * @returns {string[]}
 */
export function scriptPreloads(html) {
  return all(html, isScriptPreload).map((node) => node.attribs.href ?? "");
}

/**
 * The scripts the HTML itself runs (`<script src>`, `nomodule` ones excluded): each can run before
 * the first paint. The export has none: its scripts are added after the first paint
 * (scripts/first-paint.mjs).
 * @param {string} html
 * @returns {string[]}
 */
export function parserScripts(html) {
  return all(html, isPageScript).map((node) => node.attribs.src);
}

/**
 * The site-relative paths of the scripts a page loads at start (query strings dropped): its
 * `<script src>` tags (`nomodule` ones excluded), the scripts it preloads (`<link rel="preload"
 * as="script">`: a component loaded with next/dynamic and rendered into the HTML, whose chunk
 * hydration waits for), and, once the export has moved them (scripts/first-paint.mjs), those its
 * chunk loader adds. Chunks loaded later on demand (search, chat, dialogs) are not among them.
 * @param {string} html
 * @returns {string[]}
 */
export function firstLoadScripts(html) {
  const sources = [...parserScripts(html), ...scriptPreloads(html), ...loaderScripts(html)]
    .filter((src) => src.startsWith("/"))
    .map((src) => src.split("?")[0]);
  return [...new Set(sources)];
}

/**
 * The bytes of the inline React Server Components payload (`self.__next_f.push(…)` scripts): the
 * page's tree once more, for hydration, as it stands in the HTML.
 * @param {string} html
 * @returns {number}
 */
export function inlinePayloadBytes(html) {
  return all(html, (node) => node.name === "script")
    .map((node) => DomUtils.textContent(node))
    .filter((body) => body.startsWith("self.__next_f"))
    .reduce((bytes, body) => bytes + Buffer.byteLength(body), 0);
}

/**
 * The elements of the document, scripts and script preloads not counted (their bytes are measured
 * on their own, as first-load JavaScript).
 * @param {string} html
 * @returns {number}
 */
export function elementCount(html) {
  return all(html, (node) => node.name !== "script" && !isScriptPreload(node)).length;
}

/** @param {string} html */
const headOf = (html) =>
  DomUtils.findOne((node) => node.name === "head", documentOf(html).children)?.children ?? [];
/** @param {{ attribs: Record<string, string> }} node */
const rels = (node) => (node.attribs.rel ?? "").toLowerCase().split(/\s+/);

/** A media list no screen matches: the stylesheet loads without holding back the first paint. */
const screenless = /^\s*(print|not all)\s*$/i;

/**
 * The stylesheets that hold back a page's first paint: each `<link rel="stylesheet">` in <head>
 * (read with an HTML parser) that is not an alternate or disabled sheet and whose media a screen
 * matches (none given is "all"). A sheet kept as media="print" (its rules inline) does not.
 * @param {string} html
 * @returns {string[]} their `href`s
 */
export function renderBlockingStylesheets(html) {
  return DomUtils.findAll(
    (node) =>
      node.name === "link" &&
      rels(node).includes("stylesheet") &&
      !rels(node).includes("alternate") &&
      node.attribs.disabled === undefined &&
      !screenless.test(node.attribs.media ?? "all"),
    headOf(html),
  ).map((node) => node.attribs.href ?? "");
}

/**
 * The fonts a page preloads (`<link rel="preload" as="font">` anywhere in it).
 * @param {string} html
 * @returns {string[]} their `href`s
 */
export function fontPreloads(html) {
  return DomUtils.findAll(
    (node) => node.name === "link" && rels(node).includes("preload") && node.attribs.as === "font",
    documentOf(html).children,
  ).map((node) => node.attribs.href ?? "");
}

/**
 * The CSS of the page's inline <style> elements in <head>, as one text.
 * @param {string} html
 * @returns {string}
 */
export function inlineHeadCss(html) {
  return DomUtils.findAll((node) => node.name === "style", headOf(html))
    .map((node) => DomUtils.textContent(node))
    .join("");
}
