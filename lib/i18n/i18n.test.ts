import { describe, expect, it } from "vitest";
import { en, isLanguage, languages, loadMessages, translate } from "@/lib/i18n";

describe("translate", () => {
  it("uses the chosen language's message", () => {
    expect(translate({ "nav.home": "Inicio" }, "nav.home")).toBe("Inicio");
  });

  it("falls back to English when the language lacks the key", () => {
    expect(translate({}, "nav.about")).toBe(en["nav.about"]);
    expect(translate(undefined, "nav.about")).toBe(en["nav.about"]);
  });

  it("falls back to the key itself when English lacks it too", () => {
    expect(translate({}, "nav.unknown")).toBe("nav.unknown");
  });

  it("fills placeholders and leaves unknown ones visible", () => {
    expect(translate(en, "search.noResults", { query: "kafka" })).toBe(
      'No results found for "kafka"',
    );
    expect(translate({ "nav.home": "{a} and {b}" }, "nav.home", { a: 1 })).toBe("1 and {b}");
  });
});

describe("languages", () => {
  it("offers exactly en, es, fr, de and zh with their own names", () => {
    expect(languages.map((l) => `${l.code} ${l.label}`)).toEqual([
      "en English",
      "es Español",
      "fr Français",
      "de Deutsch",
      "zh 中文",
    ]);
    expect(isLanguage("fr")).toBe(true);
    expect(isLanguage("it")).toBe(false);
    expect(isLanguage(null)).toBe(false);
  });

  it.each(languages.map((l) => l.code))(
    "%s translates every chrome key and keeps placeholders",
    async (code) => {
      const messages = await loadMessages(code);
      for (const [key, english] of Object.entries(en)) {
        const text = (messages as Record<string, string>)[key];
        expect(text, `${code} ${key}`).toBeTruthy();
        const placeholders = (s: string) => (s.match(/\{\w+\}/g) ?? []).sort();
        expect(placeholders(text ?? ""), `${code} ${key}`).toEqual(placeholders(english));
      }
    },
  );
});
