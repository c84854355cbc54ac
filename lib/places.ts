import { localeInfo, locales, type Locale } from "@/lib/i18n/locales";

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

export type PostalAddress = {
  street: readonly string[];
  locality: string;
  region?: string;
  postalCode: string;
  country: string;
};

/**
 * The line under the street as each country's post writes it (after Google's libaddressinput
 * formats); a country not listed writes the postcode first, as most of Europe does.
 */
const postalLines: Readonly<Record<string, string>> = {
  US: "{locality}, {region} {postalCode}",
  CA: "{locality} {region} {postalCode}",
  AU: "{locality} {region} {postalCode}",
  GB: "{locality} {postalCode}",
  SG: "{locality} {postalCode}",
};

/**
 * An office's address in the edition's language: its lines as the post writes them, and the
 * country named in that language apart (`country`, for the edition's message to place). A
 * city-state's locality is its country ("Singapore 068895"): written in the edition's language,
 * with no country after it ("Singapur 068895", "新加坡 068895").
 */
export function officeAddress(
  locale: Locale,
  office: PostalAddress,
): { address: string; country?: string } {
  const country = regionName(locale, office.country);
  const cityState = locales.some((other) => regionName(other, office.country) === office.locality);
  const values: Record<string, string> = {
    locality: cityState ? country : office.locality,
    region: office.region ?? "",
    postalCode: office.postalCode,
  };
  const line = (postalLines[office.country] ?? "{postalCode} {locality}")
    .replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? "")
    .replace(/\s+/g, " ")
    .trim();
  const address = [...office.street, line].join(", ");
  return cityState ? { address } : { address, country };
}
