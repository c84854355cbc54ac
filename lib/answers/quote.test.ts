import { describe, expect, it } from "vitest";
import type { Section } from "@/lib/answers/body";
import { bestSection, quote } from "@/lib/answers/quote";
import { words } from "@/lib/text/words";

const section = (text: string, heading = "A heading"): Section => ({
  url: "/page#a",
  heading,
  text,
});

describe("quote", () => {
  const text =
    "Intro line. NGO Lab is our free program for nonprofits. We pick projects each quarter. Teams keep the code. Then more text follows here.";

  it("quotes whole sentences from the one holding most of the question's words", () => {
    expect(quote(section(text), words("free program for nonprofits", "en"), "en")).toBe(
      "NGO Lab is our free program for nonprofits. We pick projects each quarter. Teams keep the code.",
    );
  });

  it("reads Chinese sentences too", () => {
    expect(
      quote(
        section("前言。我们为非营利组织免费开发。每季度评选。"),
        words("免费开发", "zh"),
        "zh",
        undefined,
        2,
      ),
    ).toBe("我们为非营利组织免费开发。每季度评选。");
  });
});

describe("bestSection", () => {
  it("picks the section that holds most of the question, else the first that says something", () => {
    const label = section("Core service", "Eyebrow");
    const a = section("Pricing is on request, scoped to each project.", "Prices");
    const b = section("We watch turbine vibration to plan maintenance.", "Engines");
    expect(bestSection([label, a, b], words("turbine vibration", "en"), "en")).toBe(b);
    expect(bestSection([label, a, b], words("weather", "en"), "en")).toBe(a);
  });
});
