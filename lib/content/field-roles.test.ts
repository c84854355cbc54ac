import { z } from "zod";
import { describe, expect, it } from "vitest";
import { changedCopy, fact, localizable } from "@/lib/content/field-roles";

describe("what makes a translation stale", () => {
  const schema = z.object({
    title: z.string(),
    order: fact(z.number()),
    alt: localizable(z.string()).optional(),
  });
  const before = { title: "Banking", order: 1, alt: "A trading floor" };

  it("is a change in the English copy", () => {
    expect(changedCopy(schema, before, { ...before, title: "Banking & Fintech" })).toEqual([
      ["title"],
    ]);
  });

  it("is not a fact, nor a localizable field a language gives only where it needs one", () => {
    expect(changedCopy(schema, before, { ...before, order: 2 })).toEqual([]);
    expect(changedCopy(schema, before, { ...before, alt: "A bank's trading floor" })).toEqual([]);
    expect(changedCopy(schema, { title: "Banking" }, before)).toEqual([]);
  });
});
