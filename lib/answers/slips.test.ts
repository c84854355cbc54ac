import { describe, expect, it } from "vitest";
import { editDistance, nearestStems } from "@/lib/answers/slips";
import { stem, wordsOf, type Word } from "@/lib/text/words";
import type { Locale } from "@/lib/i18n";

const word = (text: string, locale: Locale): Word => {
  const [first] = wordsOf(text, locale);
  if (!first) throw new Error(`no word in "${text}"`);
  return first;
};
const vocabulary = (stems: string[]) => new Map(stems.map((s, index) => [s, index + 1]));

describe("nearestStems", () => {
  it("reads a typing slip as the index's closest stem, and leaves far words alone", () => {
    const stems = vocabulary(["machin", "client", "mainte"]);
    expect(editDistance("machien", "machine", 2)).toBe(1);
    expect(nearestStems(word("clinet", "en"), stems, "en")).toEqual(["client"]);
    expect(nearestStems(word("laptop", "en"), stems, "en")).toEqual([]);
  });

  it("reads a slip before a long word's cut as the cut stem, by the word's own start", () => {
    const stems = vocabulary([stem("xgboost", "en"), stem("handel", "de")]);
    expect(nearestStems(word("XGbost", "en"), stems, "en")).toEqual([stem("xgboost", "en")]);
    // Two edits from the word's start is no slip, however long the word.
    expect(nearestStems(word("Handyspiele", "de"), stems, "de")).toEqual([]);
  });

  it("reads a truncation as the most common stem it begins", () => {
    const stems = vocabulary(["assure", "associ", "asset"]);
    expect(nearestStems(word("assos", "fr"), stems, "fr")).toEqual(["associ"]);
  });

  it("reads a German compound as its parts", () => {
    const stems = vocabulary([stem("referenz", "de"), stem("projekte", "de")]);
    expect(nearestStems(word("Referenzprojekte", "de"), stems, "de")).toEqual([
      stem("referenz", "de"),
      stem("projekte", "de"),
    ]);
  });

  it("reads a Chinese word as the longer word of the pages that holds it", () => {
    expect(nearestStems({ stem: "药", form: "药" }, vocabulary(["制药", "医疗"]), "zh")).toEqual([
      "制药",
    ]);
  });
});
