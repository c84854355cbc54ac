import { describe, expect, it } from "vitest";
import { messageProblem, segmentMessage } from "@/lib/xliff/icu";
import { bodyBlocks, spliceBlocks } from "@/lib/xliff/markdown-blocks";
import { codesOf, textOf } from "@/lib/xliff/segment";

describe("segmenting for translators", () => {
  const body = [
    'A *marked* word, a [link](https://example.com) and `code` <Badge tone="new">inside</Badge>.',
    "## A heading",
    "- one **item**\n- two",
    "```ts\nconst kept = true;\n```",
  ].join("\n\n");

  it("cuts paragraphs, headings and list items, markup as codes, code blocks and anchors kept out", () => {
    const blocks = bodyBlocks(body, "mdx");
    expect(blocks.map((block) => block.path)).toEqual(["0", "1", "2.0.0", "2.1.0"]);
    expect(codesOf(blocks[0]?.segment ?? []).map((code) => code.native)).toEqual([
      "*",
      "*",
      "[",
      "](https://example.com)",
      "`code`",
      '<Badge tone="new">',
      "</Badge>",
    ]);
    expect(textOf(blocks[1]?.segment ?? [])).toBe("A heading");
    const [legal] = bodyBlocks("## Data retention {#retention}", "md");
    expect(legal && textOf(legal.segment)).toBe("Data retention");
  });

  it("puts blocks back without changing another byte", () => {
    const blocks = bodyBlocks(body, "mdx");
    const same = new Map(blocks.map((block) => [block.path, textOf(block.segment)]));
    expect(spliceBlocks(body, blocks, same)).toBe(body);
    const changed = spliceBlocks(body, blocks, new Map([["1", "Eine Überschrift"]]));
    expect(changed).toBe(body.replace("A heading", "Eine Überschrift"));
  });

  it("keeps an ICU message's syntax in codes and checks a translation's plurals", () => {
    const message = "{count, plural, one {# job} other {# jobs}} in {city}";
    expect(textOf(segmentMessage(message))).toBe(message);
    expect(
      messageProblem(message, "{count, plural, other {# 个职位}} 在 {city}", "zh"),
    ).toBeUndefined();
    expect(
      messageProblem(
        message,
        "{count, plural, one {# Job} few {# Jobs} other {# Jobs}} in {city}",
        "de",
      ),
    ).toContain("few");
    expect(
      messageProblem(message, "{count, plural, other {# Jobs} in {stadt}", "de"),
    ).toBeDefined();
  });
});
