import type { Locale } from "@/lib/i18n";
import { foldText } from "@/lib/text/fold";

export const searchItemTypes = [
  "service",
  "industry",
  "case-study",
  "blog",
  "resource",
  "job",
  "team",
  "page",
] as const;

export type SearchItemType = (typeof searchItemTypes)[number];

export type SearchItem = {
  id: string;
  title: string;
  description: string;
  type: SearchItemType;
  url: string;
  /** Questions the page answers, as visitors word them (its own and the site's intents). */
  questions?: string[];
  /** An intent the site has no page for: what the assistant says (the url is the next step). */
  reply?: string;
};

/**
 * An edition's search index as the build writes it (/search-index.json): its pages and
 * sections, and for an edition written in Han characters the variants a visitor may type
 * (pairs of characters, see foldHan).
 */
export type SearchIndex = {
  items: SearchItem[];
  variants?: string;
  /** The stop words its words are read with: the edition's, English and Chinese (lib/text/words.ts). */
  stops?: Partial<Record<Locale, string>>;
};

/** Han, kana, Hangul, CJK punctuation and full-width forms: scripts written without spaces. */
const cjk = /[\u2e80-\u9fff\uac00-\ud7af\uf900-\ufaff\ufe30-\ufe4f\uff00-\uffef]/u;

export type SearchQuery = {
  /** Nothing to search for: only white space. */
  blank: boolean;
  /** The text contains the query. */
  foundIn: (text: string) => boolean;
  /** The text starts with the query. */
  startOf: (text: string) => boolean;
};

/**
 * A query ready to test texts with. A query with CJK characters is compared without any white
 * space, on both sides: those scripts have no word boundaries, and mixed text puts spaces
 * around Latin words ("AI伦理" finds "AI 伦理", "伦 理" finds "伦理").
 */
export function searchQuery(query: string): SearchQuery {
  const normalized = foldText(query);
  const compact = cjk.test(normalized);
  const comparable = (text: string) => {
    const n = foldText(text);
    return compact ? n.replace(/ /g, "") : n;
  };
  const needle = comparable(query);
  return {
    blank: needle === "",
    foundIn: (text) => !!needle && comparable(text).includes(needle),
    startOf: (text) => !!needle && comparable(text).startsWith(needle),
  };
}

/**
 * Substring search over title and description, in any case and script (see `searchQuery`).
 * Title matches rank above description matches; a title that starts with the query ranks first.
 * A blank query finds nothing.
 */
export function searchItems<T extends Pick<SearchItem, "title" | "description">>(
  items: readonly T[],
  query: string,
): T[] {
  const q = searchQuery(query);
  if (q.blank) return [];
  const ranked: { item: T; rank: number; index: number }[] = [];
  items.forEach((item, index) => {
    const rank = q.startOf(item.title)
      ? 0
      : q.foundIn(item.title)
        ? 1
        : q.foundIn(item.description)
          ? 2
          : -1;
    if (rank >= 0) ranked.push({ item, rank, index });
  });
  return ranked.sort((a, b) => a.rank - b.rank || a.index - b.index).map((entry) => entry.item);
}
