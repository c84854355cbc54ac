import { describe, expect, it } from "vitest";
import { catalogues } from "@/lib/i18n/messages";
import { formatMoney, moneyParts, parseMoney, type Money } from "@/lib/money";
import { defaultLocale, locales, type Locale } from "@/lib/i18n/locales";

/* The same amount reads alike in a card, a stat and a salary: each goes through these. */
const write = (locale: Locale, money: Money) =>
  formatMoney(locale, money, catalogues[locale][`money.${money.currency}`] ?? "")
    // Intl joins with no-break spaces (narrow ones in French): compared here as plain spaces.
    .replace(/[\u00a0\u202f]/g, " ");

describe("money", () => {
  const fraud: Money = { min: 7.2e6, currency: "USD", precision: 2 };
  const band: Money = { min: 185000, max: 235000, currency: "USD" };

  it("writes a shortened amount in each edition's prose notation", () => {
    expect(write("en", fraud)).toBe("$7.2M");
    expect(write("de", fraud)).toBe("7,2 Mio. US-Dollar");
    expect(write("es", fraud)).toBe("7,2 millones de dólares");
    expect(write("fr", fraud)).toBe("7,2 millions de dollars");
    expect(write("zh", fraud)).toBe("720 万美元");
  });

  it("writes a range once with Intl's formatRange, Chinese in 万 with an en dash", () => {
    expect(write("en", band)).toBe("$185,000 – $235,000");
    expect(write("de", band)).toBe("185.000–235.000 US-Dollar");
    expect(write("zh", band)).toBe("18.5 万–23.5 万美元");
    expect(write("zh", { min: 48, max: 55, currency: "USD" })).toBe("48–55 美元");
    expect(write("zh", { min: 70000, max: 88000, currency: "GBP" })).toBe("7 万–8.8 万英镑");
  });

  it("never leaves US notation in another edition", () => {
    for (const locale of locales.filter((locale) => locale !== defaultLocale))
      for (const money of [fraud, band]) expect(write(locale, money)).not.toMatch(/\$|\d,\d{3}/);
  });

  it("reads figures written in English", () => {
    expect(parseMoney("$7.2M")).toEqual(fraud);
    expect(parseMoney("£70,000")).toEqual({ min: 70000, currency: "GBP" });
    expect(parseMoney("87%")).toBeUndefined();
    expect(moneyParts("de", band).scale).toBe("none");
  });
});
