import type { Locale } from "@/lib/i18n";
import { joinedWords, words } from "@/lib/answers/words";
import type { SearchItem } from "@/lib/search";

/*
 * Which page is about a question: the question's words against each page's title, description and
 * the questions it answers (its own and the site-wide intents that point to it). Each text is
 * compared on its own, weighted by how rare its words are (the share of the question it holds, and of itself that is the question, by IDF weight), and a page
 * counts by its best text: a short question that says what the visitor said beats a long page that
 * mentions every word once.
 */

/** A page of the search index, with what it answers. */
export type Answerable = Pick<SearchItem, "title" | "description" | "url" | "type"> & {
  questions?: readonly string[];
  /** A site-wide intent the site has no page for (prices): what Tessa says instead. */
  reply?: string;
};

export type Match<T> = { item: T; score: number };

// The questions a page answers say it best; its title names it; its description tells what it is
// about in the page's words rather than the visitor's.
const titleWeight = 0.9;
const descriptionWeight = 0.75;
const coverageWeight = 0.2;
// Visitors ask what we do: a service ranks before a resource on the same words (the order only;
// whether a page answers at all is its own score's to say).
const typeWeight: Partial<Record<Answerable["type"], number>> = { service: 1.1 };
const rank = ({ item, score }: Match<Answerable>) => score * (typeWeight[item.type] ?? 1);

type Text = { words: Set<string>; weight: number };

/** A matcher over `items`, built once per index. */
export function questionMatcher<T extends Answerable>(items: readonly T[], locale: Locale) {
  const texts = items.map((item): Text[] => [
    ...(item.questions ?? []).map((q) => ({ words: new Set(words(q, locale)), weight: 1 })),
    // An intent the site has no page for is matched by its phrases alone, not its next step's.
    ...(item.reply === undefined
      ? [
          { words: new Set(words(item.title, locale)), weight: titleWeight },
          { words: new Set(words(item.description, locale)), weight: descriptionWeight },
        ]
      : []),
  ]);
  const frequency = new Map<string, number>();
  for (const page of texts)
    for (const word of new Set(page.flatMap((text) => [...text.words])))
      frequency.set(word, (frequency.get(word) ?? 0) + 1);
  // A word no page holds weighs most: a question about it is about something the site lacks.
  const idf = (word: string) => Math.log((items.length + 1) / ((frequency.get(word) ?? 0) + 0.5));
  const mass = (set: Iterable<string>) => [...set].reduce((sum, word) => sum + idf(word) ** 2, 0);

  // How much of the question the text holds, and, less, how much of the text is the question.
  const similarity = (query: Set<string>, queryMass: number, text: Text) => {
    let shared = 0;
    for (const word of query) if (text.words.has(word)) shared += idf(word) ** 2;
    if (shared === 0) return 0;
    return text.weight * (shared / queryMass) ** 0.75 * (shared / mass(text.words)) ** 0.25;
  };

  /** The pages about `question`, best first, each with its score (0 to 1). */
  return (question: string): Match<T>[] => {
    const query = new Set(words(question, locale));
    // A joined pair no page holds is the segmenter's leftover, not a word the site lacks.
    const joined = joinedWords(question, locale);
    const queryMass = mass([...query].filter((word) => !joined.has(word) || frequency.has(word)));
    if (queryMass === 0) return [];
    return items
      .map((item, index) => {
        const own = texts[index] ?? [];
        const best = Math.max(...own.map((text) => similarity(query, queryMass, text)));
        // What the page's texts hold of the question together counts a little too.
        const held = [...query].filter((word) => own.some((text) => text.words.has(word)));
        const score = (1 - coverageWeight) * best + coverageWeight * (mass(held) / queryMass);
        return { item, score };
      })
      .filter((match) => match.score > 0)
      .sort((a, b) => rank(b) - rank(a));
  };
}
