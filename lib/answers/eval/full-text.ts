import { keywords, type Passage } from "@/lib/chat";
import { getEntries } from "@/lib/content";
import type { Edition } from "@/lib/i18n";
import { i18nFor } from "@/lib/i18n/messages";
import { foldText } from "@/lib/answers/words";
import { getSitePages, ownSources } from "@/lib/site-pages";

/*
 * The bench's stand-in for Pagefind, so it runs in Node without a build: every page's text from
 * its content entries (every string they hold), searched the way the site searches Pagefind (all
 * of a message's words on one page, else any of them with their scores summed), scored by how
 * often and how rare each word is. Good enough to rank the full-text tier; not Pagefind itself.
 */

function strings(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value !== null && typeof value === "object") return Object.values(value).flatMap(strings);
  return [];
}

type Page = { title: string; url: string; type: Passage["type"]; text: string; lead: string };

function pagesOf(locale: Edition): Page[] {
  const { href } = i18nFor(locale);
  return getSitePages(locale)
    .filter((page) => page.template !== "notFound")
    .map((page) => {
      const own = ownSources(page.path).flatMap(({ key, id }) =>
        strings(getEntries(key, locale).find((entry) => entry.id === id)?.data),
      );
      const text = foldText([page.title, page.description, ...own].join(" \n "));
      return {
        title: page.title,
        url: href(page.path),
        type: page.type,
        text,
        lead: page.description,
      };
    });
}

const stem = (word: string) => (word.length > 5 ? word.slice(0, -2) : word);
const count = (text: string, word: string) => text.split(word).length - 1;

/** A full-text search over an edition's pages: the passages for a message, best first. */
export function fullTextSearch(locale: Edition) {
  const pages = pagesOf(locale);
  const idf = (word: string) =>
    Math.log((pages.length + 1) / (pages.filter((page) => page.text.includes(word)).length + 0.5));
  return (message: string, limit = 5): Passage[] => {
    const terms = keywords(message).map(stem);
    if (terms.length === 0) return [];
    const scored = pages.map((page) => {
      const hits = terms.filter((term) => page.text.includes(term));
      const score = hits.reduce(
        (sum, term) => sum + Math.log1p(count(page.text, term)) * idf(term),
        0,
      );
      return { page, all: hits.length === terms.length, score };
    });
    const all = scored.some((entry) => entry.all);
    return scored
      .filter((entry) => (all ? entry.all : entry.score > 0))
      .sort((a, b) => b.score - a.score)
      .slice(0, limit)
      .map(({ page, score }) => ({
        pageTitle: page.title,
        pageUrl: page.url,
        type: page.type,
        heading: page.title,
        url: page.url,
        text: page.text,
        score,
        ...(all ? {} : { partial: true }),
      }));
  };
}
