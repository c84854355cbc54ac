// Post-build: a strict Content-Security-Policy for every exported page. Hashes each inline script
// (sha256, exactly as it stands in the HTML) and writes the policy as the first element of <head>,
// so any static host enforces it; no 'unsafe-inline' in script-src.
import { createHash } from "node:crypto";
import { readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { htmlFiles } from "./export-pages.mjs";

const out = fileURLToPath(new URL(`../${process.env.EXPORT_DIR ?? "out"}`, import.meta.url));

/**
 * The inline script @next/third-parties injects to start GA, exactly as the installed version
 * writes it (read from the library, so an upgrade cannot silently break the policy).
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

/** Extra origins the configured features need; none by default. */
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

/** Executable inline scripts: no src, and a JavaScript type (JSON-LD data blocks never run). */
export function inlineScripts(html) {
  const scripts = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const [, attributes, body] = match;
    if (/\bsrc\s*=/i.test(attributes)) continue;
    const type = /\btype\s*=\s*"([^"]*)"/i.exec(attributes)?.[1]?.toLowerCase();
    if (type && !["text/javascript", "module", "application/javascript"].includes(type)) continue;
    scripts.push(body);
  }
  return scripts;
}

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
  for (const file of htmlFiles(out)) {
    const html = readFileSync(file, "utf8").replace(
      /<meta http-equiv="Content-Security-Policy"[^>]*>/i,
      "",
    );
    const hashes = inlineScripts(html).map((body) =>
      createHash("sha256").update(body, "utf8").digest("base64"),
    );
    const meta = `<meta http-equiv="Content-Security-Policy" content="${buildPolicy([...new Set(hashes)])}">`;
    const withMeta = html.replace(/<head([^>]*)>/i, (head) => `${head}${meta}`);
    if (withMeta === html) throw new Error(`${file}: no <head> to put the policy in`);
    writeFileSync(file, withMeta);
    pages++;
  }
  console.log(`Content-Security-Policy written into ${pages} pages.`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) main();
