import type { PageSection } from "@/lib/answers/page-sections";
import { localePath, type Locale } from "@/lib/i18n";
import { acronyms } from "@/lib/text/acronyms";
import { compoundParts } from "@/lib/text/compounds";
import { stem, words, wordsOf } from "@/lib/text/words";

/*
 * The answers' term index of an edition (/answer-index.json, /de/answer-index.json…), written
 * after the export by scripts/answer-index.ts: for each page Tessa may answer with, the stems of
 * its headings, of the words it stresses, of its body (a card of another page left out), and of
 * the English page's title, headings, stressed words and questions: technical terms visitors use
 * in every language. Each field is its stems, space-separated, "stem*n" for one seen n times.
 */

export const termFields = ["heading", "stressed", "body", "english"] as const;
export type TermField = (typeof termFields)[number];

export type PageTerms = { url: string } & Partial<Record<TermField, string>>;

export type TermIndexData = {
  pages: PageTerms[];
  /** Pages that only repeat other pages' cards (a topic, a type of resource): not answers. */
  copies: string[];
  /** The company's own pages (careers, about, privacy…): a question addressed to it asks them. */
  own?: string[];
  /** The words a visitor addresses the company with, space-separated (lib/text/address.ts). */
  you?: string;
};

/** Where an edition's term index is served. */
export const termIndexPath = (locale: Locale) => localePath(locale, "/answer-index.json");

/** Stems as a field: each once, with its count. */
export function encodeCounts(stems: readonly string[]): string {
  const counts = new Map<string, number>();
  for (const stem of stems) counts.set(stem, (counts.get(stem) ?? 0) + 1);
  return [...counts].map(([stem, n]) => (n > 1 ? `${stem}*${n}` : stem)).join(" ");
}

/** A field's stems with their counts, and its length in stems. */
export function decodeCounts(field: string | undefined): {
  counts: Map<string, number>;
  length: number;
} {
  const counts = new Map<string, number>();
  let length = 0;
  for (const entry of field ? field.split(" ") : []) {
    const star = entry.lastIndexOf("*");
    const n = star > 0 ? Number(entry.slice(star + 1)) : 1;
    counts.set(star > 0 ? entry.slice(0, star) : entry, n);
    length += n;
  }
  return { counts, length };
}

/**
 * A text's stems as the index holds them: each word's, and in German a compound's parts too, when
 * the edition's vocabulary (`known` stems) holds them (lib/text/compounds.ts).
 */
export function indexStems(
  text: string,
  locale: Locale,
  variants?: string,
  known?: ReadonlySet<string>,
): string[] {
  return wordsOf(text, locale, variants).flatMap((word) => {
    if (word.joined) return [];
    const parts =
      locale === "de" && known
        ? compoundParts(word.form, (part) => known.has(stem(part, locale)))
        : undefined;
    return [word.stem, ...(parts ?? []).map((part) => stem(part, locale))];
  });
}

/** A page's fields from its own sections, in its edition's way of reading words. */
export function pageFields(
  sections: readonly PageSection[],
  locale: Locale,
  variants?: string,
  known?: ReadonlySet<string>,
): Record<"heading" | "stressed" | "body", string> {
  const stems = (texts: string[]) =>
    texts.flatMap((text) => indexStems(text, locale, variants, known));
  // A run of capitalized words is a name: its initials count as stressed ("Chief Technology
  // Officer" as "CTO"), except in German, which capitalizes every noun.
  const initials =
    locale === "de"
      ? []
      : sections
          .flatMap((section) => [section.heading, section.text, ...section.stressed])
          .flatMap(acronyms)
          .map((acronym) => stem(acronym, locale));
  return {
    heading: encodeCounts(stems(sections.map((section) => section.heading))),
    stressed: encodeCounts([
      ...stems(sections.flatMap((section) => section.stressed)),
      ...initials,
    ]),
    body: encodeCounts(stems(sections.map((section) => section.text))),
  };
}

/** The English terms of a page: its title, headings, stressed words and questions, and the initials of its names. */
export function englishTerms(texts: readonly string[]): string {
  return encodeCounts(
    texts.flatMap((text) => [
      ...words(text, "en"),
      ...acronyms(text).map((acronym) => stem(acronym, "en")),
    ]),
  );
}
