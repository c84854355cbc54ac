import type { SearchItemType } from "@/lib/search";

// Words that say nothing about a topic, in the site's languages (lower-case, no accents). One list
// for all: visitors mix languages, and a stop word of one language is no topic in another.
const stopWords = new Set(
  [
    // English
    "a an and are can could do does for from have help how i in is it me my need of on or our please the this to us we what when where which who why with you your about want know tell much many make build sell offer provide fix repair",
    // German
    "aber alle als auch bei bin bitte das dass dem den der des die ein eine einen einer ich ihr ihre ihnen ist kann konnen mich mir mit oder sie sind uber und uns was welche wer wie wir wo zum zur macht machen baut verkauft programmiert reparieren",
    // Spanish
    "como con cual cuales del donde el ella ellos en esta este estos hay las los mas mis nos para pero por puede pueden que quien quiero sobre son su sus tiene una uno usted ustedes hacen desarrollan venden arreglar",
    // French
    "aux avec ce ces comment dans des elle est et etes je les leur mes nous ou par pour pourquoi pouvez puis quel quelle quels qui sont sur une vos votre vous faites faire vendez reparer",
  ]
    .join(" ")
    .split(" "),
);

// Chinese has no spaces between words: phrases and particles that carry no topic are cut out,
// and what remains of each run of Han characters becomes overlapping pairs (the usual bigrams).
const hanRun = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]+/gu;
const hanStop = new RegExp(
  [
    "有没有|能不能|可不可以|想知道|请问|什么|可以|如何|怎么|怎样|一下|是否|没有|能否|关于|哪些|这个|那个",
    "需要|想要|知道|帮助|帮我|告诉|了解|你好|您好|谢谢|提供|有关|一些|[吗呢吧啊的了您你我们]",
  ].join("|"),
  "gu",
);

/** Lower-case, without accents ("Lösungen" → "losungen"), so "donnees" finds "Données". */
function fold(text: string): string {
  return text.toLowerCase().normalize("NFD").replace(/\p{M}/gu, "");
}

function hanPairs(run: string): string[] {
  const chars = [...run];
  return chars.slice(0, -1).map((char, index) => char + chars[index + 1]);
}

function hanKeywords(text: string): string[] {
  return (text.match(hanRun) ?? []).flatMap((run) =>
    run.replace(hanStop, " ").split(" ").flatMap(hanPairs),
  );
}

/**
 * The words of a message worth searching for, as the visitor wrote them (lower-case, accents
 * kept for the search's own stemming): 3+ letters, no stop words, no duplicates; Chinese (and
 * Japanese) text as pairs of characters.
 */
export function searchTerms(message: string): string[] {
  const text = message.toLowerCase();
  const words = (text.replace(hanRun, " ").match(/[\p{L}\p{N}]+/gu) ?? []).filter(
    (word) => word.length >= 3 && !stopWords.has(fold(word)),
  );
  return [...new Set([...words, ...hanKeywords(text)])];
}

/** Meaningful words of a message (`searchTerms`), unaccented: what a passage must contain. */
export function keywords(message: string): string[] {
  return [...new Set(searchTerms(message).map(fold))];
}

/** A section of a page the full-text search found for a message, with the text it would quote. */
export type Passage = {
  pageTitle: string;
  pageUrl: string;
  type: SearchItemType;
  /** The section's heading (the page's title when the match is above every heading). */
  heading: string;
  /** The page, at the section's anchor. */
  url: string;
  /** Two or three sentences of the section, around the match. */
  text: string;
  /** The search's relevance score. */
  score: number;
  /** Found by some of the message's words only: no page holds them all. */
  partial?: boolean;
};

export type ChatAnswer = {
  passage: Passage;
  /** Up to two more pages that match. */
  more: { title: string; url: string }[];
};

/** The share of a message's keywords a passage contains (its page title, heading and text). */
export function coverage(passage: Passage, words: readonly string[]): number {
  if (words.length === 0) return 0;
  const text = fold(`${passage.pageTitle} ${passage.heading} ${passage.text}`);
  const compact = text.replace(/\s+/g, "");
  // A rough stem, so inflections meet ("nonprofits" and "nonprofit", "gemeinnützigen" and
  // "gemeinnützige"): a longer word without its last two letters.
  const stem = (word: string) => (word.length > 5 ? word.slice(0, -2) : word);
  return (
    words.filter((word) => text.includes(stem(word)) || compact.includes(stem(word))).length /
    words.length
  );
}

/**
 * The answer to a chat message from the site's own passages, or null when none is good enough:
 * a passage must hold at least half of the message's keywords (`minCoverage`), and when no page
 * holds them all (a `partial` match), all of them but one, and at least two. Among those the
 * search's score decides, weighted by how much of the message the passage covers, and a service
 * page answers before an article about the same words (visitors ask what we do). Up to two more
 * matching pages follow as links.
 */
export function answerFrom(
  passages: readonly Passage[],
  message: string,
  minCoverage = 0.5,
): ChatAnswer | null {
  const words = keywords(message);
  const partialCoverage = Math.max(2, words.length - 1) / Math.max(words.length, 1);
  const ranked = passages
    .map((passage) => {
      const covered = coverage(passage, words);
      const weight = passage.type === "service" ? 1.5 : 1;
      const required = passage.partial ? Math.max(minCoverage, partialCoverage) : minCoverage;
      return { passage, covered, required, rank: passage.score * weight * (0.5 + covered) };
    })
    .filter((entry) => entry.covered >= entry.required && entry.covered > 0)
    .sort((a, b) => b.rank - a.rank);
  const best = ranked[0];
  if (!best) return null;
  const more: ChatAnswer["more"] = [];
  for (const { passage } of ranked.slice(1)) {
    if (passage.pageUrl === best.passage.pageUrl || more.some((m) => m.url === passage.pageUrl))
      continue;
    more.push({ title: passage.pageTitle, url: passage.pageUrl });
    if (more.length === 2) break;
  }
  return { passage: best.passage, more };
}
