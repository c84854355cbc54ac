import { existsSync } from "node:fs";
import { join } from "node:path";
import { getEntries } from "@/lib/content";
import { contentRoot } from "@/lib/content/loader";
import { defaultLocale, type Locale } from "@/lib/i18n/locales";
import { pageSources } from "@/lib/site-pages";

/**
 * Whether an edition has a page in its own language: the language has its interface strings,
 * and every entry the page's text comes from (lib/pages.ts names them) is translated in full. A
 * page that is not is served in English with a note, and left out of that edition's hreflang
 * alternates and sitemap until it is.
 */
export function isPageTranslated(locale: Locale, path: string): boolean {
  if (locale === defaultLocale) return true;
  // A language without its message file yet has no page of its own.
  if (!existsSync(join(contentRoot(), "messages", locale, "ui.json"))) return false;
  return pageSources(path).every(({ key, id }) => {
    const entry = getEntries(key, locale).find((candidate) => candidate.id === id);
    return entry?.status === "complete" || entry?.status === "source";
  });
}
