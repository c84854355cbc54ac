import { decodeCounts, indexStems, type TermIndexData } from "@/lib/answers/term-index";
import type { Locale } from "@/lib/i18n";
import type { SearchItem } from "@/lib/search";
import { foldHan, foldText } from "@/lib/text/fold";
import { stem, wordsOf, type Word } from "@/lib/text/words";

/*
 * Which page answers a question: BM25F over each candidate's fields. A candidate is an item of
 * the edition's search index (a page, a section of the home page, a resource, a site-wide intent)
 * with its own texts (the questions it answers, its title, its description) and, for a page, the
 * term index's fields (its headings, stressed words, body and the English page's terms). A word's
 * weight is its rarity across the candidates; a field's, how squarely it states what the page is.
 */

export type Candidate = Pick<SearchItem, "title" | "description" | "url" | "type"> & {
  questions?: readonly string[];
  reply?: string;
};

const fields = [
  "question",
  "title",
  "description",
  "heading",
  "stressed",
  "body",
  "english",
] as const;
type Field = (typeof fields)[number];

export type RankOptions = {
  /** Each field's weight and how much its length discounts it (BM25F's w and b). */
  fields: Record<Field, { weight: number; length: number }>;
  /** How soon a word's count stops adding (BM25's k1). */
  k1: number;
  /** How much a question or title of the page that states the whole question outright adds. */
  outright: number;
  /** How much a guessed stem counts (a slip's, a truncation's, a compound's part's). */
  guess: number;
  /** How a stated text's share of the question and the question's share of it combine. */
  statedShape: [number, number];
};

export const rankOptions: RankOptions = {
  fields: {
    question: { weight: 3, length: 0.3 },
    title: { weight: 3, length: 0.5 },
    description: { weight: 1.5, length: 0.5 },
    heading: { weight: 1.5, length: 0.5 },
    stressed: { weight: 1, length: 0.5 },
    body: { weight: 1, length: 0.75 },
    english: { weight: 0.5, length: 0.5 },
  },
  k1: 1.2,
  outright: 1,
  guess: 0.5,
  statedShape: [0.75, 0.25],
};

type Counts = { counts: Map<string, number>; length: number };
type Doc = { item: Candidate; fields: Partial<Record<Field, Counts>>; texts: Set<string>[] };

/**
 * A candidate's standing: its score, the share of the question's weight its texts hold, and how
 * much of its score is one of its questions or its title stating the question (`stated`).
 */
export type Ranked = {
  item: Candidate;
  score: number;
  held: number;
  stated: number;
  /** The share of the question's weight the candidate holds outside its body's running text. */
  named: number;
  /** How many of the question's words it holds. */
  matched: number;
};

export type Ranker = {
  /** The candidates for a question's words, best first, each with its score and the share of the question it holds. */
  rank: (
    words: readonly Word[],
    addressed?: boolean,
  ) => { ranked: Ranked[]; mass: number; unknown: number };
  /** Whether a question addresses the company ("do you…", "vous", "你们"). */
  addresses: (question: string) => boolean;
  /** Whether any candidate holds a stem. */
  knows: (stem: string) => boolean;
  /** The stems the candidates hold, each with on how many candidates it stands. */
  stems: ReadonlyMap<string, number>;
};

// Visitors ask what we do: a service ranks before a resource or an article on the same words (the
// order only; whether a page answers at all is its own score's to say).
const typeWeight: Partial<Record<Candidate["type"], number>> = { service: 1.1 };
/**
 * The most words (distinct stems, stop words left out) a question may have for a service to rank
 * first on its type: a longer one describes a problem ("our pipeline stalls when a source goes
 * quiet"), which an article explains.
 */
export const serviceWords = 6;
/** How much a page of the company's own ranks before others on a question addressed to it. */
export const ownWeight = 1.3;

