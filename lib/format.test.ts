import { describe, expect, it } from "vitest";
import { formatDate, formatFigure, formatList, formatMonth } from "@/lib/format";

// Intl's spaces differ between runtimes (narrow no-break before %): compare with plain spaces.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, " ");

describe("formatDate", () => {
  it("writes a date in each language's own way", () => {
    expect(formatDate("en", "2025-04-22")).toBe("April 22, 2025");
    expect(formatDate("de", "2025-04-22")).toBe("22. April 2025");
    expect(formatDate("zh", "2025-04-22")).toBe("2025年4月22日");
    expect(formatMonth("fr", "2025-04")).toBe("avril 2025");
    expect(formatDate("fr", "2025-06-01")).toBe("1er juin 2025");
    expect(formatDate("fr", "2025-06-11")).toBe("11 juin 2025");
    expect(formatDate("en", "2025-06-01")).toBe("June 1, 2025");
  });
});

describe("formatFigure", () => {
  it("leaves English figures as written", () => {
    expect(formatFigure("en", "15,000")).toBe("15,000");
  });

  it("regroups numbers and decimals", () => {
    expect(formatFigure("de", "15,000")).toBe("15.000");
    expect(plain(formatFigure("fr", "15,000"))).toBe("15 000");
    expect(formatFigure("de", "3.5x")).toBe("3,5x");
    expect(formatFigure("de", "2019")).toBe("2019");
    expect(formatFigure("de", "2.4k")).toBe("2.400");
    expect(plain(formatFigure("fr", "250k"))).toBe("250 000");
    expect(formatFigure("zh", "250k")).toBe("25 万");
    expect(formatFigure("zh", "100,000+")).toBe("10 万+");
    expect(formatFigure("zh", "15,000")).toBe("1.5 万");
    expect(formatFigure("zh", "5,000")).toBe("5,000");
  });

  it("formats percentages and money per language", () => {
    expect(plain(formatFigure("de", "98.7%"))).toBe("98,7 %");
    expect(formatFigure("zh", "98.7%")).toBe("98.7%");
    expect(plain(formatFigure("de", "+40%"))).toBe("+40 %");
    expect(plain(formatFigure("de", "$7.2M"))).toBe("7,2 Mio. $");
    expect(plain(formatFigure("de", "$14M"))).toBe("14 Mio. $");
    expect(formatFigure("zh", "$7.2M")).toBe("US$720万");
    expect(plain(formatFigure("fr", "$5,000"))).toBe("5 000 $US");
  });

  it("formats a range of percentages as one figure", () => {
    expect(plain(formatFigure("de", "30-50%"))).toBe("30–50 %");
    expect(formatFigure("zh", "30-50%")).toBe("30%–50%");
  });

  it("returns anything that is not a figure unchanged", () => {
    expect(formatFigure("de", "24/7")).toBe("24/7");
    expect(formatFigure("de", "<15 ms")).toBe("<15 ms");
    expect(formatFigure("de", "Tier 1")).toBe("Tier 1");
  });
});

describe("formatList", () => {
  it("lists names the way each language does", () => {
    const names = ["A. Chen", "B. Ortiz", "C. Lee"];
    expect(formatList("en", names)).toBe("A. Chen, B. Ortiz, and C. Lee");
    expect(formatList("de", names)).toBe("A. Chen, B. Ortiz und C. Lee");
    expect(formatList("zh", names)).toBe("A. Chen、B. Ortiz 和 C. Lee");
    expect(formatList("zh", ["张伟", "李娜"])).toBe("张伟和李娜");
    expect(formatList("fr", ["A. Chen"])).toBe("A. Chen");
  });
});
