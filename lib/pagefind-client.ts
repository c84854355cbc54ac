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
