import type { SearchItem } from "@/lib/search";

export const searchIndexPath = "/search-index.json";

let pending: Promise<SearchItem[]> | undefined;

/** Fetches the build-time search index once per visit; a failed fetch may be retried. */
export function loadSearchIndex(): Promise<SearchItem[]> {
  pending ??= fetch(searchIndexPath)
    .then((response) => {
      if (!response.ok) throw new Error(`Search index: HTTP ${response.status}`);
      return response.json() as Promise<SearchItem[]>;
    })
    .catch((error: unknown) => {
      pending = undefined;
      throw error;
    });
  return pending;
}
