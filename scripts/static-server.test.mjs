import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { nearestNotFound } from "./static-server.mjs";

describe("nearestNotFound", () => {
  const root = mkdtempSync(join(tmpdir(), "export-"));
  mkdirSync(join(root, "fr", "blog"), { recursive: true });
  for (const file of ["404.html", "index.html", "fr.html", "fr/404.html", "fr/blog/a.html"])
    writeFileSync(join(root, file), "");

  it("finds the edition's not-found page for a path it does not have", () => {
    expect(nearestNotFound(root, "/fr/nope")).toBe("/fr/404");
    expect(nearestNotFound(root, "/fr/blog/missing?x=1")).toBe("/fr/404");
  });

  it("leaves existing pages and the root's own 404 to the server", () => {
    expect(nearestNotFound(root, "/fr")).toBeUndefined();
    expect(nearestNotFound(root, "/fr/blog/a")).toBeUndefined();
    expect(nearestNotFound(root, "/nope")).toBeUndefined();
    expect(nearestNotFound(root, "/fr/blog/")).toBeUndefined();
  });
});
