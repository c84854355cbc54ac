import { existsSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { collections, type CollectionKey } from "@/lib/content/collections";
import { translatablePart } from "@/lib/content/field-roles";
import { getEntries } from "@/lib/content";
import { glossaryProblems, readGlossary } from "@/lib/copy/glossary";
import { defaultLocale, locales as allLocales } from "@/lib/i18n/locales";
import { readMessages } from "@/lib/i18n/messages";

// Every translated language with a glossary (content/glossary/<locale>.yaml; a new one may have none yet).
const locales = allLocales.filter(
  (locale) =>
    locale !== defaultLocale &&
    existsSync(join(process.cwd(), "content/glossary", `${locale}.yaml`)),
);

/** Every text of a value, with where it stands. */
function texts(value: unknown, path: string): [string, string][] {
  if (typeof value === "string") return [[path, value]];
  if (Array.isArray(value)) return value.flatMap((item, index) => texts(item, `${path}[${index}]`));
  if (value && typeof value === "object")
    return Object.entries(value).flatMap(([key, item]) => texts(item, `${path}.${key}`));
  return [];
}

describe("glossary check", () => {
  const spanish = readGlossary("es");

  it("finds a planted avoided form, with the term and the form to use", () => {
    expect(glossaryProblems(spanish, "Para organizaciones sin fines de lucro.")).toEqual([
      '"sin fines de lucro" (nonprofit): use sin ánimo de lucro',
    ]);
    expect(glossaryProblems(readGlossary("fr"), "Un projet réalisé bénévolement.")).toHaveLength(1);
  });

  it("passes the form in use, and ignores code and placeholders", () => {
    expect(glossaryProblems(spanish, "Para organizaciones sin ánimo de lucro.")).toEqual([]);
    expect(glossaryProblems(readGlossary("fr"), "Écrivez à {mail} ou `mail --send`.")).toEqual([]);
  });
});

describe.each(locales)("%s glossary", (locale) => {
  const glossary = readGlossary(locale);

  it("is applied across the content", () => {
    const problems = (Object.keys(collections) as CollectionKey[])
      .filter((key) => collections[key].translated)
      .flatMap((key) =>
        getEntries(key, locale)
          .filter((entry) => entry.status === "complete")
          .flatMap((entry) =>
            texts(
              translatablePart(collections[key].schema(entry.id), entry.data, undefined, {
                houseWording: true,
              }),
              entry.file,
            ),
          ),
      )
      .flatMap(([path, text]) => glossaryProblems(glossary, text).map((p) => `${path}: ${p}`));
    expect(problems).toEqual([]);
  });

  it("is applied across the interface strings", () => {
    const problems = Object.entries(readMessages(locale)).flatMap(([key, text]) =>
      glossaryProblems(glossary, text ?? "").map((problem) => `${key}: ${problem}`),
    );
    expect(problems).toEqual([]);
  });
});
