import { describe, expect, it } from "vitest";
import { collections, type CollectionKey } from "@/lib/content/collections";
import { translatablePart } from "@/lib/content/field-roles";
import { getEntries } from "@/lib/content";
import { loanwords, translationNames } from "@/lib/content/translation-names";
import { codeWithoutComments, editionProblems, type EditionLocale } from "@/lib/copy/marks";
import { figureValues } from "@/lib/copy/notation";
import { defaultLocale, locales as allLocales } from "@/lib/i18n/locales";
import { readMessages } from "@/lib/i18n/messages";

// Every translated entry is held to its English entry: the copy is translated (names aside), no
// figure of the English text is lost or changed (compared by value: "98,7 %" is "98.7%", "25 万"
// is "250k"), and an article keeps its code and its outline. German, Spanish and French running
// text follows its own number notation and French its typography (lib/copy/notation.ts).

const locales = allLocales.filter((locale): locale is EditionLocale => locale !== defaultLocale);
const keys = (Object.keys(collections) as CollectionKey[]).filter(
  (key) => collections[key].translated,
);

const code = codeWithoutComments;
const headings = (body: string) => body.match(/^#{2,4} /gm)?.length ?? 0;
const prose = (body: string) => body.replace(/```[\s\S]*?```/g, "");

function compare(
  en: unknown,
  tr: unknown,
  path: string,
  problems: string[],
  locale: EditionLocale,
): void {
  if (Array.isArray(en)) {
    en.forEach((item, index) =>
      compare(
        item,
        Array.isArray(tr) ? tr[index] : undefined,
        `${path}[${index}]`,
        problems,
        locale,
      ),
    );
    return;
  }
  if (en !== null && typeof en === "object") {
    for (const [key, value] of Object.entries(en))
      compare(
        value,
        (tr as Record<string, unknown> | undefined)?.[key],
        `${path}.${key}`,
        problems,
        locale,
      );
    return;
  }
  if (typeof en !== "string" || typeof tr !== "string") return;
  const body = path.endsWith(".body");
  if (body && code(tr).join() !== code(en).join()) problems.push(`${path}: code blocks differ`);
  if (body && headings(tr) !== headings(en))
    problems.push(`${path}: ${headings(tr)} headings, English has ${headings(en)}`);
  const [source, text] = body ? [prose(en), prose(tr)] : [en, tr];
  if (text === source && !translationNames.includes(source) && !loanwords[locale]?.includes(source))
    problems.push(`${path}: not translated: "${source}"`);
  const stated = figureValues(text, locale);
  for (const figure of new Set(figureValues(source, "en")))
    if (!stated.includes(figure)) problems.push(`${path}: figure ${figure} missing`);
  for (const problem of editionProblems(locale, tr)) problems.push(`${path}: ${problem}`);
}

describe.each(locales)("%s translations", (locale) => {
  it.each(keys)("%s: copy translated, figures kept", (key) => {
    const english = getEntries(key, "en");
    const problems: string[] = [];
    for (const entry of getEntries(key, locale)) {
      if (entry.status !== "complete") continue;
      const source = english.find((candidate) => candidate.id === entry.id);
      const schema = collections[key].schema(entry.id);
      compare(
        translatablePart(schema, source?.data, undefined, { copyOnly: true }),
        translatablePart(schema, entry.data, undefined, { copyOnly: true }),
        entry.file,
        problems,
        locale,
      );
    }
    expect(problems).toEqual([]);
  });
});

describe.each(locales)("%s interface strings", (locale) => {
  it("follow the language's number notation and typography", () => {
    const problems = Object.entries(readMessages(locale)).flatMap(([key, text]) =>
      editionProblems(locale, text ?? "").map((problem) => `${key}: ${problem}`),
    );
    expect(problems).toEqual([]);
  });
});
