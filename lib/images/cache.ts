import { createHash } from "node:crypto";
import {
  appendFileSync,
  existsSync,
  mkdirSync,
  readFileSync,
  renameSync,
  writeFileSync,
} from "node:fs";
import { join } from "node:path";

/*
 * The encoded-image cache: files named by the hash of their source and settings
 * (`<hash>-<width>.<ext>`), so a rebuild with unchanged photos finds them and encodes nothing.
 * Every encode appends a line to `encoded.log`: the test counts them. scripts/images.mjs copies
 * the files a page names into the export, under /_img/.
 */

/** The cache folder (IMAGE_CACHE_DIR for a test's own). */
export function imageCacheDir(): string {
  return process.env.IMAGE_CACHE_DIR ?? join(process.cwd(), ".cache", "images");
}

/** Where the export serves the encoded files. */
export const imageUrlPrefix = "/_img/";

export const hashOf = (data: string | Buffer) =>
  createHash("sha256").update(data).digest("hex").slice(0, 16);

export function cachedJson<T>(name: string): T | undefined {
  const file = join(imageCacheDir(), name);
  return existsSync(file) ? (JSON.parse(readFileSync(file, "utf8")) as T) : undefined;
}

/** Writes through a temporary name, so a build worker never reads a half-written file. */
export function writeCached(name: string, data: string | Buffer): void {
  const dir = imageCacheDir();
  mkdirSync(dir, { recursive: true });
  const temporary = join(dir, `.${name}.${process.pid}.tmp`);
  writeFileSync(temporary, data);
  renameSync(temporary, join(dir, name));
  // `npm run dev` has no post-build step: it serves the encoded files from public/_img.
  if (process.env.NODE_ENV === "development" && !name.endsWith(".json")) {
    const dev = join(process.cwd(), "public", "_img");
    mkdirSync(dev, { recursive: true });
    writeFileSync(join(dev, name), data);
  }
}

export const isCached = (name: string) => existsSync(join(imageCacheDir(), name));

export function logEncode(name: string): void {
  appendFileSync(join(imageCacheDir(), "encoded.log"), `${name}\n`);
}
