/// <reference types="vite/client" />
import { describe, expect, it } from "vitest";

// Importing a page module parses it with its zod schema, so a bad edit fails here with the message.
const modules = import.meta.glob<Record<string, unknown>>(
  ["./*.ts", "!./schema.ts", "!./*.test.ts"],
  {
    eager: true,
  },
);

describe("service page content", () => {
  it("parses every page module", () => {
    expect(Object.keys(modules).length).toBeGreaterThan(0);
    for (const [file, module] of Object.entries(modules)) {
      expect(Object.keys(module), file).not.toHaveLength(0);
    }
  });
});
