import { editions, isEdition, type Edition } from "@/lib/i18n/locales";

/* Client-safe: which edition a visitor prefers, for the language suggestion. */

/**
 * The edition to suggest on a page in `pageLocale`, or none: the visitor's stored choice if they
 * made one, else the first of the browser's languages that is an edition. Never the page's own.
 */
export function suggestedEdition(
  pageLocale: Edition,
  stored: string | null,
  browserLanguages: readonly string[],
): Edition | undefined {
  const preferred = isEdition(stored) ? stored : firstEdition(browserLanguages);
  return preferred && preferred !== pageLocale ? preferred : undefined;
}

/** The first language tag ("de-AT", "zh-Hans-CN", "es-419") that names an edition. */
export function firstEdition(languages: readonly string[]): Edition | undefined {
  for (const tag of languages) {
    const primary = tag.toLowerCase().split("-")[0];
    const match = editions.find((edition) => edition === primary);
    if (match) return match;
  }
  return undefined;
}

/** The suggestion bar's words, written in the language it offers (`language.*` in its messages). */
export type OfferWords = { text: string; open: string; dismiss: string };
