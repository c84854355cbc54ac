// Post-build: a strict Content-Security-Policy for every exported page. Hashes each inline script
// (sha256, exactly as it stands in the HTML) and writes the policy as the first element of <head>,
// so any static host enforces it; no 'unsafe-inline' in script-src.
import { createHash } from "node:crypto";
import { readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { DomUtils, parseDocument } from "htmlparser2";
import { htmlFiles } from "./export-pages.mjs";

const out = fileURLToPath(new URL(`../${process.env.EXPORT_DIR ?? "out"}`, import.meta.url));

/**
 * Sources a policy allows beyond the site itself, per directive.
 * @typedef {object} ExtraSources
 * @property {string[]} script script-src
 * @property {string[]} connect connect-src
 * @property {string[]} form form-action
 * @property {string[]} frame frame-src
 */

/**
 * The inline script @next/third-parties injects to start GA, exactly as the installed version
 * writes it (read from the library, so an upgrade cannot silently break the policy).
 * @param {string} gaId
 * @returns {string}
 */
export function gaInitScript(gaId) {
  const source = readFileSync(
    fileURLToPath(import.meta.resolve("@next/third-parties/google")).replace(/index\.js$/, "ga.js"),
    "utf8",
  );
  const template = /__html: `([\s\S]*?)`,/.exec(source)?.[1];
  if (!template) throw new Error("Could not find the GA init script in @next/third-parties");
  return template
    .replaceAll("${dataLayerName}", "dataLayer")
    .replaceAll("${gaId}", gaId)
    .replace(/\$\{debugMode \?[^}]*\}[^}]*\}/, "");
}

/**
 * Extra origins the configured features need; none by default.
 * @param {Record<string, string | undefined>} [env] the build's environment
 * @returns {ExtraSources}
 */
export function extraSources(env = process.env) {
  const analytics = env.NEXT_PUBLIC_GA_ID
    ? [
        "https://www.googletagmanager.com",
        `'sha256-${createHash("sha256").update(gaInitScript(env.NEXT_PUBLIC_GA_ID), "utf8").digest("base64")}'`,
      ]
    : [];
  const analyticsConnect = env.NEXT_PUBLIC_GA_ID
    ? [
        "https://www.google-analytics.com",
        "https://*.google-analytics.com",
        "https://*.analytics.google.com",
      ]
    : [];
  // Forms post to the endpoint (a relative one, as for Netlify, is the site itself).
  const endpoint = env.NEXT_PUBLIC_FORM_ENDPOINT
    ? [new URL(env.NEXT_PUBLIC_FORM_ENDPOINT, "http://relative.invalid").origin].filter(
        (origin) => origin !== "http://relative.invalid",
      )
    : [];
  // The optional challenge (Cloudflare Turnstile): its script, its frame and its checks.
  const challenge = env.NEXT_PUBLIC_TURNSTILE_SITE_KEY ? ["https://challenges.cloudflare.com"] : [];
  // Tessa may ask the owner's assistant endpoint (docs/search-and-chat.md); fetch only.
  const assistant = env.NEXT_PUBLIC_ASSISTANT_ENDPOINT
    ? [new URL(env.NEXT_PUBLIC_ASSISTANT_ENDPOINT, "http://relative.invalid").origin].filter(
        (origin) => origin !== "http://relative.invalid",
      )
    : [];
  return {
    script: [...analytics, ...challenge],
    connect: [...analyticsConnect, ...endpoint, ...challenge, ...assistant],
    form: endpoint,
    frame: challenge,
  };
}

const scriptTypes = new Set(["", "text/javascript", "module", "application/javascript"]);

/**
 * Executable inline scripts, each exactly as it stands in the HTML (what the browser hashes): no
 * src, and a JavaScript type (JSON-LD data blocks never run). Read with an HTML parser, so a
 * "<script" inside an attribute or a comment is not taken for one.
 * @param {string} html
 * @returns {string[]}
 */
