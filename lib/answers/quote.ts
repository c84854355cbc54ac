import type { Section } from "@/lib/answers/body";
import type { Locale } from "@/lib/i18n";
import { words as stemsOf } from "@/lib/text/words";

/*
 * What a reply quotes: two or three whole sentences of the section it links to, from the one
 * that holds the most of the question's words, so the quote is text the linked page shows.
 */

const sentence = /[^.!?。！？]+(?:[.!?](?=\s|$)|[。！？]|$)\s*/gu;

/** The sentences of a text, in order. */
export function sentencesOf(text: string): string[] {
  return (text.match(sentence) ?? []).map((s) => s.trim()).filter(Boolean);
}

/** Up to `count` sentences of `section`, from the one sharing most of `question`'s stems. */
export function quote(
  section: Section,
  question: readonly string[],
  locale: Locale,
  variants?: string,
  count = 3,
  length = 320,
): string {
  const sentences = sentencesOf(section.text);
  if (sentences.length === 0) return section.text;
  const wanted = new Set(question);
  let start = 0;
  let most = 0;
  sentences.forEach((text, index) => {
    const held = new Set(stemsOf(text, locale, variants).filter((stem) => wanted.has(stem))).size;
    if (held > most) [start, most] = [index, held];
  });
  let text = sentences[start] ?? "";
  for (const next of sentences.slice(start + 1, start + count)) {
    if (text.length + next.length > length) break;
    text += /[\p{Script=Han}。！？]$/u.test(text) ? next : ` ${next}`;
  }
  return text;
}

/** The section of a page sharing most of the question's stems, else its first. */
export function bestSection(
  sections: readonly Section[],
  question: readonly string[],
  locale: Locale,
  variants?: string,
): Section | undefined {
  const wanted = new Set(question);
  // A section worth quoting says something: a sentence, not an eyebrow or a label.
  const prose = sections.filter((s) => s.text.length >= 40);
  let best = prose[0] ?? sections.find((s) => s.text) ?? sections[0];
  let most = 0;
  for (const section of prose) {
    const stems = new Set(stemsOf(`${section.heading} ${section.text}`, locale, variants));
    const held = [...wanted].filter((stem) => stems.has(stem)).length;
    if (held > most) [best, most] = [section, held];
  }
  return best;
}
