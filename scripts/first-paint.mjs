// Post-build: every page paints from its first response. Per exported page:
// - the site's stylesheet, whole, goes into a <style> in <head>, so the page is styled in full,
//   below the fold too, with no request, and so is whatever scripts add later (dialogs, search,
//   the chat, the next page of a client navigation): the page never applies a stylesheet after
//   its first paint;
// - Next's <link rel="stylesheet"> stays, as media="print" and disabled (React finds and keeps it
//   on hydration and on client navigations, so it never inserts one that would apply): it does not
//   hold back the paint, applying it would restyle and re-lay out the page for nothing, and a
//   disabled link is not even fetched, so its 18 KB do not share the slow link with the font and
//   the scripts, nor its parse the main thread (a browser that fetched it anyway would not apply
//   it to the screen);
// - Next's scripts are fetched and run after the first paint, never before it: each `<script src
//   async>` (in <head> or <body>) and each script preload is taken out, and one small inline
//   script at the end of <body> (`chunkLoader`) adds the scripts to the page, and preloads the
//   chunks Next only preloaded, once the browser reports its first contentful paint. On a fast
//   link the scripts arrived before the first frame was on screen, and evaluating them held that
//   frame back; fetched any time before the paint, they shared the slow link with the font, and
//   Lighthouse's model counts every byte requested before the largest paint into it (150 KB of
//   scripts, 0.5-0.9 s of LCP): docs/performance.md.
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
 * Adds the scripts named in its `data-chunks` (space-separated) to the page, and preloads those in
 * its `data-preload`, once the browser reports the first contentful paint, at once if it cannot
 * report paints, and after 3 s whatever happens (a tab opened in the background paints only when
 * shown). Added together, in document order, in one task, as the HTML had them: Turbopack's
 * runtime finds them all in place. The same text on every page, so the CSP holds one hash for it
 * (scripts/csp.mjs).
 */
export const chunkLoader =
  "(()=>{const t=document.currentScript.dataset,e=(n,u)=>Object.assign(document.createElement(n),u);let d=0;" +
  "const go=()=>{if(d)return;d=1;for(const u of t.chunks.split(' '))document.body.append(e('script',{src:u,async:true}));" +
  "for(const u of t.preload?.split(' ')??[])document.head.append(e('link',{rel:'preload',as:'script',fetchPriority:'low',href:u}))};" +
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
    const kept = source(link).replace(/^<link\b/, '<link media="print" disabled=""');
    edits.push([link.startIndex, link.endIndex + 1, `<style>${css}</style>${kept}`]);
  }
  const scripts = DomUtils.findAll(isPageScript, document.children);
  const preloads = DomUtils.findAll(isScriptPreload, document.children);
  for (const node of [...scripts, ...preloads])
    edits.push([node.startIndex, node.endIndex + 1, ""]);
  const sources = [...new Set(scripts.map((node) => node.attribs.src))];
  const preloadOnly = [...new Set(preloads.map((node) => node.attribs.href))].filter(
    (href) => !sources.includes(href),
  );
  const bodyEnd = html.lastIndexOf("</body>");
  if (sources.length > 0)
    edits.push([
      bodyEnd,
      bodyEnd,
      `<script data-chunks="${attr(sources.join(" "))}"` +
        (preloadOnly.length > 0 ? ` data-preload="${attr(preloadOnly.join(" "))}"` : "") +
        `>${chunkLoader}</script>`,
    ]);
  else if (preloads.length > 0) throw new Error("script preloads, but no script to load them");
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
    `First paint: CSS inlined into ${files.length} pages (largest ${(largest.gzip / 1024).toFixed(1)} KB gzip, ${largest.page}); the link kept as print and disabled, scripts run after the first paint.`,
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) main();
