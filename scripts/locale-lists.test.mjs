import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { codeFiles, handTypedLocaleLists, localeCodes } from "./locale-lists.mjs";

// Made-up languages: the project's own, written here, would be a list typed by hand.
const prefixed = ["aa", "bb", "cc", "dd"];
const quoted = prefixed.map((code) => `"${code}"`);
const bar = prefixed.join("|");
const table = `{ en: 1, ${prefixed.map((code) => `${code}: 1`).join(", ")} }`;
const lines = (source, file = "planted.ts") =>
  handTypedLocaleLists(source, file, prefixed).map((found) => found.line);

describe("hand-typed locale lists", () => {
  it("reads the languages from lib/i18n/locales.ts", () => {
    const { codes, defaultLocale } = localeCodes(
      readFileSync(new URL("../lib/i18n/locales.ts", import.meta.url), "utf8"),
    );
    expect(codes).toContain(defaultLocale);
    expect(codes.length).toBeGreaterThan(1);
    expect(new Set(codes).size).toBe(codes.length);
  });

  it("finds a planted list in each form a script or spec writes one", () => {
    const planted = [
      `const editions = [${quoted.join(", ")}];`,
      `const all = new Set(["en", ${quoted.join(", ")}]);`,
      `type Code = ${quoted.join(" | ")};`,
      `const prefix = /^\\/(${bar})(?=\\/|$)/;`,
      `const prefixed = new RegExp("^/(${bar})/");`,
      `const env = \`EXPORT_EDITIONS=en,${prefixed.join(",")}\`;`,
      `const tags: Record<string, string> = ${table};`,
      `const visits = [${prefixed.map((code) => `["${code}", "en-US"]`).join(", ")}];`,
      `switch (code) { ${quoted.map((code) => `case ${code}:`).join(" ")} break; }`,
    ];
    expect(lines(planted.join("\n"), "planted.tsx")).toEqual(planted.map((_, index) => index + 1));
  });

  it("finds a list split over lines, in plain JavaScript too", () => {
    expect(lines(`export const locales = [\n  ${quoted.join(",\n  ")},\n];`, "a.mjs")).toEqual([1]);
  });

  it("leaves a language named alone, a few sample languages, prose and comments", () => {
    const source = [
      `// Editions: ${bar}, written in a comment only.`,
      'if (locale === "aa") format("bb");',
      'for (const locale of ["en", "aa", "bb"]) check(locale);',
      'const sentence = "aa la ville, bb, cc et dd";',
      "const decimalComma = /aa|bb|cc/;",
    ].join("\n");
    expect(lines(source)).toEqual([]);
  });

  it("leaves a table typed by Locale: TypeScript asks for a new language's entry", () => {
    const source = [
      `const floors: Record<Set, Record<Locale, number>> = { dev: ${table} };`,
      `const stops: Partial<Record<Locale, number>> = ${table};`,
      `const words = ${table} satisfies Record<Locale, number>;`,
    ].join("\n");
    expect(lines(source)).toEqual([]);
  });

  it("scans code, not content, and never the one file the list belongs in", () => {
    expect(
      codeFiles([
        "lib/i18n/locales.ts",
        "lib/format.ts",
        "e2e/fixtures.ts",
        "scripts/csp.mjs",
        "content/messages/de/ui.json",
        "content/settings/site.yaml",
        "README.md",
        "app/[locale]/page.tsx",
      ]),
    ).toEqual(["lib/format.ts", "e2e/fixtures.ts", "scripts/csp.mjs", "app/[locale]/page.tsx"]);
  });
});
