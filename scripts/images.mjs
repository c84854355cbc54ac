// Post-build: copies the encoded images the exported pages name (`/_img/<hash>-<width>.<ext>`,
// written at build by lib/images/ into the cache) into the export. Only what a page uses is
// published; a name missing from the cache fails the build.
import { copyFileSync, existsSync, mkdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { htmlFiles } from "./export-pages.mjs";

const out = process.env.EXPORT_DIR ?? "out";
const cache = process.env.IMAGE_CACHE_DIR ?? join(process.cwd(), ".cache", "images");

const names = new Set();
for (const file of htmlFiles(out))
  for (const match of readFileSync(file, "utf8").matchAll(/\/_img\/([\w.-]+)/g))
    names.add(match[1]);

const missing = [...names].filter((name) => !existsSync(join(cache, name)));
if (missing.length > 0) {
  console.error(`Encoded images missing from ${cache}: ${missing.join(", ")}`);
  process.exit(1);
}
if (names.size > 0) mkdirSync(join(out, "_img"), { recursive: true });
for (const name of names) copyFileSync(join(cache, name), join(out, "_img", name));
console.log(`${out}/_img: ${names.size} encoded images.`);
