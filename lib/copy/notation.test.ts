import { describe, expect, it } from "vitest";
import { clockValue, figureValues, notationProblems } from "@/lib/copy/notation";

describe("number notation", () => {
  it("fails on US thousands separators and decimal points in German and Spanish prose", () => {
    expect(notationProblems("de", "Eine Flotte mit 15,000 Fahrzeugen")).toEqual([
      expect.stringMatching(/^US thousands separator "15,000"/),
    ]);
    expect(notationProblems("es", "una precisión del 98.7 %")).toEqual([
      expect.stringMatching(/^decimal point "98.7"/),
    ]);
    expect(notationProblems("de", "99.999 % Verfügbarkeit")).toHaveLength(1);
  });

  it("fails on a currency run into the next word", () => {
    expect(notationProblems("de", "von 5.000 US-Dollarfür Kurse")).toEqual([
      expect.stringMatching(/^no space after "US-Dollar"/),
    ]);
    expect(notationProblems("es", "120 dólarespor hora")).toHaveLength(1);
    expect(notationProblems("fr", "120 dollarsde l’heure")).toHaveLength(1);
    expect(notationProblems("fr", "120 dollars de l’heure, 5 000 dollars.")).toEqual([]);
  });

  it("passes the languages' own notation, code, links and versioned names", () => {
    expect(notationProblems("de", "15.000 Fahrzeuge, 98,7 % genau, 7,2 Mio. US-Dollar")).toEqual(
      [],
    );
    expect(notationProblems("es", "99,999 % de disponibilidad y 1.200 consultas")).toEqual([]);
    expect(
      notationProblems("de", "TLS 1.2, ISA-18.2, `x = 0.25` und https://a.example/v1.2"),
    ).toEqual([]);
    expect(notationProblems("de", "```\nthreshold = 0.25\n```")).toEqual([]);
  });
});

describe("French typography", () => {
  it("fails on a missing no-break space before % : ; ? !", () => {
    expect(notationProblems("fr", "87% de fraude en moins")).toHaveLength(1);
    expect(notationProblems("fr", "Nos réalisations : études de cas")).toHaveLength(1);
    expect(notationProblems("fr", "Prêt à commencer ?")).toHaveLength(1);
    expect(notationProblems("fr", "Vraiment!")).toHaveLength(1);
  });

  it("passes narrow and ordinary no-break spaces, times and links", () => {
    expect(notationProblems("fr", "87\u202f% de fraude\u00a0: prêt à commencer\u202f?")).toEqual(
      [],
    );
    expect(notationProblems("fr", "Rendez-vous à 10:30, voir https://exemple.fr")).toEqual([]);
  });
});

describe("figure values", () => {
  it("reads each language's notation and magnitude words as the same value", () => {
    const values = [
      figureValues("98.7% of 15,000 and $7.2M, 250k", "en"),
      figureValues("98,7 % von 15.000 und 7,2 Mio. US-Dollar, 250k", "de"),
      figureValues("98,7\u202f% de 15\u202f000 et 7,2 millions de dollars, 250\u202f000", "fr"),
      figureValues("98.7% 的 15,000，720 万美元，25 万", "zh"),
    ];
    for (const found of values) expect(found.sort()).toEqual([98.7, 15000, 7200000, 250000].sort());
  });

  it("notices a changed figure", () => {
    expect(figureValues("98,6 % von 15.000", "de")).not.toContain(98.7);
  });

  it("reads a time of day on a 12-hour dial, in each language's way of writing it", () => {
    const english = figureValues("Monday to Friday, 9:00 to 6:00", "en");
    expect(english).toEqual([clockValue(9, 0), clockValue(6, 0)]);
    for (const [text, locale] of [
      ["Montag bis Freitag, 9:00 bis 18:00 Uhr", "de"],
      ["de lunes a viernes, de 9:00 a 18:00", "es"],
      ["du lundi au vendredi, de 9\u202fh à 18\u202fh", "fr"],
      ["周一至周五上午 9:00 至下午 6:00", "zh"],
    ] as const)
      expect(figureValues(text, locale)).toEqual(expect.arrayContaining(english));
    expect(figureValues("de 9:00 a 17:00", "es")).not.toContain(clockValue(6, 0));
    // A French "48 h" is a duration, not a time of day, and "12 h" counts as both.
    expect(figureValues("en 48 h", "fr")).toEqual([48]);
    expect(figureValues("sous 12 h", "fr")).toEqual(expect.arrayContaining([12]));
  });
});
