import { locales, isLocale, type Locale } from "@/lib/i18n/locales";

/* Client-safe: which edition a visitor prefers, for the language suggestion. */

/**
 * The edition to suggest on a page in `pageLocale`, or none: the visitor's stored choice if they
 * made one, else the first of the browser's languages that is an edition. Never the page's own.
 */
export function suggestedEdition(
  pageLocale: Locale,
  stored: string | null,
  browserLanguages: readonly string[],
): Locale | undefined {
  const preferred = isLocale(stored) ? stored : firstEdition(browserLanguages);
  return preferred && preferred !== pageLocale ? preferred : undefined;
}

/** The first language tag ("de-AT", "zh-Hans-CN", "es-419") that names an edition. */
export function firstEdition(languages: readonly string[]): Locale | undefined {
  for (const tag of languages) {
    const primary = tag.toLowerCase().split("-")[0];
    const match = locales.find((edition) => edition === primary);
    if (match) return match;
  }
  return undefined;
}

/** The suggestion bar's words, written in the language it offers (`language.*` in its messages). */
export type OfferWords = { text: string; open: string; dismiss: string };
