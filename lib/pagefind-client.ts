import { searchTerms, type Passage } from "@/lib/chat";
import { cjkExcerpt, scriptPunctuation, sentencesAround } from "@/lib/passages";
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

type PagefindData = {
  url: string;
  content: string;
  excerpt: string;
  meta: { title?: string; type?: string };
  sub_results: PagefindSubResult[];
};

type PagefindResult = { id: string; score: number; data: () => Promise<PagefindData> };

/** Pagefind's search API, as its bundle (/pagefind/pagefind.js) exports it. */
export type PagefindApi = {
  options: (options: Record<string, unknown>) => Promise<void>;
  init: () => Promise<void>;
  search: (query: string) => Promise<{ results: PagefindResult[] } | null>;
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
function loadPagefind(): Promise<PagefindApi | null> {
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

/**
 * The pages that hold a message's words: every word if a page holds them all, else any of them,
 * pages ranked by their summed scores (a question is rarely worded as the page is).
 */
async function searchMessage(
  api: PagefindApi,
  terms: string[],
): Promise<{ results: PagefindResult[]; partial: boolean }> {
  const all = (await api.search(terms.join(" ")))?.results ?? [];
  if (all.length > 0 || terms.length < 2) return { results: all, partial: false };
  const pages = new Map<string, PagefindResult>();
  for (const found of await Promise.all(terms.map((term) => api.search(term))))
    for (const result of found?.results ?? []) {
      const seen = pages.get(result.id);
      pages.set(result.id, seen ? { ...seen, score: seen.score + result.score } : result);
    }
  return { results: [...pages.values()].sort((a, b) => b.score - a.score), partial: true };
}

/** The sections that match a chat message, each with the sentences an answer would quote. */
export async function searchPassages(message: string, limit = 5): Promise<Passage[]> {
  const api = await loadPagefind();
  return api ? passagesFrom(api, message, limit) : [];
}

/** The sections of `api`'s index that match a chat message (see `searchPassages`). */
export async function passagesFrom(
  api: PagefindApi,
  message: string,
  limit = 5,
): Promise<Passage[]> {
  const terms = searchTerms(message);
  if (terms.length === 0) return [];
  const found = await searchMessage(api, terms);
  const results = found.results.slice(0, limit);
  const pages = await Promise.all(results.map((result) => result.data()));
  return pages.flatMap((page, index) => {
    // The section with the most matched words speaks for the page.
    const section = [...page.sub_results].sort(
      (a, b) => b.locations.length - a.locations.length,
    )[0];
    if (!section) return [];
    const title = page.meta.title ?? page.url;
    return [
      {
        pageTitle: title,
        pageUrl: page.url,
        type: typeOf(page.meta.type),
        heading: section.url.includes("#") ? section.title : title,
        url: section.url,
        text: sentencesAround(page.content, section.excerpt),
        score: results[index]?.score ?? 0,
        ...(found.partial ? { partial: true } : {}),
      },
    ];
  });
}
