import { acronyms } from "@/lib/text/acronyms";
import { describe, expect, it } from "vitest";
import { foldCase, foldHan, foldSpelling, foldText } from "@/lib/text/fold";
import { compoundParts } from "@/lib/text/compounds";
import { setStopWords, words, wordsOf } from "@/lib/text/words";
import { stopWords } from "@/lib/text/stop-words";

describe("foldText", () => {
  it("folds compatibility forms, case, accents and ß alike", () => {
    expect(foldText("ＡＩ Über GRÖSSE Straße Données")).toBe("ai uber grosse strasse donnees");
    expect(foldCase("  ÜBER\tuns ")).toBe("über uns");
  });
});

describe("foldSpelling", () => {
  it("reads British spellings as American ones in English", () => {
    const pairs = [
      ["defence", "defense"],
      ["colour", "color"],
      ["optimisation", "optimization"],
      ["analyse", "analyze"],
      ["centre", "center"],
      ["modelling", "modeling"],
      ["catalogue", "catalog"],
      ["programme", "program"],
      ["paediatric", "pediatric"],
    ];
    for (const [british, american] of pairs)
      expect(foldSpelling(british ?? "", "en")).toBe(foldSpelling(american ?? "", "en"));
    expect(foldSpelling("colour", "fr")).toBe("colour");
  });

  it("reads ae, oe and ue as the German umlauts they stand for", () => {
    expect(foldSpelling(foldText("Loesungen"), "de")).toBe(
      foldSpelling(foldText("Lösungen"), "de"),
    );
    expect(foldSpelling(foldText("Datenschutzerklaerung"), "de")).toBe(
      foldSpelling(foldText("Datenschutzerklärung"), "de"),
    );
  });
});

describe("foldHan", () => {
  it("reads a character by its variant, and leaves text alone without variants", () => {
    expect(foldHan("機器學習", "機机學学習习")).toBe("机器学习");
    expect(foldHan("機器", undefined)).toBe("機器");
  });
});

describe("words", () => {
  it("drops each language's stop words and informal fillers, and stems", () => {
    expect(words("Où sont les Données ?", "fr")).toEqual(words("donnee", "fr"));
    expect(words("Stellen", "de")).toEqual(words("Stelle", "de"));
    expect(words("openings", "en")).toEqual(words("opening", "en"));
    expect(words("hey guys, what is the", "en")).toEqual([]);
  });

  it("reads a Spanish verb's participle, present and infinitive as its stem", () => {
    expect(words("empleados", "es")).toEqual(words("empleo", "es"));
    expect(words("guardan", "es")).toEqual(words("guardar", "es"));
    expect(words("contratando", "es")).toEqual(words("contratar", "es"));
  });

  it("keeps the folded word beside its stem, in its spelling", () => {
    expect(wordsOf("Defence", "en")).toEqual([{ stem: "defens", form: "defense" }]);
  });

  it("cuts Chinese into words and keeps a word the segmenter split", () => {
    const found = words("飞机发动机的预测性维护", "zh");
    expect(found).toContain("发动机");
    expect(found).not.toContain("的");
  });
});

describe("compoundParts", () => {
  const vocabulary = new Set(["referenz", "projekte", "kunde", "konto", "daten", "schutz"]);
  const known = (part: string) => vocabulary.has(part);

  it("reads a compound as the parts the vocabulary knows, linking letters dropped", () => {
    expect(compoundParts("referenzprojekte", known)).toEqual(["referenz", "projekte"]);
    expect(compoundParts("kundenkonto", known)).toEqual(["kunde", "konto"]);
    expect(compoundParts("datenschutzkonto", known)).toEqual(["daten", "schutz", "konto"]);
  });

  it("leaves a word alone whose parts it does not know", () => {
    expect(compoundParts("wasserverlust", known)).toBeUndefined();
    expect(compoundParts("konto", known)).toBeUndefined();
  });
});

describe("acronyms", () => {
  it("reads a run of two to four capitalized words as its initials, leading function words left out", () => {
    expect(acronyms("Maya Okafor (Chief Executive Officer)\nMaya founded")).toEqual(["mo", "ceo"]);
    expect(acronyms("The Model Context Protocol and Retrieval-Augmented Generation")).toEqual([
      "mcp",
      "rag",
    ]);
    expect(acronyms("a Single word, and lower case words")).toEqual([]);
  });
});

describe("setStopWords", () => {
  it("reads words with the stop words registered for their language", () => {
    expect(words("hallo welt", "de")).toEqual(["welt"]);
    setStopWords({ de: "welt" });
    expect(words("hallo welt", "de")).toEqual(["hallo"]);
    setStopWords({ de: stopWords.de });
    expect(words("hallo welt", "de")).toEqual(["welt"]);
  });
});
