import { loadPagefind, type PagefindApi } from "@/lib/pagefind-client";
import { cjkExcerpt, scriptPunctuation } from "@/lib/passages";
import { searchItemTypes, type SearchItemType } from "@/lib/search";

/* The search overlay's full-text results (Pagefind): pages with an excerpt and their sections. */

/** A page the full-text search found: its excerpt and up to three sections with a match. */
export type PageMatch = {
  url: string;
  title: string;
  type: SearchItemType;
  excerpt: string;
  sections: { title: string; url: string }[];
};

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
