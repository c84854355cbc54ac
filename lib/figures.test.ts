import { describe, expect, it } from "vitest";
import { authorName } from "@/lib/authors";
import { figureIn, formatMoneyIn, formatSalary } from "@/lib/figures";
import { i18nFor } from "@/lib/i18n/messages";
import { locales } from "@/lib/i18n/locales";

const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, " ");

describe("salaries, figures and people in each edition", () => {
  const architect = {
    min: 175000,
    max: 215000,
    currency: "USD",
    period: "year",
    note: "plus-variable",
  } as const;

  it("writes a salary with its period and note in the edition's words", () => {
    expect(formatSalary("en", architect)).toBe("$175,000 – $215,000 base plus variable");
    expect(plain(formatSalary("de", architect))).toBe(
      "Grundgehalt 175.000–215.000 US-Dollar plus variable Vergütung",
    );
    expect(formatSalary("zh", { min: 95, max: 120, currency: "USD", period: "hour" })).toBe(
      "每小时 95–120 美元",
    );
  });

  it("writes a money figure as the same amount in a sentence would", () => {
    for (const locale of locales)
      expect(figureIn(locale, "$7.2M")).toBe(
        formatMoneyIn(locale, { min: 7.2e6, currency: "USD", precision: 2 }),
      );
  });

  it("agrees the author heading with the author", () => {
    const heading = (locale: "es" | "fr" | "de", gender: string) =>
      i18nFor(locale).t("blog.author.title", { gender });
    expect(heading("es", "feminine")).toBe("Sobre la autora");
    expect(heading("es", "masculine")).toBe("Sobre el autor");
    expect(heading("fr", "feminine")).toBe("À propos de l’autrice");
    expect(heading("de", "neutral")).not.toMatch(/[{}]/);
  });

  it("puts an honorific where the edition writes it", () => {
    expect(authorName("es", { name: "Lena Fischer", honorific: "Dra." })).toBe("Dra. Lena Fischer");
    expect(authorName("zh", { name: "Lena Fischer", honorific: "博士" })).toBe("Lena Fischer 博士");
    expect(authorName("en", { name: "Maya Okafor" })).toBe("Maya Okafor");
  });

  it("titles a job without doubled brackets", () => {
    for (const locale of locales) {
      const title = i18nFor(locale).t("work.job.metaTitle", {
        title: "Senior ML Engineer (m/w/d)",
        location: "San Francisco",
      });
      expect(title, locale).not.toMatch(/[)）]\s*[(（]/);
    }
  });
});
