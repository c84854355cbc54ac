import { existsSync } from "node:fs";
import { join } from "node:path";
import { readGlossary } from "@/lib/copy/glossary";
import { getEntry } from "@/lib/content";
import { contentRoot } from "@/lib/content/loader";
import type { Locale } from "@/lib/i18n/locales";
import { entryUnits } from "@/lib/xliff/entry-units";
import { messageUnits } from "@/lib/xliff/message-units";
import { wanted, type Only, type Unit } from "@/lib/xliff/units";
import { writeXliff } from "@/lib/xliff/xliff12";

/** The site a file is for: its brand name (content/settings/brand.json). */
export const siteName = (): string => getEntry("settings", "brand", "en").data.name;

/** Every unit of a language: the content collections' copy, then the interface strings. */
export function allUnits(locale: Locale): Unit[] {
  const root = contentRoot();
  const glossary = existsSync(join(root, "glossary", `${locale}.yaml`))
    ? readGlossary(locale, root)
    : [];
  return [...entryUnits(locale, glossary), ...messageUnits(locale, glossary)];
}

/** The XLIFF of a language's units (`only`: those missing, stale, or both; empty: all). */
export function exportXliff(locale: Locale, only: readonly Only[] = []) {
  const units = allUnits(locale).filter((unit) => wanted(unit, only));
  return { xml: writeXliff(siteName(), locale, units), units };
}
