import type { Locale } from "@/lib/i18n";
import { foldHan, foldSpelling, foldText } from "@/lib/text/fold";

/*
 * The one tokenizer and stemmer of search and answers: a text's words as they are compared, per
 * language: folded (fold.ts), stop words left out, Latin words reduced to a rough stem, Chinese
 * cut by the runtime's own segmenter (Intl.Segmenter: nothing to load), a lone Han character also
 * read with its neighbour.
 */

// The stop words (lib/text/stop-words.ts) are data: the build writes the lists an edition reads
// into its search index (lib/search-index.ts), so the browser's code does not carry them, and
// whoever reads words registers them first (`setStopWords`).
const stopSets = new Map<Locale, Set<string>>();
const none = new Set<string>();
const stopsOf = (locale: Locale) => stopSets.get(locale) ?? none;

/** The stop words to leave out, per language, space-separated (lib/text/stop-words.ts). */
export function setStopWords(lists: Partial<Record<Locale, string>> | undefined): void {
  for (const [locale, list] of Object.entries(lists ?? {}))
    stopSets.set(locale as Locale, new Set(list.split(" ")));
}

// Endings stripped before words are compared, longest first (the first that leaves three letters):
// a rough stem, so "openings" meets "opening", "Stellen" meets "Stelle", "recrutez" meets
// "recrutement".
const suffixes: Partial<Record<Locale, string[]>> = {
  en: ["ations", "ation", "ings", "ing", "ies", "ers", "er", "ed", "es", "s", "y"],
  de: ["ungen", "ung", "ern", "en", "er", "es", "e", "n", "s"],
  // Spanish verbs as their stem too: the participle ("empleados" meets "empleo"), the present
  // ("guardan", "fallan", "ayudan") and the infinitive ("contratar" meets "contratando").
  es: "aciones acion amientos amiento mente ando iendo ados adas idos idas ado ada ido ida amos emos imos aban ian an en ar er ir es as os a o e s".split(
    " ",
  ),
  fr: ["ations", "ation", "ement", "ment", "ees", "ee", "es", "ez", "er", "e", "s", "x"],
};

/** A folded word's stem: its ending off, six letters (German compounds keep their length). */
export function stem(word: string, locale: Locale): string {
  const ending = (suffixes[locale] ?? []).find(
    (end) => word.length - end.length >= 3 && word.endsWith(end),
  );
  const base = ending ? word.slice(0, -ending.length) : word;
  // Words differ mostly in their endings: six letters tell them apart well enough, except in
  // German compounds ("Wasserverlust" is not "Wasserressourcen"), which keep their length.
  return locale === "de" && base.length > 9 ? base : base.slice(0, 6);
}

const han = /\p{Script=Han}/u;
let segmenter: Intl.Segmenter | undefined;

// Latin, Greek or Cyrillic text splits at anything that is not a letter or digit; only runs of
// Han characters go through the segmenter (much slower, and needed only there).
function segments(text: string): string[] {
  return (text.match(/[\p{L}\p{N}]+/gu) ?? []).flatMap((token) => {
    if (!han.test(token)) return [token];
    segmenter ??= new Intl.Segmenter("zh", { granularity: "word" });
    return [...segmenter.segment(token)].filter((s) => s.isWordLike).map((s) => s.segment);
  });
}

/**
 * A word of a text: its stem, the folded word itself (what a full-text search looks for), and
 * whether it is two of the segmenter's pieces read together (see below).
 */
export type Word = {
  stem: string;
  form: string;
  joined?: true;
  /** A stem read for a word the index lacks (a slip, a truncation, a compound's part): weaker. */
  guess?: true;
};

/** The words of `text` that carry meaning, in `locale`'s way, in order (`variants`: foldHan). */
export function wordsOf(text: string, locale: Locale, variants?: string): Word[] {
  const folded = foldHan(foldText(text), variants).replace(/['’]/g, " ");
  const stops = stopsOf(locale);
  const english = stopsOf("en");
  const chinese = stopsOf("zh");
  const kept = segments(folded).filter((word) => !(han.test(word) ? chinese : stops).has(word));
  const found = kept.flatMap((word): Word[] => {
    if (han.test(word)) return [{ stem: word, form: word }];
    if (english.has(word) || (word.length < 2 && !/\d/.test(word))) return [];
    const form = foldSpelling(word, locale);
    return [{ stem: stem(form, locale), form }];
  });
  // The segmenter's dictionary cuts some words apart ("发动机" → "发动" + "机"): a lone Han
  // character is also read together with its neighbour.
  const seen = new Set(found.map((word) => word.stem));
  kept.forEach((word, index) => {
    const next = kept[index + 1];
    const pair = next && han.test(word + next) && (word.length === 1 || next.length === 1);
    if (pair && !seen.has(word + next)) {
      seen.add(word + next);
      found.push({ stem: word + next, form: word + next, joined: true });
    }
  });
  return found;
}

/** The stems of `text` (see `wordsOf`). */
export function words(text: string, locale: Locale, variants?: string): string[] {
  return wordsOf(text, locale, variants).map((word) => word.stem);
}
