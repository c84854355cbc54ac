import { localePath, type Locale } from "@/lib/i18n";
import type { SearchIndex } from "@/lib/search";
import { setStopWords } from "@/lib/text/words";

/** The search index of an edition: "/search-index.json" for English, "/de/search-index.json"… */
export const searchIndexPath = (locale: Locale) => localePath(locale, "/search-index.json");

const pending = new Map<Locale, Promise<SearchIndex>>();

/** Fetches an edition's build-time search index once per visit; a failed fetch may be retried. */
export function loadSearchIndex(locale: Locale): Promise<SearchIndex> {
  let index = pending.get(locale);
  if (!index) {
    index = fetch(searchIndexPath(locale))
      .then((response) => {
        if (!response.ok) throw new Error(`Search index: HTTP ${response.status}`);
        return response.json() as Promise<SearchIndex>;
      })
      .then((data) => {
        setStopWords(data.stops);
        return data;
      })
      .catch((error: unknown) => {
        pending.delete(locale);
        throw error;
      });
    pending.set(locale, index);
  }
  return index;
}
