import { describe, expect, it } from "vitest";
import type { Section } from "@/lib/answers/body";
import { questionMatcher, type Answerable } from "@/lib/answers/match";

const page = (url: string, title: string, description: string, questions?: string[]) =>
  ({ url, title, description, type: "page", ...(questions && { questions }) }) as Answerable;

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

  it("reads the sections of the pages the full text found, and names the closest", () => {
    const section: Section = {
      url: "/other#engines",
      heading: "Engines",
      text: "We watch turbine vibration to plan maintenance.",
    };
    const body = {
      sections: new Map([["/other", [section]]]),
      pages: new Map([["turbin", 1]]),
      total: 4,
    };
    const [best] = match("turbine vibration", body);
    expect(best?.item.url).toBe("/other");
    expect(best?.section).toBe(section);
    expect(match("turbine vibration")).toEqual([]);
  });
});
