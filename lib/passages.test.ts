import { describe, expect, it } from "vitest";
import { excerptParts, sentencesAround } from "@/lib/passages";

describe("excerptParts", () => {
  it("marks the matched words and decodes the rest as text, never as HTML", () => {
    expect(excerptParts("a <mark>Kafka</mark> &amp; <b>x</b>")).toEqual([
      { text: "a ", marked: false },
      { text: "Kafka", marked: true },
      { text: " & <b>x</b>", marked: false },
    ]);
  });
});

describe("sentencesAround", () => {
  const content =
    "Intro line. NGO Lab is our free program for nonprofits. We pick projects each quarter. Teams keep the code. Then more text follows here.";

  it("quotes up to three whole sentences from the one the excerpt starts in", () => {
    expect(sentencesAround(content, "our free program for <mark>nonprofits.</mark> We pick")).toBe(
      "NGO Lab is our free program for nonprofits. We pick projects each quarter. Teams keep the code.",
    );
  });

  it("reads Chinese sentences too, and falls back to the excerpt when it is not found", () => {
    expect(
      sentencesAround(
        "前言。我们为非营利组织免费开发。每季度评选。其余。",
        "为<mark>非营利</mark>组织",
        2,
      ),
    ).toBe("我们为非营利组织免费开发。每季度评选。");
    expect(sentencesAround(content, "not <mark>there</mark>")).toBe("not there");
  });
});
