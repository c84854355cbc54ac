import { describe, expect, it } from "vitest";
import { inLanguage, metaDescription } from "@/lib/content/schemas/shared";

describe("length limits per language", () => {
  const sentence = (length: number) => "a".repeat(length);

  it("lets German, French and Spanish run a quarter longer than English", () => {
    expect(metaDescription.safeParse(sentence(190)).success).toBe(false);
    for (const locale of ["de", "fr", "es"])
      expect(inLanguage(locale, () => metaDescription.safeParse(sentence(190)).success)).toBe(true);
  });

  it("still stops a text past the language's limit, and says the limit", () => {
    const result = inLanguage("de", () => metaDescription.safeParse(sentence(201)));
    expect(result.error?.issues[0]?.message).toBe("Too long: at most 200 characters");
    expect(inLanguage("zh", () => metaDescription.safeParse(sentence(161)).success)).toBe(false);
  });

  it("returns to English limits after the entry", () => {
    inLanguage("de", () => undefined);
    expect(metaDescription.safeParse(sentence(161)).success).toBe(false);
  });
});
