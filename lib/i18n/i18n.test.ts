import { describe, expect, it } from "vitest";
import { formatMessage, localeInfo, translate } from "@/lib/i18n";
import { locales, type Locale } from "@/lib/i18n/locales";
import { catalogues, languageOffers, readMessages } from "@/lib/i18n/messages";
import { moneyValueNames } from "@/lib/money";

/** The value names a message uses: `{name}` and `{count, plural, …}` alike. */
const names = (text: string) =>
  [...new Set([...text.matchAll(/\{(\w+)[,}]/g)].map((m) => m[1]))].sort();

/** Whether every `{` of a message is closed. */
const balanced = (text: string) =>
  [...text].reduce(
    (depth, char) => (depth < 0 ? depth : depth + (char === "{" ? 1 : char === "}" ? -1 : 0)),
    0,
  ) === 0;

describe("translate", () => {
  it("uses the catalogue's message", () => {
    expect(translate({ "nav.home": "Inicio" }, "nav.home")).toBe("Inicio");
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

describe("plurals", () => {
  const count = (locale: (typeof locales)[number], key: "blog.count.all", n: number) =>
    translate(catalogues[locale], key, { count: n, total: 8 }, localeInfo[locale].intl);

  it.each(locales)("%s says 0, 1 and many articles as its grammar wants", (locale) => {
    const [zero, one, many] = [0, 1, 12].map((n) => count(locale, "blog.count.all", n));
    expect(new Set([zero, one, many]).size, locale).toBeGreaterThan(locale === "zh" ? 1 : 2);
    for (const text of [zero, one, many]) expect(text).not.toMatch(/[{}#]/);
    expect(many).toContain("12");
  });

  it("reads well in English, German, French, Spanish and Chinese", () => {
    expect(count("en", "blog.count.all", 1)).toBe("1 article");
    expect(count("en", "blog.count.all", 3)).toBe("3 articles");
    expect(translate(catalogues.de, "work.jobs.matching", { shown: 1, total: 8 }, "de-DE")).toBe(
      "1 von 8 Stellen passt",
    );
    expect(translate(catalogues.de, "work.jobs.matching", { shown: 3, total: 8 }, "de-DE")).toBe(
      "3 von 8 Stellen passen",
    );
    expect(count("fr", "blog.count.all", 0)).toBe("Aucun article");
    // French counts 0 with the singular.
    expect(translate(catalogues.fr, "blog.resources.pages", { count: 0 }, "fr-FR")).toBe("0 page");
    expect(count("es", "blog.count.all", 1)).toMatch(/^1 artículo$/);
    expect(count("zh", "blog.count.all", 2)).toContain("2");
  });

  it("writes the count in the language's notation and picks =N first", () => {
    const message = "{n, plural, =0 {none} one {# thing} other {# things}}";
    expect(formatMessage(message, { n: 0 }, "en-US")).toBe("none");
    expect(formatMessage(message, { n: 1500 }, "en-US")).toBe("1,500 things");
    expect(formatMessage(message, { n: 1500 }, "de-DE")).toBe("1.500 things");
  });
});

describe("select", () => {
  const message =
    "{gender, select, feminine {Sobre la autora} masculine {Sobre el autor} other {Sobre quien escribe}}";

  it("picks the option named by the value, else other", () => {
    expect(formatMessage(message, { gender: "feminine" }, "es-ES")).toBe("Sobre la autora");
    expect(formatMessage(message, { gender: "masculine" }, "es-ES")).toBe("Sobre el autor");
    expect(formatMessage(message, { gender: "neutral" }, "es-ES")).toBe("Sobre quien escribe");
  });

  it("fills values and plurals inside the chosen option", () => {
    const nested =
      "{g, select, feminine {{n, plural, one {# autora} other {# autoras}} de {who}} other {x}}";
    expect(formatMessage(nested, { g: "feminine", n: 2, who: "Ana" }, "es-ES")).toBe(
      "2 autoras de Ana",
    );
  });
});

describe("message files", () => {
  const english = readMessages("en");

  it.each(locales.filter((locale) => locale !== "en"))(
    "%s holds only English's keys, each with English's values and closed braces",
    (locale) => {
      const problems: string[] = [];
      for (const [key, text] of Object.entries(readMessages(locale))) {
        const source = english[key as keyof typeof english];
        if (source === undefined) problems.push(`${key}: not an English key`);
        else if (!text?.trim()) problems.push(`${key}: empty`);
        else if (!balanced(text)) problems.push(`${key}: unclosed brace`);
        else {
          // A money message may use any of the values the code offers it, whichever English uses;
          // a name offered in its in-sentence form ("industryInSentence") is offered bare too.
          const offered = key.startsWith("money.") ? [...moneyValueNames] : names(source);
          const extra = names(text).filter(
            (name) => !offered.includes(name) && !offered.includes(`${name}InSentence`),
          );
          if (extra.length > 0) problems.push(`${key}: unknown values ${extra.join(", ")}`);
        }
      }
      expect(problems).toEqual([]);
    },
  );

  it("English gives every key it defines a text", () => {
    for (const [key, text] of Object.entries(english)) expect(text?.trim(), key).toBeTruthy();
  });
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

describe("the language suggestion's words", () => {
  it("are each offered language's own, never the page's language", () => {
    for (const page of locales) {
      const offers = languageOffers(page);
      expect(Object.keys(offers)).not.toContain(page);
      for (const [edition, words] of Object.entries(offers)) {
        expect(words?.text).toBe(readMessages(edition as Locale)["language.offer"]);
        if (edition !== "en") expect(words?.text).not.toBe(readMessages("en")["language.offer"]);
      }
    }
  });
});
