import { ownSections, pageSections, type PageSection } from "@/lib/answers/page-sections";
import {
  englishTerms,
  pageFields,
  type PageTerms,
  type TermIndexData,
} from "@/lib/answers/term-index";
import type { Locale } from "@/lib/i18n";
import type { SearchIndex, SearchItem } from "@/lib/search";
import { addressWords } from "@/lib/text/address";
import { foldText } from "@/lib/text/fold";
import { setStopWords, words } from "@/lib/text/words";

/* How the build draws up an edition's term index (lib/answers/term-index.ts) from its export. */

/** A page of the export: its URL and the markup of its <main>. */
export type ExportPage = { url: string; main: string };

const pathOf = (href: string) => (href.split(/[?#]/)[0] ?? href).replace(/\/$/, "") || "/";

/** The pages of a search index: its items that are a whole page (an English path, no anchor). */
export function indexPages(index: SearchIndex): SearchItem[] {
  return index.items.filter((item) => item.id.startsWith("/") && !item.id.includes("#"));
}

/** A page's own sections: its cards of other pages (linked, or headed with their title) left out. */
function ownOf(page: ExportPage, index: SearchIndex): PageSection[] {
  const urls = new Set(indexPages(index).map((item) => item.url));
  const titles = new Map(
    index.items
      .filter((item) => !item.url.includes("#") && item.reply === undefined)
      .map((item) => [foldText(item.title), item.url]),
  );
  const isCard = (section: PageSection) => {
    const linked = section.link === undefined ? undefined : pathOf(section.link);
    if (linked !== undefined && linked !== page.url && urls.has(linked)) return true;
    const named = titles.get(foldText(section.heading));
    return named !== undefined && named !== page.url;
  };
  return ownSections(pageSections(page.main), isCard);
}

/**
 * An edition's term index: each page's fields from its export, and for an edition other than
 * English, the English page's title, headings, stressed words and questions; which pages are the
 * company's own (`isOwn`), and the words that address it.
 */
export function answerIndexOf(
  index: SearchIndex,
  locale: Locale,
  read: (url: string) => ExportPage,
  english: SearchIndex,
  isCopy: (id: string) => boolean = () => false,
  isOwn: (id: string) => boolean = () => false,
): TermIndexData {
  setStopWords(index.stops);
  const englishPages = new Map(indexPages(english).map((item) => [item.id, item]));
  const pages = indexPages(index).filter((item) => !isCopy(item.id));
  const sections = new Map(pages.map((item) => [item.url, ownOf(read(item.url), index)]));
  // The edition's vocabulary, which a compound's parts must belong to.
  const known = new Set(
    [
      ...index.items.flatMap((item) => [item.title, item.description, ...(item.questions ?? [])]),
      ...[...sections.values()].flat().flatMap((s) => [s.heading, s.text, ...s.stressed]),
    ].flatMap((text) => words(text, locale, index.variants)),
  );
  return {
    pages: pages.map((item): PageTerms => {
      const own = sections.get(item.url) ?? [];
      const fields = pageFields(own, locale, index.variants, known);
      const source = locale === "en" ? undefined : englishPages.get(item.id);
      if (!source) return { url: item.url, ...fields };
      const texts = [
        source.title,
        ...(source.questions ?? []),
        ...ownOf(read(source.url), english).flatMap((s) => [s.heading, ...s.stressed]),
      ];
      return { url: item.url, ...fields, english: englishTerms(texts) };
    }),
    copies: indexPages(index)
      .filter((item) => isCopy(item.id))
      .map((item) => item.url),
    own: pages.filter((item) => isOwn(item.id)).map((item) => item.url),
    you: addressWords[locale],
  };
}
