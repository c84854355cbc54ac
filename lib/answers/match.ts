import type { Section } from "@/lib/answers/body";
import { localePath, type Locale } from "@/lib/i18n";
import type { SearchItem } from "@/lib/search";
import { foldText } from "@/lib/text/fold";
import { wordsOf, type Word } from "@/lib/text/words";

/*
 * Which page is about a question: the question's words against each page's texts: the questions
 * it answers (its own and the site-wide intents that point to it), its title, its description and,
 * when the full-text search read the page, each section of its body. Each text is compared on its
 * own, weighted by how rare its words are (the share of the question it holds, and less, the share
 * of itself that is the question), and a page counts by its best text plus what all its texts hold
 * of the question together: a short text that says what the visitor said beats a long page that
 * mentions every word once.
 */

/** A page of the search index, with what it answers. */
export type Answerable = Pick<SearchItem, "title" | "description" | "url" | "type"> & {
  questions?: readonly string[];
  /** A site-wide intent the site has no page for (prices): what Tessa says instead. */
  reply?: string;
};

/** A match: the item, its score (0 to 1) and its text closest to the question. */
export type Match<T> = { item: T; score: number; section?: Section };

/** What the full-text search found: pages' sections, and on how many pages each word stands. */
export type BodyEvidence = {
  sections: ReadonlyMap<string, readonly Section[]>;
  pages: ReadonlyMap<string, number>;
  total: number;
};

// The questions a page answers say it best; its title names it; its description and its
// sections tell what it is about in the page's words rather than the visitor's.
const weights = { question: 1, title: 0.9, description: 0.75, section: 0.7 };
const coverageWeight = 0.25;
// Visitors ask what we do: a service ranks before a resource on the same words (the order only;
// whether a page answers at all is its own score's to say).
const typeWeight: Partial<Record<Answerable["type"], number>> = { service: 1.1 };
const rank = ({ item, score }: Match<Answerable>) => score * (typeWeight[item.type] ?? 1);

type Text = { words: Set<string>; weight: number; section?: Section };

const page = (url: string) => url.split("#")[0] ?? url;

/** A matcher over `items` (`variants`: the edition's Han variants, see foldHan), built once. */
export function questionMatcher<T extends Answerable>(
  items: readonly T[],
  locale: Locale,
  variants?: string,
) {
  const stems = (text: string) => new Set(wordsOf(text, locale, variants).map((w) => w.stem));
  const texts = items.map((item): Text[] => [
    ...(item.questions ?? []).map((q) => ({ words: stems(q), weight: weights.question })),
    // An intent the site has no page for is matched by its phrases alone, not its next step's.
    ...(item.reply === undefined
      ? [
          { words: stems(item.title), weight: weights.title },
          { words: stems(item.description), weight: weights.description },
        ]
      : []),
  ]);
  // A section's words are read once, however many questions it answers.
  const read = new WeakMap<Section, Text>();
  const sectionText = (section: Section): Text => {
    let text = read.get(section);
    if (!text) {
      text = {
        words: stems(`${section.heading} ${section.text}`),
        weight: weights.section,
        section,
      };
      read.set(section, text);
    }
    return text;
  };
  // A section headed with another page's title is that page's card (on the home page, a list):
  // it speaks for that page, not for the one listing it.
  const titles = new Map<string, string>();
  for (const item of items)
    if (!item.url.includes("#") && item.reply === undefined)
      titles.set(foldText(item.title), page(item.url));
  const isCard = (section: Section, url: string) => {
    const of = titles.get(foldText(section.heading));
    return of !== undefined && of !== url;
  };
  // The home page is in the index section by section (its items with an anchor): its body, a
  // summary of every other page, does not speak for it as well.
  const home = localePath(locale, "/");
  const frequency = new Map<string, number>();
  for (const own of texts)
    for (const word of new Set(own.flatMap((text) => [...text.words])))
      frequency.set(word, (frequency.get(word) ?? 0) + 1);

  /** The items about `question`, best first; with `body`, their sections count too. */
  return (question: string | readonly Word[], body?: BodyEvidence): Match<T>[] => {
    // On how many pages a word stands: the full text's count where it read the site, else the
    // index's. A word no page holds weighs most: a question about it is about what the site lacks.
    const total = body?.total ?? items.length;
    const idf = (word: string) => {
      const pages = Math.max(body?.pages.get(word) ?? 0, frequency.get(word) ?? 0);
      return Math.log((total + 1) / (Math.min(pages, total) + 0.5));
    };
    const weight = (set: Iterable<string>) => [...set].reduce((sum, w) => sum + idf(w) ** 2, 0);
    const found = typeof question === "string" ? wordsOf(question, locale, variants) : question;
    // A joined pair no page holds is the segmenter's leftover, not a word the site lacks.
    const known = (w: string) => frequency.has(w) || (body?.pages.get(w) ?? 0) > 0;
    const query = new Set(found.filter((w) => !w.joined || known(w.stem)).map((w) => w.stem));
    const queryMass = weight(query);
    if (queryMass === 0) return [];
    const similarity = (text: Text) => {
      let shared = 0;
      for (const word of query) if (text.words.has(word)) shared += idf(word) ** 2;
      if (shared === 0) return 0;
      return text.weight * (shared / queryMass) ** 0.75 * (shared / weight(text.words)) ** 0.25;
    };
    const bodies = new Map<string, Text[]>();
    for (const [url, sections] of body?.sections ?? [])
      if (url !== home) bodies.set(url, sections.filter((s) => !isCard(s, url)).map(sectionText));
    return items
      .map((item, index) => {
        const own = [
          ...(texts[index] ?? []),
          ...(item.url.includes("#") ? [] : (bodies.get(page(item.url)) ?? [])),
        ];
        let best: Text | undefined;
        let bestScore = 0;
        for (const text of own) {
          const score = similarity(text);
          if (score > bestScore) [best, bestScore] = [text, score];
        }
        // What the page's texts hold of the question together counts too.
        const held = [...query].filter((word) => own.some((text) => text.words.has(word)));
        const score =
          (1 - coverageWeight) * bestScore + coverageWeight * (weight(held) / queryMass);
        return { item, score, ...(best?.section && { section: best.section }) };
      })
      .filter((match) => match.score > 0)
      .sort((a, b) => rank(b) - rank(a));
  };
}
