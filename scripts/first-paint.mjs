// Post-build: every page paints from its first response. Per exported page:
// - the rules of the site's stylesheet that its own markup can use go into a <style> in <head>
//   (a rule is kept when every class its selector requires outside :is()/:not()/… is on some
//   element of the page; rules without classes and all at-rules' structure stay), so the page is
//   styled in full, below the fold too, with no request;
// - the stylesheet itself loads without blocking the paint (media="print", switched to "all" by a
//   small inline script once it has loaded, which then drops the inline copy), for what scripts
//   add later (dialogs, search, chat, the next page of a client navigation);
// - Next's async scripts and its script preload move from <head> to the end of <body>: the
//   browser then requests them once the whole document has arrived, so they never share the
//   slow first round trips with the HTML.
// The HTML is read with htmlparser2 and edited in place (by source position), never re-serialized.
// scripts/csp.mjs runs after this step and hashes the new inline style and script.
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { DomUtils, parseDocument } from "htmlparser2";
import postcss from "postcss";
import { htmlFiles } from "./export-pages.mjs";

/**
 * Switches the stylesheet just before it to all media once it has loaded (at once if it has), and
 * then drops the page's inline copy of its rules: the sheet holds them all, in the same order, so
 * nothing changes but that later style recalculations match each rule once instead of twice.
 */
export const applyWhenLoaded =
  '(function(l){function a(){l.media="all";var s=l.previousElementSibling;s&&s.tagName==="STYLE"&&s.remove()}l.sheet?a():l.addEventListener("load",a)})(document.currentScript.previousElementSibling)';

const unescape = (ident) =>
  ident.replace(/\\([0-9a-fA-F]{1,6}\s?|[\s\S])/g, (_, escape) =>
    /^[0-9a-fA-F]/.test(escape) ? String.fromCodePoint(parseInt(escape, 16)) : escape,
  );

/**
 * The classes an element must carry for `selector` to match it: the `.class` parts outside
 * brackets, strings and functional pseudo-classes (whose arguments may be alternatives or
 * negations, so they require nothing).
 */
export function requiredClasses(selector) {
  const classes = [];
  let depth = 0;
  for (let i = 0; i < selector.length; i++) {
    const char = selector[i];
    if (char === "\\") i++;
    else if (char === "(") depth++;
    else if (char === ")") depth--;
    else if (char === '"' || char === "'") i = selector.indexOf(char, i + 1);
    else if (char === "[") {
      for (i++; i < selector.length && selector[i] !== "]"; i++) {
        if (selector[i] === "\\") i++;
        else if (selector[i] === '"' || selector[i] === "'")
          i = selector.indexOf(selector[i], i + 1);
      }
    } else if (char === "." && depth === 0) {
      const ident = /^(?:\\[0-9a-fA-F]{1,6}\s?|\\[\s\S]|[\w-]|[^\x00-\x7f])+/.exec(
        selector.slice(i + 1),
      )?.[0];
      if (ident) {
        classes.push(unescape(ident));
        i += ident.length;
      }
    }
  }
  return classes;
}

/** The stylesheet's rules a page with these classes can use, as CSS text. */
export function pageCss(root, classes) {
  const page = root.clone();
  page.walkRules((rule) => {
    if (rule.parent?.type === "atrule" && /keyframes$/i.test(rule.parent.name)) return;
    const used = rule.selectors.some((selector) =>
      requiredClasses(selector).every((name) => classes.has(name)),
    );
    if (!used) rule.remove();
  });
  // At-rules left empty (a @media whose rules all went); `@layer a, b;` statements have no body.
  let emptied = true;
  while (emptied) {
    emptied = false;
    page.walkAtRules((atRule) => {
      if (atRule.nodes && atRule.nodes.length === 0) {
        atRule.remove();
        emptied = true;
      }
    });
  }
  return page.toString();
}

/** The stylesheet at `href`, parsed, its relative url()s made absolute for use inside a page. */
export function parseStylesheet(css, href) {
  const root = postcss.parse(css);
  root.walkDecls((decl) => {
    decl.value = decl.value.replace(/url\((["']?)([^"')]+)\1\)/g, (whole, quote, url) =>
      /^(data:|[a-z]+:|\/)/i.test(url)
        ? whole
        : `url(${quote}${new URL(url, `http://site${href}`).pathname}${quote})`,
    );
  });
  return root;
}

const isHeadScript = (node) =>
  node.name === "script" && node.attribs.src !== undefined && !("nomodule" in node.attribs);
const isScriptPreload = (node) =>
  node.name === "link" && node.attribs.rel === "preload" && node.attribs.as === "script";

/**
 * The page with its CSS inlined and the stylesheet and scripts moved out of the way of the first
 * paint. `stylesheet(href)` gives the parsed stylesheet of a site path. Returns the HTML and the
 * CSS it inlined.
 */
export function firstPaintPage(html, stylesheet) {
  const document = parseDocument(html, { withStartIndices: true, withEndIndices: true });
  const head = DomUtils.findOne((node) => node.name === "head", document.children);
  const body = DomUtils.findOne((node) => node.name === "body", document.children);
  if (!head || !body) throw new Error("no <head> or <body>");
  const classes = new Set(
    DomUtils.findAll((node) => node.attribs.class !== undefined, document.children).flatMap(
      (node) => node.attribs.class.split(/\s+/).filter(Boolean),
    ),
  );
  const edits = [];
  const source = (node) => html.slice(node.startIndex, node.endIndex + 1);
  let inlineCss = "";
  for (const link of DomUtils.findAll(
    (node) => node.name === "link" && node.attribs.rel === "stylesheet" && !node.attribs.media,
    head.children,
  )) {
    const css = pageCss(stylesheet(link.attribs.href), classes);
    if (/<\/style/i.test(css)) throw new Error(`${link.attribs.href} holds "</style"`);
    inlineCss += css;
    const deferred = source(link).replace(/^<link\b/, '<link media="print"');
    edits.push([
      link.startIndex,
      link.endIndex + 1,
      `<style>${css}</style>${deferred}<script>${applyWhenLoaded}</script>`,
    ]);
  }
  const moved = head.children.filter(
    (node) => node.attribs !== undefined && (isHeadScript(node) || isScriptPreload(node)),
  );
  for (const node of moved) edits.push([node.startIndex, node.endIndex + 1, ""]);
  const bodyEnd = html.lastIndexOf("</body>");
  if (moved.length > 0) edits.push([bodyEnd, bodyEnd, moved.map(source).join("")]);
  let result = html;
  for (const [start, end, text] of edits.sort((a, b) => b[0] - a[0]))
    result = result.slice(0, start) + text + result.slice(end);
  return { html: result, inlineCss, movedScripts: moved.length };
}

function main() {
  const out = fileURLToPath(new URL(`../${process.env.EXPORT_DIR ?? "out"}`, import.meta.url));
  const sheets = new Map();
  const stylesheet = (href) => {
    if (!sheets.has(href))
      sheets.set(href, parseStylesheet(readFileSync(join(out, href.split("?")[0]), "utf8"), href));
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
    `First paint: CSS inlined into ${files.length} pages (largest ${(largest.gzip / 1024).toFixed(1)} KB gzip, ${largest.page}); stylesheet and scripts deferred.`,
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) main();
