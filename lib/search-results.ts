import type { Match } from "@/lib/answers/match";
import type { PageMatch } from "@/lib/pagefind-pages";
import type { SearchItem } from "@/lib/search";

/** A result of the overlay: a page of the index, or found by its text (with an excerpt). */
export type SearchResult = SearchItem & Partial<Pick<PageMatch, "excerpt" | "sections">>;

// The overlay lists a page above the titles that hold the query only when it is clearly about it:
// a typed word ("jobs", "login") is the whole of a question; full text and titles follow anyway.
const aboutThreshold = 0.5;

const pick = (match: PageMatch | undefined) =>
  match ? { excerpt: match.excerpt, sections: match.sections } : {};

/**
 * The overlay's results, each page once: first the pages about the query (its questions and
 * intents, `about`), then every title or description that contains it (the spec's floor), then
 * the pages the full-text search finds, by relevance; each with its excerpt and sections if the
 * full text found it.
 */
export function mergeResults(
  about: readonly Match<SearchItem>[],
  floor: readonly SearchItem[],
  matches: readonly PageMatch[],
): SearchResult[] {
  const byUrl = new Map(matches.map((match) => [match.url, match]));
  const listed = new Set<string>();
  const results: SearchResult[] = [];
  const add = (item: SearchItem) => {
    if (listed.has(item.url)) return;
    listed.add(item.url);
    results.push({ ...item, ...pick(byUrl.get(item.url)) });
  };
  about.filter((match) => match.score >= aboutThreshold).forEach((match) => add(match.item));
  floor.forEach(add);
  for (const match of matches)
    if (!listed.has(match.url)) add({ id: match.url, description: "", ...match });
  return results;
}
