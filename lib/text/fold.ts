import type { Locale } from "@/lib/i18n";

/*
 * The one text normalizer of search and answers: what the overlay's title search, the question
 * matcher and the full-text ranking compare, so "ÜBER", "über", "uber" and "ueber" meet, and so do
 * "defence" and "defense", full-width "ＡＩ" and "AI", and Traditional and Simplified Chinese
 * (with the edition's variant map, see `foldHan`).
 */

/** Compatibility forms folded (full-width, ligatures), lower case, "ß" as "ss", one space. */
export function foldCase(text: string): string {
  return text.normalize("NFKC").toLowerCase().replace(/ß/g, "ss").replace(/\s+/g, " ").trim();
}

/** `foldCase`, and without accents or other marks ("Données" → "donnees"). */
export function foldText(text: string): string {
  return foldCase(text).normalize("NFD").replace(/\p{M}/gu, "").normalize("NFC");
}

// British spellings as American ones (the site writes American English), applied alike to the
// page and the question: "defence", "colour", "optimise", "centre", "modelling", "paediatric".
const britishEnglish: [RegExp, string][] = [
  [/^([a-z]{2,})our(s|ed|ing|ite|ites|able|al|ally|ful)?$/, "$1or$2"],
  [/^([a-z]{3,})([iy])s(e|es|ed|ing|er|ers|ation|ations)$/, "$1$2z$3"],
  [/^([a-z]{2,})ence(s?)$/, "$1ense$2"],
  [/^([a-z]{2,}[^aeiou])tre(s?)$/, "$1ter$2"],
  [/^([a-z]{2,})ogue(s?)$/, "$1og$2"],
  [/^([a-z]+)ell(ed|ing|er|ers)$/, "$1el$2"],
  [/^([a-z]+)amme(s?)$/, "$1am$2"],
  [/^([a-z]*[^aeiou])ae([^aeiou][a-z]*)$/, "$1e$2"],
];

/**
 * A folded word (`foldText`) in the spelling both sides are compared in: British English as
 * American; in German, "ae", "oe" and "ue" as the umlaut they stand for (folded to its vowel).
 */
export function foldSpelling(word: string, locale: Locale): string {
  if (locale === "de") return word.replace(/([aou])e/g, "$1");
  if (locale !== "en" || !/^[a-z]+$/.test(word)) return word;
  for (const [pattern, replacement] of britishEnglish)
    if (pattern.test(word)) return word.replace(pattern, replacement);
  return word;
}

/**
 * Han characters in the edition's own script: `variants` holds pairs of characters, the form a
 * visitor may type (Traditional) followed by the one the pages use (Simplified), as the build
 * writes them into the Chinese search index.
 */
export function foldHan(text: string, variants: string | undefined): string {
  if (!variants) return text;
  const map = hanMaps.get(variants) ?? hanMap(variants);
  return text.replace(/\p{Script=Han}/gu, (char) => map.get(char) ?? char);
}

const hanMaps = new Map<string, Map<string, string>>();

function hanMap(variants: string): Map<string, string> {
  const chars = [...variants];
  const map = new Map<string, string>();
  for (let index = 0; index + 1 < chars.length; index += 2)
    map.set(chars[index] ?? "", chars[index + 1] ?? "");
  hanMaps.set(variants, map);
  return map;
}
