import type { Locale } from "@/lib/i18n/locales";

/**
 * One area's interface strings in every language: English defines the keys, every other
 * language must give each of them (the compiler and lib/i18n/i18n.test.ts check).
 */
export type AreaMessages<English extends Record<string, string>> = { en: English } & Record<
  Exclude<Locale, "en">,
  Record<keyof English, string>
>;
