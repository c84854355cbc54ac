import { brand } from "@/lib/brand";
import type { Locale } from "@/lib/i18n";

/** The edition a visitor chose (with the picker or the suggestion), kept in localStorage. */
export const languageChoiceKey = `${brand.storagePrefix}-language`;

export function readLanguageChoice(): string | null {
  try {
    return localStorage.getItem(languageChoiceKey);
  } catch {
    return null; // storage blocked: no remembered choice
  }
}

export function rememberLanguageChoice(locale: Locale): void {
  try {
    localStorage.setItem(languageChoiceKey, locale);
  } catch {
    // Not remembered; the visitor still gets the page they chose.
  }
}
