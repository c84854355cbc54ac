// Post-build: removes the copy of each page's RSC payload that nothing requests. For every page,
// `next build` (output: "export") writes the page's full payload twice: `<page>.txt`, which the
// router fetches when it navigates to a page it has not prefetched, and `<page>/__next._full.txt`,
// byte for byte the same, which no client code of the installed Next.js requests in export mode
// (it requests `<page>.txt`, `<page>/__next._tree.txt` and the segment files). One file per page
// fewer: hosts cap a deployment's files (Cloudflare Pages: 20,000).
//
// Refuses (and deletes nothing) when the two copies differ, or when Next's client code names
// `/_full`: then a Next.js upgrade has changed what the files are for.
//
// It also removes the client router's files of a list's numbered pages (`/blog/page/2`: its
// `<page>.txt` and the segment files in `<page>/`), which only the pager links, with plain links:
// they load in full, so nothing requests them. Three files a page fewer, on the thousand numbered
// pages of 2,000 articles in five editions. Which pages are numbered, out/pages.json says (the
// page registry's manifest).
import { existsSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

export const fullPayloadName = "__next._full.txt";

/** The page payload a `__next._full.txt` duplicates: `blog/a/__next._full.txt` → `blog/a.txt`. */
export function pagePayloadOf(fullFile, out) {
  const folder = dirname(fullFile);
  return folder === out ? join(out, "index.txt") : `${folder}.txt`;
}

/** Every `__next._full.txt` under a folder (`_next` left out: it holds no page). */
export function fullPayloadFiles(dir, root = dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory())
      return entry.name === "_next" && dir === root ? [] : fullPayloadFiles(path, root);
    return entry.name === fullPayloadName ? [path] : [];
  });
}

/** Client scripts of the export that name the `_full` segment (none do in Next 16.4). */
export function scriptsRequestingFull(out) {
  const chunks = join(out, "_next", "static", "chunks");
  const scripts = [];
  const walk = (folder) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.name.endsWith(".js") && readFileSync(path, "latin1").includes("/_full"))
        scripts.push(path);
    }
  };
  walk(chunks);
  return scripts;
}

/** Deletes the duplicates under `out`; returns how many, or throws before deleting any. */
export function removeFullPayloads(out) {
  const requesting = scriptsRequestingFull(out);
  if (requesting.length > 0)
    throw new Error(
      `${requesting.join(", ")} name the /_full segment: Next.js may request ${fullPayloadName} now; none removed`,
    );
  const files = fullPayloadFiles(out);
  for (const file of files) {
    const page = pagePayloadOf(file, out);
    let same = false;
    try {
      same =
        statSync(page).size === statSync(file).size &&
        readFileSync(page).equals(readFileSync(file));
    } catch {
      // no page payload beside it
    }
    if (!same) throw new Error(`${file} is not a copy of ${page}: none removed`);
  }
  for (const file of files) rmSync(file);
  return files.length;
}

/** The client router's files of a page (`/de/blog/page/2`): its payload and its segment files. */
export function routerFiles(out, url) {
  const page = join(out, url === "/" ? "index" : url.slice(1));
  const segments = existsSync(page)
    ? readdirSync(page)
        .filter((name) => name.startsWith("__next.") && name.endsWith(".txt"))
        .map((name) => join(page, name))
    : [];
  return [`${page}.txt`, ...segments].filter((file) => existsSync(file));
}

/** Deletes the router's files of every numbered list page (out/pages.json); returns how many. */
export function removeNumberedPageFiles(out) {
  const manifest = JSON.parse(readFileSync(join(out, "pages.json"), "utf8"));
  const files = manifest
    .filter((page) => page.numbered)
    .flatMap((page) => routerFiles(out, page.url));
  for (const file of files) rmSync(file);
  return files.length;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const out = fileURLToPath(new URL(`../${process.env.EXPORT_DIR ?? "out"}`, import.meta.url));
  console.log(`Unrequested RSC payload copies removed: ${removeFullPayloads(out)}.`);
  console.log(`Router files of numbered list pages removed: ${removeNumberedPageFiles(out)}.`);
}
