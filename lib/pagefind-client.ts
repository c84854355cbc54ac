import { cjkExcerpt, scriptPunctuation } from "@/lib/passages";
import { searchItemTypes, type SearchItemType } from "@/lib/search";

/*
 * The full-text search of the site (Pagefind, built by scripts/search-index.mjs into /pagefind/):
 * loaded from the site at run time, when the search overlay or the chat first needs it, and
 * never bundled. It searches the index of the page's language (its <html lang>).
 */

type PagefindSubResult = {
  title: string;
  url: string;
  excerpt: string;
  anchor?: { id: string };
  locations: number[];
};

/** A page's record, as Pagefind's `data()` returns it. */
export type PagefindData = {
  url: string;
  content: string;
  raw_content: string;
  excerpt: string;
  meta: { title?: string; type?: string };
  anchors: { element: string; id: string; text: string; location: number }[];
  sub_results: PagefindSubResult[];
};

export type PagefindResult = { id: string; score: number; data: () => Promise<PagefindData> };

/** Pagefind's search API, as its bundle (/pagefind/pagefind.js) exports it. */
export type PagefindApi = {
  options: (options: Record<string, unknown>) => Promise<void>;
  init: () => Promise<void>;
  search: (
    query: string | null,
    options?: { filters?: Record<string, string> },
  ) => Promise<{ results: PagefindResult[] } | null>;
};

/** A page the full-text search found: its excerpt and up to three sections with a match. */
export type PageMatch = {
  url: string;
  title: string;
  type: SearchItemType;
  excerpt: string;
  sections: { title: string; url: string }[];
};

const bundle = "/pagefind/pagefind.js";

/** The options the site searches with. */
export const pagefindOptions = { excerptLength: 24 };
let loading: Promise<PagefindApi | null> | undefined;

/** Pagefind, loaded once; null where the site has no index (the dev server). */
export function loadPagefind(): Promise<PagefindApi | null> {
  loading ??= (
    import(/* webpackIgnore: true */ /* turbopackIgnore: true */ bundle) as Promise<PagefindApi>
  )
    .then(async (api) => {
      await api.options(pagefindOptions);
      await api.init();
      return api;
    })
    .catch(() => {
      loading = undefined;
      return null;
    });
  return loading;
}

/** Starts loading the index (a visitor focused the chat input or hovers the search button). */
export function warmSearch(): void {
  void loadPagefind();
}

const typeOf = (value: string | undefined): SearchItemType =>
  searchItemTypes.find((type) => type === value) ?? "page";

/** The pages whose text matches `query`, most relevant first. */
export async function searchPages(query: string, limit = 8): Promise<PageMatch[]> {
  const api = await loadPagefind();
  return api ? pagesFrom(api, query, limit) : [];
}

/** The pages of `api`'s index whose text matches `query`, most relevant first. */
export async function pagesFrom(api: PagefindApi, query: string, limit = 8): Promise<PageMatch[]> {
  const found = query.trim() ? await api.search(query) : null;
  if (!found) return [];
  const pages = await Promise.all(found.results.slice(0, limit).map((result) => result.data()));
  return pages.map((page) => ({
    url: page.url,
    title: page.meta.title ?? page.url,
    type: typeOf(page.meta.type),
    // Chinese: the passage where the query stands whole (Pagefind marks the characters it
    // matched one by one, wherever they are), and CJK punctuation between blocks.
    excerpt: cjkExcerpt(page.content, query) ?? scriptPunctuation(page.excerpt),
    sections: page.sub_results
      .filter((section) => section.url.includes("#"))
      .slice(0, 3)
      .map((section) => ({ title: section.title, url: section.url })),
  }));
}
