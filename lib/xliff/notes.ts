import type { z } from "zod";
import type { GlossaryTerm } from "@/lib/copy/glossary";
import { lengthLimits } from "@/lib/content/lengths";

/* The notes a unit carries for its translator: length limits, glossary terms, the old English. */

/** "Length in de: 40 to 200 characters" for a text field with limits. */
export function lengthNote(schema: z.ZodType | undefined, locale: string): string[] {
  const limits = schema && lengthLimits(schema, locale);
  if (!limits) return [];
  const max = Number.isFinite(limits.max) ? ` to ${limits.max}` : " or more";
  return [
    `Length in ${locale}: ${limits.min}${max} characters (a Chinese character counts as two).`,
  ];
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The names a glossary term goes by in English: "vision coverage (benefit)" → vision coverage. */
const namesOf = (term: string) =>
  term
    .replace(/\s*\(.*\)\s*$/, "")
    .split(/,\s*/)
    .filter(Boolean);

/** "Glossary: discovery call → Erstgespräch" for each term the English text uses. */
export function glossaryNotes(glossary: readonly GlossaryTerm[], english: string): string[] {
  return glossary
    .filter((entry) =>
      namesOf(entry.term).some((name) => new RegExp(`\\b${escape(name)}\\b`, "iu").test(english)),
    )
    .map((entry) => `Glossary: ${entry.term} → ${entry.use}`);
}

export const staleNote = (before: string) => `English when this was translated: ${before}`;
