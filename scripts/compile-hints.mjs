// Post-build: V8's explicit compile hint on the first-load scripts. A script that begins with
// `//# allFunctionsCalledOnLoad` is compiled whole, eagerly, on V8's streaming thread while it
// downloads (Chromium 136+); without it, V8 compiles each function lazily on the main thread the
// first time it runs, and nearly every function of these chunks runs as the page starts (Next's
// router and runtime, React, the chrome's islands). The hint is a comment: the script runs the
// same in every browser. Chunks loaded on demand (search, chat, dialogs) are left lazy, as are
// scripts no page loads at start.
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { firstLoadScripts, htmlFiles } from "./export-pages.mjs";

export const compileHint = "//# allFunctionsCalledOnLoad";

/**
 * The script with the hint as its first line (V8 reads it only there); unchanged if present.
 * @param {string} source
 * @returns {string}
 */
export function withCompileHint(source) {
  return source.startsWith(compileHint) ? source : `${compileHint}\n${source}`;
}

/**
 * Every script any exported page loads at start.
 * @param {string} out the export folder
 * @returns {string[]} site-relative paths, sorted
 */
export function startScripts(out) {
  return [
    ...new Set(htmlFiles(out).flatMap((file) => firstLoadScripts(readFileSync(file, "utf8")))),
  ].sort();
}

function main() {
  const out = fileURLToPath(new URL(`../${process.env.EXPORT_DIR ?? "out"}`, import.meta.url));
  const scripts = startScripts(out);
  for (const src of scripts) {
    const file = join(out, src);
    writeFileSync(file, withCompileHint(readFileSync(file, "utf8")));
  }
  console.log(`Compile hint on ${scripts.length} first-load scripts.`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) main();
