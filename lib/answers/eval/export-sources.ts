import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { answerSources, type AnswerSources } from "@/lib/answers/answer";
import { localeInfo, type Locale } from "@/lib/i18n";
import { pagefindOptions, type PagefindApi } from "@/lib/pagefind-client";
import type { SearchIndex } from "@/lib/search";
import { searchIndexPath } from "@/lib/search-client";
import { termIndexPath, type TermIndexData } from "@/lib/answers/term-index";

/*
 * An edition's answer sources read from a build's export (out/), in Node: the search index the
 * browser fetches, and Pagefind's own search bundle from out/pagefind/, its files read from disk
 * where the browser fetches them. The bench and the floor test answer with these, through the
 * code the browser runs (`answerQuestion`).
 */

// Pagefind fetches its files from its base path: these URLs are served from the export.
const origin = "http://export.invalid";

type PagefindBundle = {
  createInstance: (options: Record<string, unknown>) => PagefindApi;
};

function serveExport(dir: string) {
  const fetchBefore = globalThis.fetch;
  const fromExport: typeof fetch = async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input), origin);
    if (url.origin !== origin) return fetchBefore(input, init);
    try {
      return new Response(await readFile(join(dir, decodeURIComponent(url.pathname))));
    } catch {
      return new Response(null, { status: 404 });
    }
  };
  globalThis.fetch = fromExport;
}

const bundles = new Map<string, Promise<PagefindBundle>>();

function bundleOf(dir: string): Promise<PagefindBundle> {
  let bundle = bundles.get(dir);
  if (!bundle) {
    serveExport(dir);
    bundle = import(
      pathToFileURL(join(dir, "pagefind/pagefind.js")).href
    ) as Promise<PagefindBundle>;
    bundles.set(dir, bundle);
  }
  return bundle;
}

/** Pagefind over an edition's index of the export, with the options the site sets. */
async function pagefindOf(dir: string, locale: Locale): Promise<PagefindApi> {
  const bundle = await bundleOf(dir);
  // Pagefind picks the index of the page's <html lang>; in Node it reads this stand-in.
  const lang = localeInfo[locale].tag;
  const page = { currentScript: null, querySelector: () => ({ getAttribute: () => lang }) };
  Object.assign(globalThis, { document: page });
  try {
    const api = bundle.createInstance({ basePath: `${origin}/pagefind/`, baseUrl: "/" });
    await api.options(pagefindOptions);
    await api.init();
    return api;
  } finally {
    Reflect.deleteProperty(globalThis, "document");
  }
}

/** The search index and Pagefind of an edition of the export in `dir`, as Tessa's sources. */
export async function exportSources(dir: string, locale: Locale): Promise<AnswerSources> {
  const index = JSON.parse(
    await readFile(join(dir, searchIndexPath(locale)), "utf8"),
  ) as SearchIndex;
  const terms = JSON.parse(
    await readFile(join(dir, termIndexPath(locale)), "utf8"),
  ) as TermIndexData;
  return answerSources(index, locale, terms, await pagefindOf(dir, locale));
}