/** A ranker over an edition's search items and term index. */
export function ranker(
  items: readonly Candidate[],
  terms: TermIndexData | undefined,
  locale: Locale,
  variants?: string,
  options: RankOptions = rankOptions,
): Ranker {
  const { fields: fieldWeights, k1 } = options;
  const bodies = new Map((terms?.pages ?? []).map((p) => [p.url, p]));
  // The edition's vocabulary: a compound's parts must belong to it (lib/text/compounds.ts).
  const known = new Set<string>();
  for (const own of terms?.pages ?? [])
    for (const field of [own.heading, own.stressed, own.body])
      for (const stem of decodeCounts(field).counts.keys()) known.add(stem);
  for (const item of items)
    for (const text of [item.title, item.description, ...(item.questions ?? [])])
      for (const word of wordsOf(text, locale, variants)) known.add(word.stem);
  const counts = (texts: readonly string[]): Counts => {
    const map = new Map<string, number>();
    let length = 0;
    for (const text of texts)
      for (const stem of indexStems(text, locale, variants, known)) {
        map.set(stem, (map.get(stem) ?? 0) + 1);
        length++;
      }
    return { counts: map, length };
  };
  const copies = new Set(terms?.copies ?? []);
  const own = new Set(terms?.own);
  const you = terms?.you?.split(" ") ?? [];
  const order = ({ item, score }: Ranked, addressed?: boolean, short?: boolean) =>
    score *
    (short ? (typeWeight[item.type] ?? 1) : 1) *
    (addressed && item.reply === undefined && own.has(item.url) ? ownWeight : 1);
  const docs: Doc[] = items
    .filter((item) => !copies.has(item.url))
    .map((item) => {
      const own =
        item.url.includes("#") || item.reply !== undefined ? undefined : bodies.get(item.url);
      const short = [...(item.questions ?? []), ...(item.reply === undefined ? [item.title] : [])];
      const texts = short.map((text) => new Set(indexStems(text, locale, variants, known)));
      return {
        item,
        // An intent the site has no page for is a kind of question (prices), whatever its topic:
        // each word of its phrases states it alone.
        texts:
          item.reply === undefined
            ? texts
            : texts.flatMap((text) => [...text].map((s) => new Set([s]))),
        fields: {
          question: counts(item.questions ?? []),
          ...(item.reply === undefined && {
            title: counts([item.title]),
            description: counts([item.description]),
          }),
          ...(own && {
            heading: decodeCounts(own.heading),
            stressed: decodeCounts(own.stressed),
            body: decodeCounts(own.body),
            english: decodeCounts(own.english),
          }),
        },
      };
    });
  const average = Object.fromEntries(
    fields.map((field) => {
      const lengths = docs.flatMap((doc) => (doc.fields[field] ? [doc.fields[field].length] : []));
      return [field, Math.max(1, lengths.reduce((a, b) => a + b, 0) / Math.max(1, lengths.length))];
    }),
  ) as Record<Field, number>;
  const frequency = new Map<string, number>();
  for (const doc of docs) {
    const seen = new Set<string>();
    for (const field of fields)
      for (const stem of doc.fields[field]?.counts.keys() ?? []) seen.add(stem);
    for (const stem of seen) frequency.set(stem, (frequency.get(stem) ?? 0) + 1);
  }
  const total = docs.length;
  const idf = (stem: string) =>
    Math.log(1 + (total - (frequency.get(stem) ?? 0) + 0.5) / ((frequency.get(stem) ?? 0) + 0.5));

  const rank = (words: readonly Word[], addressed?: boolean) => {
    const query = new Map<string, { stem: string; english: string; sure: number }>();
    for (const word of words)
      query.set(word.stem, {
        stem: word.stem,
        english: stem(word.form, "en"),
        sure: word.guess ? options.guess : 1,
      });
    const mass = [...query.keys()].reduce((sum, s) => sum + idf(s), 0);
    const short = query.size <= serviceWords;
    const textMass = (text: Set<string>) => [...text].reduce((sum, s) => sum + idf(s), 0);
    const said = (texts: Set<string>[]) => {
      let best = 0;
      for (const text of texts) {
        let shared = 0;
        for (const { stem: s, sure } of query.values()) if (text.has(s)) shared += sure * idf(s);
        if (shared > 0)
          best = Math.max(
            best,
            (shared / mass) ** options.statedShape[0] *
              (shared / textMass(text)) ** options.statedShape[1],
          );
      }
      return best;
    };
    const ranked = docs.map(({ item, fields: own, texts }): Ranked => {
      let score = 0;
      let held = 0;
      let named = 0;
      let matched = 0;
      for (const { stem: s, english, sure } of query.values()) {
        let tf = 0;
        let prominent = false;
        for (const field of fields) {
          const counted = own[field];
          if (!counted) continue;
          const n = counted.counts.get(field === "english" ? english : s) ?? 0;
          if (n === 0) continue;
          if (field !== "body") prominent = true;
          const { weight, length } = fieldWeights[field];
          tf += (weight * n) / (1 - length + (length * counted.length) / average[field]);
        }
        if (tf === 0) continue;
        score += (sure * idf(s) * tf) / (k1 + tf);
        held += sure * idf(s);
        matched++;
        if (prominent) named += sure * idf(s);
      }
      if (mass === 0) return { item, score: 0, held: 0, stated: 0, named: 0, matched };
      const stated = options.outright * said(texts);
      return {
        item,
        score: score / mass + stated,
        held: held / mass,
        stated,
        named: named / mass,
        matched,
      };
    });
    // The share of the question's weight in words no candidate holds.
    let unknown = 0;
    for (const { stem: s, sure } of query.values())
      unknown += (frequency.has(s) ? 1 - sure : 1) * idf(s);
    return {
      ranked: ranked
        .filter((r) => r.score > 0)
        .sort((a, b) => order(b, addressed, short) - order(a, addressed, short)),
      mass,
      unknown: mass > 0 ? unknown / mass : 0,
    };
  };
  // A word of address as written ("Sie"), folded ("vous"), or inside a run of Han ("你们").
  const addresses = (question: string) =>
    (foldHan(question, variants).match(/\p{L}+/gu) ?? []).some((token) =>
      you.some(
        (word) =>
          word === token ||
          word === foldText(token) ||
          (/\p{Script=Han}/u.test(word) && token.includes(word)),
      ),
    );
  return { rank, addresses, knows: (s) => frequency.has(s), stems: frequency };
}
