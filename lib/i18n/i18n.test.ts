import { describe, expect, it } from "vitest";
import { translate } from "@/lib/i18n";
import { blogMessages } from "@/lib/i18n/areas/blog";
import { companyMessages } from "@/lib/i18n/areas/company";
import { formsMessages } from "@/lib/i18n/areas/forms";
import { servicesMessages } from "@/lib/i18n/areas/services";
import { siteMessages } from "@/lib/i18n/areas/site";
import { uiMessages } from "@/lib/i18n/areas/ui";
import { workMessages } from "@/lib/i18n/areas/work";
import { de } from "@/lib/i18n/de";
import { en } from "@/lib/i18n/en";
import { es } from "@/lib/i18n/es";
import { fr } from "@/lib/i18n/fr";
import { locales } from "@/lib/i18n/locales";
import { catalogues } from "@/lib/i18n/messages";
import { zh } from "@/lib/i18n/zh";

type Catalogue = Readonly<Record<string, string>>;
type Area = { en: Catalogue } & Record<string, Catalogue>;

const areas: Record<string, Area> = {
  chrome: { en, de, zh, es, fr },
  site: siteMessages,
  ui: uiMessages,
  forms: formsMessages,
  company: companyMessages,
  services: servicesMessages,
  work: workMessages,
  blog: blogMessages,
};

const placeholders = (text: string) => (text.match(/\{\w+\}/g) ?? []).sort();

describe("translate", () => {
  it("uses the catalogue's message", () => {
    expect(translate({ "nav.home": "Inicio" }, "nav.home")).toBe("Inicio");
    expect(translate(catalogues.de, "nav.home")).toBe(de["nav.home"]);
  });

  it("falls back to the key itself when the catalogue lacks it", () => {
    expect(translate({}, "nav.unknown")).toBe("nav.unknown");
    expect(translate(undefined, "nav.about")).toBe("nav.about");
  });

  it("fills placeholders and leaves unknown ones visible", () => {
    expect(translate(catalogues.en, "search.noResults", { query: "kafka" })).toBe(
      'No results found for "kafka"',
    );
    expect(translate({ "nav.home": "{a} and {b}" }, "nav.home", { a: 1 })).toBe("1 and {b}");
  });
});

describe("areas", () => {
  const areaCases = Object.entries(areas).flatMap(([name, area]) =>
    locales.map((locale) => [name, locale, area] as const),
  );

  it.each(areaCases)(
    "%s in %s gives every English key, with its placeholders",
    (_, locale, area) => {
      const messages = area[locale];
      expect(messages, locale).toBeDefined();
      for (const [key, english] of Object.entries(area.en)) {
        const text = messages?.[key];
        expect(text?.trim(), `${locale} ${key}`).toBeTruthy();
        // A translation uses English's placeholders; a lower-case variant ("{industryLower}",
        // for English grammar) may give way to its base ("{industry}").
        const own = new Set(placeholders(text ?? ""));
        const allowed = (p: string) =>
          english.includes(p) || english.includes(p.replace("}", "Lower}"));
        expect(
          [...own].filter((p) => !allowed(p)),
          `${locale} ${key}`,
        ).toEqual([]);
        const missing = placeholders(english).filter(
          (p) => !own.has(p) && !own.has(p.replace(/Lower\}$/, "}")),
        );
        expect(missing, `${locale} ${key}`).toEqual([]);
      }
      expect(
        Object.keys(messages ?? {}).filter((key) => !(key in area.en)),
        locale,
      ).toEqual([]);
    },
  );

  it("never define a key twice, and this test knows every area", () => {
    const keys = Object.values(areas).flatMap((area) => Object.keys(area.en));
    expect(keys.filter((key, index) => keys.indexOf(key) !== index)).toEqual([]);
    expect(new Set(keys)).toEqual(new Set(Object.keys(catalogues.en)));
  });
});

describe("catalogues", () => {
  it.each(locales)("%s is complete: every key, none empty", (locale) => {
    const catalogue: Catalogue = catalogues[locale] as Catalogue;
    for (const key of Object.keys(catalogues.en)) {
      expect(catalogue[key]?.trim(), `${locale} ${key}`).toBeTruthy();
    }
  });

  it.each(locales.filter((locale) => locale !== "en"))(
    "%s takes each key from its own language, not from the English beneath",
    (locale) => {
      const catalogue: Catalogue = catalogues[locale] as Catalogue;
      for (const area of Object.values(areas)) {
        for (const [key, text] of Object.entries(area[locale] ?? {})) {
          expect(catalogue[key], `${locale} ${key}`).toBe(text);
        }
      }
    },
  );
});

describe("strings sent with every page and strings fetched on demand", () => {
  it("splits the shared strings without losing or repeating one", async () => {
    const { clientMessages, onDemandMessages, isOnDemandKey } = await import("@/lib/i18n/messages");
    for (const locale of ["en", "de", "zh"] as const) {
      const eager = clientMessages(locale);
      const later = onDemandMessages(locale);
      expect(Object.keys(eager).filter((key) => key in later)).toEqual([]);
      expect(Object.keys(later).every(isOnDemandKey)).toBe(true);
      expect(Object.keys(later).length).toBeGreaterThan(50);
    }
  });

  it("keeps what the always-present islands show at once in every page", async () => {
    const { clientMessages } = await import("@/lib/i18n/messages");
    const eager = clientMessages("de");
    for (const key of [
      "search.open",
      "chat.open",
      "chat.close",
      "nav.home",
      "forms.newsletter.subject",
    ])
      expect(eager).toHaveProperty([key]);
    for (const key of ["search.placeholder", "chat.greeting", "dialog.close", "forms.retry"])
      expect(eager).not.toHaveProperty([key]);
  });
});
