/// <reference types="vite/client" />
import { describe, expect, it } from "vitest";

// Importing a content module parses it with its zod schema: a bad edit fails here with zod's message.
const modules = import.meta.glob<Record<string, unknown>>(
  ["./*.ts", "!./*schema*.ts", "!./schemas.ts", "!./*.test.ts"],
  { eager: true },
);

describe("content modules", () => {
  it("all parse", () => {
    expect(Object.keys(modules).length).toBeGreaterThan(5);
    for (const [file, module] of Object.entries(modules))
      expect(Object.keys(module), file).not.toHaveLength(0);
  });
});
