import { localeInfo, type Locale } from "@/lib/i18n/locales";

/* Client-safe: countries and addresses in a page's language, from ISO codes written once. */

const regionNames = new Map<Locale, Intl.DisplayNames>();

/** "US" → "United States" / "Vereinigte Staaten" / "美国" / "Estados Unidos" / "États-Unis". */
export function regionName(locale: Locale, code: string): string {
  let names = regionNames.get(locale);
  if (!names) {
    names = new Intl.DisplayNames([localeInfo[locale].intl], { type: "region" });
    regionNames.set(locale, names);
  }
  return names.of(code) ?? code;
}

/**
 * An office's address lines with its country in the edition's language; a city-state whose last
 * line already names it ("Singapore 068895") does not repeat it in English.
 */
export function addressLines(
  locale: Locale,
  office: { address: readonly string[]; country: string },
): string[] {
  const country = regionName(locale, office.country);
  const last = office.address.at(-1) ?? "";
  return last.startsWith(country) ? [...office.address] : [...office.address, country];
}
