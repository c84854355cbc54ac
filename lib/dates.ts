import { formatDate as formatLocaleDate } from "@/lib/format";

/**
 * @deprecated English only: use `formatDate(locale, isoDate)` from `@/lib/format`. Kept until
 * the last callers (legal pages, careers) pass their language; then this file goes.
 */
export function formatDate(isoDate: string): string {
  return formatLocaleDate("en", isoDate);
}
