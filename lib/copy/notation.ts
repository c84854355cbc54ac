/*
 * Number and punctuation conventions of the German, Spanish and French editions, as checks over
 * their running text (content/translations tests and the message file tests run them):
 * - no US thousands separators ("15,000") or decimal points ("98.7") in prose: German and Spanish
 *   write "15.000" and "98,7", French "15 000" and "98,7";
 * - French puts a no-break space (narrow or not) before % : ; ? ! (the narrow one, U+202F, before
 *   % ; ? !, the ordinary no-break one, U+00A0, before :).
 * Code (``` blocks and `inline`), URLs, e-mail addresses and version-like names ("ISO 27001",
 * "GPT-4.1", "Python 3.11", "HTTP/2") are not prose and are left alone.
 */
import { isLocale, localeInfo, type Locale } from "@/lib/i18n/locales";

/** Whether a language writes "98,7" (its Intl locale's decimal separator): it then follows these checks. */
export function writesDecimalComma(locale: string): boolean {
  const intl = isLocale(locale) ? localeInfo[locale].intl : locale;
  const parts = new Intl.NumberFormat(intl).formatToParts(1.5);
  return parts.find((part) => part.type === "decimal")?.value === ",";
}

const blank = (match: string) => " ".repeat(match.length);

/** Text with code, URLs, e-mail addresses and placeholders blanked out (same length). */
export function withoutCode(text: string): string {
  return text
    .replace(/```[\s\S]*?```/g, blank)
    .replace(/`[^`\n]*`/g, blank)
    .replace(/\bhttps?:\/\/\S+/g, blank)
    .replace(/\S+@\S+\.\S+/g, blank)
    .replace(/\{[^{}]*\}/g, blank);
}

/** Running text: also without versioned names ("TLS 1.2", "ISA-18.2", "v2.1", "1.4.0"). */
export function prose(text: string): string {
  return withoutCode(text).replace(
    /\b(?:v\d+(?:\.\d+)+|\d+\.\d+\.\d+|[A-Z]{2,}[- ]?\d+(?:\.\d+)+)\b/g,
    blank,
  );
}

const usThousands = /(?<![\d.,])\d{1,3}(?:,\d{3})+(?![\d,]|\s?%)/g;
const usDecimal = /(?<![\d.,])\d+\.(?:\d{1,2}(?!\d|\.\d)|\d{3}(?=\s?%))/g;
/** A figure's currency run into the next word ("5.000 US-Dollarfür"), as a careless edit leaves it. */
const currencyWord =
  /(?<=\d[\s\u00a0\u202f][^\n\d]{0,16})(?<![\p{L}-])(US-Dollar|Dollar|dollar|dólar|euro|Euro)(\p{Ll}*)/gu;
const frenchPunctuation = /(\S)( ?)([;?!%])|([^\s\d/])( ?):(?![/\d])/g;

/** What breaks the language's conventions in a text, each with a little context. */
export function notationProblems(locale: Locale, text: string): string[] {
  const clean = prose(text);
  const problems: string[] = [];
  const context = (index: number, length: number) =>
    text.slice(Math.max(0, index - 20), index + length + 20).replace(/\s+/g, " ");
  for (const match of clean.matchAll(usThousands))
    problems.push(
      `US thousands separator "${match[0]}": …${context(match.index, match[0].length)}…`,
    );
  for (const match of clean.matchAll(usDecimal))
    problems.push(`decimal point "${match[0]}": …${context(match.index, match[0].length)}…`);
  for (const match of clean.matchAll(currencyWord))
    if (!["", "s", "es"].includes(match[2] ?? ""))
      problems.push(`no space after "${match[1]}": …${context(match.index, match[0].length)}…`);
  if (locale === "fr")
    for (const match of clean.matchAll(frenchPunctuation)) {
      const mark = match[3] ?? ":";
      const before = match[1] ?? match[4] ?? "";
      if (/[\u00a0\u202f]/.test(before)) continue;
      // A closing quote or bracket before ? and !, "!!", "?!" and the like are not what is meant.
      if (mark !== "%" && /[?!»)\]]/.test(before)) continue;
      problems.push(
        `no no-break space before "${mark}": …${context(match.index, match[0].length)}…`,
      );
    }
  return problems;
}

const magnitudes: [RegExp, number][] = [
  [/^\s?(?:k|K|mil\b)/, 1e3],
  [/^\s?(?:万)/, 1e4],
  [/^\s?(?:亿)/, 1e8],
  [/^\s?(?:M\b|Mio\.?|Millionen|millions?|millones|millón)/, 1e6],
  [/^\s?(?:B\b|Mrd\.?|Milliarden|milliards?|mil millones)/, 1e9],
];

/**
 * A time of day as a figure value: negative, so it never equals a count, and on a 12-hour dial,
 * so the English "9:00 to 6:00" is the German "9:00 bis 18:00 Uhr" and the French "de 9 h à 18 h".
 */
export const clockValue = (hours: number, minutes: number) => -(1 + (hours % 12) * 60 + minutes);

/* "9:00", "18:30" in every language; French also writes "18 h" and "9 h 30". A French "12 h" may
   be a duration as well, so it also counts as the number 12. */
const clockTime = /(?<![\d:.,])([01]?\d|2[0-3]):([0-5]\d)(?![\d:])/g;
const frenchHour =
  /(?<![\d.,])([01]?\d|2[0-3])[\u00a0\u202f ]?h(?:[\u00a0\u202f ]?([0-5]\d))?(?![\p{L}\d])/gu;

/**
 * The values of the figures a text states, in its language's notation: "15,000" (English),
 * "15.000" (German, Spanish), "15 000" (French) and "1,5 万" are all 15000; "$7.2M",
 * "7,2 Mio. US-Dollar" and "7,2 millions" are 7200000; "98.7%" and "98,7 %" are 98.7.
 * A time of day is its clockValue ("6:00" and "18:00" are the same).
 */
export function figureValues(text: string, locale: string): number[] {
  const decimalComma = writesDecimalComma(locale);
  const number = decimalComma
    ? /\d{1,3}(?:[.\u00a0\u202f ]\d{3})+(?:,\d+)?|\d+(?:,\d+)?/g
    : /\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?/g;
  const values: number[] = [];
  const clock = (match: string, hours: string, minutes: string | undefined) => {
    values.push(clockValue(Number(hours), Number(minutes ?? 0)));
    return blank(match);
  };
  let clean = prose(text).replace(clockTime, clock);
  if (locale === "fr")
    clean = clean.replace(frenchHour, (match, hours: string, minutes: string | undefined) => {
      if (minutes === undefined) values.push(Number(hours));
      return clock(match, hours, minutes);
    });
  for (const match of clean.matchAll(number)) {
    const digits = decimalComma
      ? match[0].replace(/[.\u00a0\u202f ]/g, "").replace(",", ".")
      : match[0].replace(/,/g, "");
    const after = text.slice(match.index + match[0].length, match.index + match[0].length + 12);
    const scale = magnitudes.find(([pattern]) => pattern.test(after))?.[1] ?? 1;
    values.push(Math.round(Number(digits) * scale * 1000) / 1000);
  }
  return values;
}
