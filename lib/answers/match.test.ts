import { describe, expect, it } from "vitest";
import { replyTo } from "@/lib/answers/answer";
import { questionMatcher, type Answerable } from "@/lib/answers/match";
import { words } from "@/lib/answers/words";

const page = (url: string, title: string, description: string, questions?: string[]) =>
  ({ url, title, description, type: "page", ...(questions && { questions }) }) as Answerable;

describe("words", () => {
  it("folds case and accents, drops each language's stop words, stems", () => {
    expect(words("Où sont les Données ?", "fr")).toEqual(words("donnee", "fr"));
    expect(words("Stellen", "de")).toEqual(words("Stelle", "de"));
    expect(words("openings", "en")).toEqual(words("opening", "en"));
    expect(words("what is the", "en")).toEqual([]);
  });

  it("cuts Chinese into words and keeps a word the segmenter split", () => {
    const found = words("飞机发动机的预测性维护", "zh");
    expect(found).toContain("发动机");
    expect(found).not.toContain("的");
  });
});

describe("questionMatcher", () => {
  const items = [
    page("/long", "Everything", "hiring data engineers startups pricing login press partners"),
    page("/careers", "Careers", "Open positions", ["Are you hiring?"]),
    page("/startups", "AI for Startups", "MVP builds", ["Do you work with early-stage companies?"]),
    page("/other", "Other", "Something else entirely"),
  ];
  const match = questionMatcher(items, "en");

  it("prefers the page about the question to one that mentions its words", () => {
    expect(match("are you hiring?")[0]?.item.url).toBe("/careers");
  });

  it("finds a page by a question whose words the page does not use", () => {
    expect(match("early-stage company")[0]?.item.url).toBe("/startups");
  });

  it("finds nothing for a question without words", () => {
    expect(match("what is the")).toEqual([]);
  });
});

describe("replyTo", () => {
  const pricing = {
    ...page("/contact", "Contact", "Write to us", ["How much do you charge?"]),
    reply: "We do not publish prices.",
  };
  const items = [page("/careers", "Careers", "Open positions", ["Are you hiring?"]), pricing];
  const match = questionMatcher(items, "en");

  it("answers with the page about the question", () => {
    expect(replyTo("are you hiring", match("are you hiring"), [])).toMatchObject({
      kind: "page",
      url: "/careers",
    });
  });

  it("says so when the site has no answer, with the intent's own reply", () => {
    expect(replyTo("how much do you charge", match("how much do you charge"), [])).toEqual({
      kind: "none",
      reply: "We do not publish prices.",
    });
    expect(replyTo("mobile games", match("mobile games"), [])).toEqual({ kind: "none" });
  });
});
