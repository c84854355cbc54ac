import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { pagePayloadOf, removeFullPayloads } from "./rsc-files.mjs";

let out;

/** A small export: files given by path and content. */
function exportWith(files) {
  out = mkdtempSync(join(tmpdir(), "rsc-files-"));
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(dirname(join(out, path)), { recursive: true });
    writeFileSync(join(out, path), content);
  }
  return out;
}

afterEach(() => {
  if (out) rmSync(out, { recursive: true, force: true });
  out = undefined;
});

const site = {
  "index.txt": "home payload",
  "__next._full.txt": "home payload",
  "__next._tree.txt": "tree",
  "blog.txt": "blog payload",
  "blog/__next._full.txt": "blog payload",
  "blog/a.txt": "article payload",
  "blog/a/__next._full.txt": "article payload",
  "blog/a/__next._tree.txt": "tree",
  "blog/a/__next.!KGVuKQ.blog.$d$slug.__PAGE__.txt": "page segment",
  "_next/static/chunks/app.js": 'fetch(`${p}/__next${s.replace(/\\//g,".")}.txt`)',
};

describe("removeFullPayloads", () => {
  it("names the page payload each copy duplicates", () => {
    expect(pagePayloadOf("/o/__next._full.txt", "/o")).toBe("/o/index.txt");
    expect(pagePayloadOf("/o/de/blog/a/__next._full.txt", "/o")).toBe("/o/de/blog/a.txt");
  });

  it("removes every copy and nothing else", () => {
    const dir = exportWith(site);
    expect(removeFullPayloads(dir)).toBe(3);
    for (const path of Object.keys(site))
      expect(existsSync(join(dir, path)), path).toBe(!path.endsWith("__next._full.txt"));
  });

  it("removes nothing when a copy differs from its page payload", () => {
    const dir = exportWith({ ...site, "blog/a/__next._full.txt": "something else" });
    expect(() => removeFullPayloads(dir)).toThrow("is not a copy of");
    expect(existsSync(join(dir, "__next._full.txt"))).toBe(true);
  });

  it("removes nothing when the client code names the _full segment", () => {
    const dir = exportWith({ ...site, "_next/static/chunks/b.js": 'get("/_full")' });
    expect(() => removeFullPayloads(dir)).toThrow("name the /_full segment");
    expect(existsSync(join(dir, "blog/__next._full.txt"))).toBe(true);
  });
});
