import { getEntries } from "@/lib/content";
import { contentRoot } from "@/lib/content/loader";
import { defaultLocale, type Locale } from "@/lib/i18n/locales";
import { readMessages } from "@/lib/i18n/messages";
import { pageSources } from "@/lib/site-pages";

/**
 * Whether an edition has a page in its own language: the language has all its interface strings
 * (the text of the pages built from messages alone: lists, the blog, resource types), and every
 * entry the page's text comes from (lib/pages.ts names them) is translated in full. A page that
 * is not is served in English with a note, and left out of that edition's hreflang alternates and
 * sitemap until it is.
 */
export function isPageTranslated(locale: Locale, path: string): boolean {
  if (locale === defaultLocale) return true;
  if (!hasInterfaceStrings(locale)) return false;
  return pageSources(path).every(({ key, id }) => {
    const entry = getEntries(key, locale).find((candidate) => candidate.id === id);
    return entry?.status === "complete" || entry?.status === "source";
  });
}

const complete = new Map<string, boolean>();
/** Whether a language's ui.json has every interface string English has (read once per build). */
function hasInterfaceStrings(locale: Locale): boolean {
  const key = `${contentRoot()}:${locale}`;
  let found = complete.get(key);
  if (found === undefined) {
    const own = readMessages(locale);
    found = Object.keys(readMessages(defaultLocale)).every((message) => message in own);
    complete.set(key, found);
  }
  return found;
}
