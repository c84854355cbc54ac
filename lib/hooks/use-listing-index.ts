import { useEffect, useState } from "react";
import { fetchJsonOnce } from "@/lib/fetch-once";
import type { Locale } from "@/lib/i18n/locales";

export type ListingIndexState<T> =
  | { status: "idle" | "loading" | "failed"; entries?: undefined }
  | { status: "ready"; entries: T[] };

/** Where an edition's listing index of a list is (app/listings/<list>/[file]). */
export const listingIndexUrl = (list: string, locale: Locale) => `/listings/${list}/${locale}.json`;

/**
 * Every entry of a list in the edition (a listing index, written at build), loaded once when
 * `wanted` first turns true: a listing's search and filters cover every entry, not only those of
 * the page, without every page carrying them all. The second value tries a failed load again.
 */
export function useListingIndex<T>(
  list: string,
  locale: Locale,
  wanted: boolean,
): [ListingIndexState<T>, () => void] {
  const url = listingIndexUrl(list, locale);
  const [result, setResult] = useState<{ url: string; entries?: T[]; attempt: number }>();
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!wanted) return;
    let live = true;
    fetchJsonOnce<T[]>(url).then(
      (entries) => live && setResult({ url, entries, attempt }),
      () => live && setResult({ url, attempt }),
    );
    return () => {
      live = false;
    };
  }, [url, wanted, attempt]);
  const settled = result?.url === url && result.attempt === attempt ? result : undefined;
  const state: ListingIndexState<T> = settled?.entries
    ? { status: "ready", entries: settled.entries }
    : { status: settled ? "failed" : wanted ? "loading" : "idle" };
  return [state, () => setAttempt((count) => count + 1)];
}
