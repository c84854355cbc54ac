import { notationProblems, prose, writesDecimalComma } from "@/lib/copy/notation";
import type { defaultLocale, Locale } from "@/lib/i18n/locales";

/*
 * Conventions of each edition beyond its number notation (lib/copy/notation.ts), as checks over
 * running text:
 * - no US money notation outside English: "$185,000" or "£70,000" is written in the edition's
 *   words ("185.000 US-Dollar", "18.5 万美元");
 * - Chinese writes ten thousands one way, in digits and 万 with a space ("25 万", "720 万美元"):
 *   not "250,000", not "25万", not "二十五万" ("数百万", several million, is not a figure);
 * - Spanish quotes with « » (“ ” only inside them); French with « » and a no-break space inside.
 */

/** A language translated from English: every one but the default. */
export type EditionLocale = Exclude<Locale, typeof defaultLocale>;

const bareCurrency = /(?<![A-Za-z])[$£]\s?\d/g;
const zhGrouped = /(?<![\d.,])\d{1,3}(?:,\d{3})+(?![\d,])/g;
const zhTightWan = /\d[万亿]/g;
const zhWordWan = /(?<![数几上])[一二两三四五六七八九十百千]+[万亿]/g;
const straightQuote = /"/g;
const frenchGuillemets = /«(?![\u00a0\u202f])|(?<![\u00a0\u202f])»/g;

/** Curly quotes that do not stand inside « » (Spanish and French nest “ ” in « » only). */
function curlyOutsideGuillemets(text: string): number[] {
  const found: number[] = [];
  let depth = 0;
  for (let index = 0; index < text.length; index++) {
    const char = text[index];
    if (char === "«") depth++;
    else if (char === "»") depth = Math.max(0, depth - 1);
    else if ((char === "“" || char === "”") && depth === 0) found.push(index);
  }
  return found;
}

/** Every convention the text breaks in `locale`, each with a little context. */
export function editionProblems(locale: EditionLocale, text: string): string[] {
  const clean = prose(text);
  const problems = writesDecimalComma(locale) ? notationProblems(locale, text) : [];
  const context = (index: number, length = 1) =>
    text.slice(Math.max(0, index - 20), index + length + 20).replace(/\s+/g, " ");
  const report = (pattern: RegExp, what: string) => {
    for (const match of clean.matchAll(pattern))
      problems.push(`${what} "${match[0]}": …${context(match.index, match[0].length)}…`);
  };
  report(bareCurrency, "US money notation");
  if (locale === "zh") {
    for (const match of clean.matchAll(zhGrouped))
      if (Number(match[0].replace(/,/g, "")) >= 1e4)
        problems.push(`ten thousands not in 万 "${match[0]}": …${context(match.index, 4)}…`);
    report(zhTightWan, "no space before 万");
    report(zhWordWan, "ten thousands in words");
  }
  if (locale === "es" || locale === "fr") {
    report(straightQuote, "straight quotation mark");
    for (const index of curlyOutsideGuillemets(clean))
      problems.push(`quotation mark outside « »: …${context(index)}…`);
  }
  if (locale === "fr") report(frenchGuillemets, "no no-break space inside « »");
  return problems;
}

/**
 * The code blocks of a Markdown body without their comments (line, block and hash comments), which a
 * translator may translate: the code itself stays byte for byte.
 */
export const codeWithoutComments = (body: string) =>
  (body.match(/```[\s\S]*?```/g) ?? []).map((block) =>
    block
      .replace(/\/\*[\s\S]*?\*\//g, "")
      .replace(/(^|[^:"'\\])\/\/.*$/gm, "$1")
      .replace(/(^|\s)#(?![!{\[]).*$/gm, "$1")
      .replace(/[ \t]+$/gm, ""),
  );