export function inlineScripts(html) {
  const document = parseDocument(html, { withStartIndices: true, withEndIndices: true });
  return DomUtils.findAll(
    (node) =>
      node.name === "script" &&
      node.attribs.src === undefined &&
      scriptTypes.has((node.attribs.type ?? "").trim().toLowerCase()),
    document.children,
  ).map((node) => {
    const [first] = node.children;
    const last = node.children.at(-1);
    // Parsed with indices, so a node's start and end are numbers.
    return first && last
      ? html.slice(
          /** @type {number} */ (first.startIndex),
          /** @type {number} */ (last.endIndex) + 1,
        )
      : "";
  });
}

/**
 * The policy a page already carries, if any (the step may run again on the same export).
 * @param {string} html
 * @returns {{ start: number, end: number, content: string | undefined } | undefined} the
 *   `<meta>` element's offsets in `html` (end exclusive) and its content
 */
export function existingPolicy(html) {
  const document = parseDocument(html, { withStartIndices: true, withEndIndices: true });
  const meta = DomUtils.findOne(
    (node) =>
      node.name === "meta" &&
      node.attribs["http-equiv"]?.toLowerCase() === "content-security-policy",
    document.children,
  );
  return meta
    ? {
        start: /** @type {number} */ (meta.startIndex),
        end: /** @type {number} */ (meta.endIndex ?? meta.startIndex) + 1,
        content: meta.attribs.content,
      }
    : undefined;
}

/**
 * Where the policy goes: right after the opening <head> tag, before anything it governs.
 * @param {string} html
 * @returns {number | undefined}
 */
function headContentStart(html) {
  const document = parseDocument(html, { withStartIndices: true, withEndIndices: true });
  const head = DomUtils.findOne((node) => node.name === "head", document.children);
  if (!head) return undefined;
  return (
    head.children[0]?.startIndex ?? html.indexOf(">", /** @type {number} */ (head.startIndex)) + 1
  );
}

/**
 * The page with its policy (hashing the page's inline scripts) as the first element of <head>.
 * @param {string} html
 * @param {ExtraSources} [extra]
 * @returns {string | undefined} undefined when the page has no <head>
 */
export function withPolicy(html, extra = extraSources()) {
  const existing = existingPolicy(html);
  const page = existing ? html.slice(0, existing.start) + html.slice(existing.end) : html;
  const hashes = inlineScripts(page).map((body) =>
    createHash("sha256").update(body, "utf8").digest("base64"),
  );
  const at = headContentStart(page);
  if (at === undefined) return undefined;
  const meta = `<meta http-equiv="Content-Security-Policy" content="${buildPolicy([...new Set(hashes)], extra)}">`;
  return page.slice(0, at) + meta + page.slice(at);
}

/**
 * The policy: the site itself, the given script hashes and the extra sources.
 * @param {string[]} hashes base64 sha256 of the inline scripts
 * @param {ExtraSources} [extra]
 * @returns {string}
 */
export function buildPolicy(hashes, extra = extraSources()) {
  const directives = {
    "default-src": ["'self'"],
    // 'wasm-unsafe-eval': the full-text search (Pagefind) compiles its WebAssembly; no JavaScript eval.
    "script-src": [
      "'self'",
      "'wasm-unsafe-eval'",
      ...hashes.map((hash) => `'sha256-${hash}'`),
      ...extra.script,
    ],
    // React and Sonner set inline styles; scripts stay strict.
    "style-src": ["'self'", "'unsafe-inline'"],
    "img-src": ["'self'", "data:"],
    "font-src": ["'self'"],
    "connect-src": ["'self'", ...extra.connect],
    "frame-src": ["https://www.openstreetmap.org", ...(extra.frame ?? [])],
    "object-src": ["'none'"],
    "base-uri": ["'self'"],
    "form-action": ["'self'", ...(extra.form ?? [])],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${[...new Set(values)].join(" ")}`)
    .join("; ");
}

function main() {
  let pages = 0;
  const extra = extraSources();
  for (const file of htmlFiles(out)) {
    const withMeta = withPolicy(readFileSync(file, "utf8"), extra);
    if (withMeta === undefined) throw new Error(`${file}: no <head> to put the policy in`);
    writeFileSync(file, withMeta);
    pages++;
  }
  console.log(`Content-Security-Policy written into ${pages} pages.`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) main();
