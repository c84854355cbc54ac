import { locale as rootLocale } from "next/root-params";
import { defaultLocale, isEdition, type Edition } from "@/lib/i18n";
import { i18nFor, type I18n } from "@/lib/i18n/messages";

export type { I18n };

/** The language of the page being rendered: its root `[locale]` segment, else English. */
export async function getLocale(): Promise<Edition> {
  const value = await rootLocale();
  return isEdition(value) ? value : defaultLocale;
}

/** Strings and links for a server component, in the page's language. */
export async function getI18n(): Promise<I18n> {
  return i18nFor(await getLocale());
}
