import { locale as rootLocale } from "next/root-params";
import { defaultLocale, isLocale, type Locale } from "@/lib/i18n";
import { i18nFor, type I18n } from "@/lib/i18n/messages";

export type { I18n };

/** The language of the page being rendered: its root `[locale]` segment, else English. */
export async function getLocale(): Promise<Locale> {
  const value = await rootLocale();
  return isLocale(value) ? value : defaultLocale;
}

/** Strings and links for a server component, in the page's language. */
export async function getI18n(): Promise<I18n> {
  return i18nFor(await getLocale());
}
