export type LocaleInfo = {
  /** The language's own name, as the picker shows it. */
  label: string;
  /** BCP 47 tag for `<html lang>`, `hreflang` and JSON-LD `inLanguage`. */
  tag: string;
  /** Locale for Intl date and number formatting. */
  intl: string;
  /** Open Graph locale (`og:locale`). */
  og: string;
};

/**
 * The site's languages: English lives at the root ("/services"); every other edition is a full
 * copy under its prefix with the same slugs ("/de/services"). Adding a language is adding its
 * entry here and its message file (content/messages/<code>/); until its content files are
 * written, its pages serve the English text with a note (README, "Adding a language").
 * Client-safe: no content imports.
 */
export const localeInfo = {
  en: { label: "English", tag: "en", intl: "en-US", og: "en_US" },
  de: { label: "Deutsch", tag: "de", intl: "de-DE", og: "de_DE" },
  zh: { label: "中文", tag: "zh-Hans", intl: "zh-CN", og: "zh_CN" },
  es: { label: "Español", tag: "es", intl: "es", og: "es_ES" },
  fr: { label: "Français", tag: "fr", intl: "fr-FR", og: "fr_FR" },
} as const satisfies Record<string, LocaleInfo>;

export type Locale = keyof typeof localeInfo;

export const locales = Object.keys(localeInfo) as readonly Locale[];

export const defaultLocale = "en" satisfies Locale;

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (locales as readonly string[]).includes(value);
}

/** The URL of an English path in `locale`: "/services" → "/de/services", "/" → "/de". */
export function localePath(locale: Locale, path: string): string {
  if (locale === defaultLocale || !path.startsWith("/")) return path;
  if (path === "/" || path.startsWith("/?") || path.startsWith("/#"))
    return `/${locale}${path.slice(1)}`;
  return `/${locale}${path}`;
}

/** The edition and English path of a URL path: "/de/services" → { de, "/services" }. */
export function splitLocalePath(pathname: string): { locale: Locale; path: string } {
  const match = /^\/([a-z]{2})(?=\/|$)(.*)$/.exec(pathname);
  if (match && isLocale(match[1]) && match[1] !== defaultLocale)
    return { locale: match[1], path: match[2] || "/" };
  return { locale: defaultLocale, path: pathname || "/" };
}

/**
 * The editions this build exports: every edition, or those listed in EXPORT_EDITIONS
 * (comma-separated; the test builds of form delivery and analytics export "en,de" to save
 * time). English is always exported, and with output: export at least one other edition must be.
 */
export function exportedLocales(): readonly Locale[] {
  const wanted = process.env.EXPORT_EDITIONS?.split(",").map((code) => code.trim());
  if (!wanted?.length) return locales;
  const chosen = locales.filter((locale) => locale === defaultLocale || wanted.includes(locale));
  if (chosen.length < 2) throw new Error(`EXPORT_EDITIONS must name an edition besides English`);
  return chosen;
}

/** The exported editions with a URL prefix (every one but English). */
export function prefixedLocales(): readonly Locale[] {
  return exportedLocales().filter((locale) => locale !== defaultLocale);
}
