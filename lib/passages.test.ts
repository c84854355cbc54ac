import { describe, expect, it } from "vitest";
import { excerptParts } from "@/lib/passages";

describe("excerptParts", () => {
  it("marks the matched words and decodes the rest as text, never as HTML", () => {
    expect(excerptParts("a <mark>Kafka</mark> &amp; <b>x</b>")).toEqual([
      { text: "a ", marked: false },
      { text: "Kafka", marked: true },
      { text: " & <b>x</b>", marked: false },
    ]);
  });
});
