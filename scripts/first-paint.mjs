// Post-build: every page paints from its first response. Per exported page:
// - the site's stylesheet, whole, goes into a <style> in <head>, so the page is styled in full,
//   below the fold too, with no request, and so is whatever scripts add later (dialogs, search,
//   the chat, the next page of a client navigation): the page never applies a stylesheet after
//   its first paint;
// - Next's <link rel="stylesheet"> stays, as media="print" (React finds and keeps it on
//   hydration and on client navigations, so it never inserts one that would apply): it does not
//   hold back the paint, and applying it would restyle and re-lay out the page for nothing;
// - Next's scripts run after the first paint, never before it: each `<script src async>` (in
//   <head> or <body>) becomes a low-priority preload at the end of <body>, so it downloads when it
//   did, once the whole document has arrived (never sharing the slow first round trips with the
//   HTML), and one small inline script (`chunkLoader`) adds the scripts to the page once the
//   browser reports its first contentful paint. On a fast link the scripts arrive before the first
//   frame is on screen, and evaluating them held that frame back (and Lighthouse's model then
//   counts all their bytes into the page's LCP): docs/performance.md.
// Inlining only the rules a page's markup uses (9-12 KB gzip against the sheet's 17.5) and then
// switching the sheet to all media on load cost a restyle of every element and a full relayout
// (the sheet's @font-face and @property rules) in the middle of the load: docs/performance.md.
// The HTML is read with htmlparser2 and edited in place (by source position), never re-serialized.
// scripts/csp.mjs runs after this step.
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { DomUtils, parseDocument } from "htmlparser2";
import postcss from "postcss";
import { htmlFiles, isPageScript, isScriptPreload } from "./export-pages.mjs";

/** The stylesheet at `href` as the text of a <style>, its relative url()s made absolute. */
export function inlineStylesheet(css, href) {
  const root = postcss.parse(css);
  root.walkDecls((decl) => {
    decl.value = decl.value.replace(/url\((["']?)([^"')]+)\1\)/g, (whole, quote, url) =>
      /^(data:|[a-z]+:|\/)/i.test(url)
        ? whole
        : `url(${quote}${new URL(url, `http://site${href}`).pathname}${quote})`,
    );
  });
  // PostCSS writes "</style" in a string as "\3c /style", so the text cannot end the <style>.
  return root.toString();
}

const attr = (text) => text.replace(/&/g, "&amp;").replace(/"/g, "&quot;");

/**
 * Adds the scripts named in its `data-chunks` (space-separated) to the page once the browser
 * reports the first contentful paint, at once if it cannot report paints, and after 3 s whatever
 * happens (a tab opened in the background paints only when shown). Added together, in document
 * order, in one task, as the HTML had them: Turbopack's runtime finds them all in place. The same
 * text on every page, so the CSP holds one hash for it (scripts/csp.mjs).
 */
export const chunkLoader =
  "(()=>{const c=document.currentScript.dataset.chunks.split(' ');let d=0;" +
  "const go=()=>{if(d)return;d=1;for(const u of c){const s=document.createElement('script');s.src=u;s.async=true;document.body.append(s)}};" +
  "if(!PerformanceObserver.supportedEntryTypes?.includes('paint'))return go();" +
  "new PerformanceObserver((l,o)=>{if(l.getEntriesByName('first-contentful-paint').length){o.disconnect();go()}}).observe({type:'paint',buffered:true});" +
  "setTimeout(go,3e3)})()";

/**
 * The page with its stylesheet inlined and its scripts run after the first paint. `stylesheet(href)` gives the inline text of a site path's stylesheet. Returns the HTML
 * and the CSS it inlined.
 */
export function firstPaintPage(html, stylesheet) {
  const document = parseDocument(html, { withStartIndices: true, withEndIndices: true });
  const head = DomUtils.findOne((node) => node.name === "head", document.children);
  const body = DomUtils.findOne((node) => node.name === "body", document.children);
  if (!head || !body) throw new Error("no <head> or <body>");
  const edits = [];
  const source = (node) => html.slice(node.startIndex, node.endIndex + 1);
  let inlineCss = "";
  for (const link of DomUtils.findAll(
    (node) => node.name === "link" && node.attribs.rel === "stylesheet" && !node.attribs.media,
    head.children,
  )) {
    const css = stylesheet(link.attribs.href);
    inlineCss += css;
    const kept = source(link).replace(/^<link\b/, '<link media="print"');
    edits.push([link.startIndex, link.endIndex + 1, `<style>${css}</style>${kept}`]);
  }
  const scripts = DomUtils.findAll(isPageScript, document.children);
  const preloads = DomUtils.findAll(isScriptPreload, document.children);
  for (const node of [...scripts, ...preloads])
    edits.push([node.startIndex, node.endIndex + 1, ""]);
  const sources = scripts.map((node) => node.attribs.src);
  const preloaded = [...new Set([...preloads.map((node) => node.attribs.href), ...sources])];
  const bodyEnd = html.lastIndexOf("</body>");
  if (preloaded.length > 0)
    edits.push([
      bodyEnd,
      bodyEnd,
      preloaded
        .map((href) => `<link rel="preload" as="script" fetchPriority="low" href="${attr(href)}"/>`)
        .join("") +
        (sources.length > 0
          ? `<script data-chunks="${attr(sources.join(" "))}">${chunkLoader}</script>`
          : ""),
    ]);
  let result = html;
  for (const [start, end, text] of edits.sort((a, b) => b[0] - a[0]))
    result = result.slice(0, start) + text + result.slice(end);
  return { html: result, inlineCss };
}

function main() {
  const out = fileURLToPath(new URL(`../${process.env.EXPORT_DIR ?? "out"}`, import.meta.url));
  const sheets = new Map();
  const stylesheet = (href) => {
    if (!sheets.has(href))
      sheets.set(href, inlineStylesheet(readFileSync(join(out, href.split("?")[0]), "utf8"), href));
    return sheets.get(href);
  };
  let largest = { page: "", gzip: 0 };
  const files = htmlFiles(out);
  for (const file of files) {
    const html = readFileSync(file, "utf8");
    const page = firstPaintPage(html, stylesheet);
    const gzip = gzipSync(page.inlineCss).length;
    if (gzip > largest.gzip) largest = { page: file.slice(out.length), gzip };
    writeFileSync(file, page.html);
  }
  console.log(
    `First paint: CSS inlined into ${files.length} pages (largest ${(largest.gzip / 1024).toFixed(1)} KB gzip, ${largest.page}); the link kept as print, scripts run after the first paint.`,
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) main();
