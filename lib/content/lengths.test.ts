import { describe, expect, it } from "vitest";
import { z } from "zod";
import { lengthLimits, lengthProblems } from "@/lib/content/lengths";
import { metaDescription } from "@/lib/content/schemas/shared";

describe("length limits per language", () => {
  const sentence = (length: number) => "a".repeat(length);
  const entry = z.object({ faq: z.array(z.object({ answer: metaDescription.optional() })) });

  it("lets German, French and Spanish run a quarter longer than English", () => {
    expect(lengthProblems(metaDescription, sentence(190), "en")).toHaveLength(1);
    for (const locale of ["de", "fr", "es"])
      expect(lengthProblems(metaDescription, sentence(190), locale)).toEqual([]);
  });

  it("still stops a text past the language's limit, and says the limit and the field", () => {
    const value = { faq: [{ answer: sentence(60) }, { answer: sentence(201) }] };
    expect(lengthProblems(entry, value, "de")).toEqual([
      { path: ["faq", 1, "answer"], message: "Too long: at most 200 characters" },
    ]);
    expect(lengthProblems(metaDescription, "中".repeat(81), "zh")).toHaveLength(1);
  });

  it("names a field's limits in a language, with no state between calls", () => {
    expect(lengthLimits(metaDescription, "de")).toEqual({ min: 50, max: 200 });
    expect(lengthLimits(metaDescription.optional(), "en")).toEqual({ min: 50, max: 160 });
    expect(lengthLimits(z.string(), "de")).toBeUndefined();
  });
});
