import type { GlossaryTerm } from "@/lib/copy/glossary";
import { englishMessagesAtTranslation } from "@/lib/content/translation-report";
import { defaultLocale, type Locale } from "@/lib/i18n/locales";
import { readMessages } from "@/lib/i18n/messages";
import { segmentMessage } from "@/lib/xliff/icu";
import { glossaryNotes, staleNote } from "@/lib/xliff/notes";
import { alignCodes, wordsOf } from "@/lib/xliff/segment";
import type { Unit } from "@/lib/xliff/units";

/** The units of a language's interface strings (content/messages/<locale>/ui.json), one per key. */
export function messageUnits(locale: Locale, glossary: readonly GlossaryTerm[]): Unit[] {
  const english = readMessages(defaultLocale) as Record<string, string>;
  const own = readMessages(locale) as Record<string, string | undefined>;
  const before = englishMessagesAtTranslation(locale)?.messages ?? {};
  return Object.entries(english).map(([key, message]) => {
    const source = segmentMessage(message);
    const translation = own[key];
    const was = before[key];
    const changed = translation !== undefined && was !== undefined && was !== message;
    return {
      id: `messages/ui/${key}`,
      kind: "message",
      at: { type: "message", key },
      source,
      ...(translation !== undefined
        ? { target: alignCodes(source, segmentMessage(translation)) }
        : {}),
      state: translation === undefined ? "initial" : changed ? "stale" : "translated",
      notes: [...glossaryNotes(glossary, wordsOf(source)), ...(changed ? [staleNote(was)] : [])],
    } satisfies Unit;
  });
}
