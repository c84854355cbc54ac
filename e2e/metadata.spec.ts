import { existsSync, readFileSync } from "node:fs";
import { expect, test } from "@playwright/test";
import { sitemapPaths } from "./fixtures";

// Reads the exported HTML straight from out/ (or EXPORT_DIR), the way a crawler sees it: no browser.
const out = new URL(`../${process.env.EXPORT_DIR ?? "out"}/`, import.meta.url);
const paths = sitemapPaths();
const sitemap = readFileSync(new URL("sitemap.xml", out), "utf8");
const siteOrigin = new URL(/<loc>([^<]+)<\/loc>/.exec(sitemap)?.[1] ?? "").origin;

type Attributes = Record<string, string>;

function exportedHtml(path: string): string {
  return readFileSync(new URL(path === "/" ? "index.html" : `${path.slice(1)}.html`, out), "utf8");
}

function decode(text: string): string {
  return text
    .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCodePoint(Number(code)))
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
}

/** The attributes of every `<tag …>` in `html`. */
function tags(html: string, tag: "meta" | "link" | "a"): Attributes[] {
  return [...html.matchAll(new RegExp(`<${tag}\\b([^>]*)>`, "g"))].map((match) =>
    Object.fromEntries(
      [...(match[1] ?? "").matchAll(/([\w:-]+)="([^"]*)"/g)].map(([, name, value]) => [
        name ?? "",
        decode(value ?? ""),
      ]),
    ),
  );
}

function metaContents(head: string, key: string): string[] {
  return tags(head, "meta")
    .filter((meta) => meta.property === key || meta.name === key)
    .map((meta) => meta.content ?? "");
}

/** Width and height from a PNG's IHDR chunk; undefined unless it is a whole PNG (through IEND). */
function pngSize(file: Buffer): { width: number; height: number } | undefined {
  const signature = "89504e470d0a1a0a";
  if (file.subarray(0, 8).toString("hex") !== signature) return undefined;
  if (file.subarray(12, 16).toString("ascii") !== "IHDR") return undefined;
  if (file.subarray(-8, -4).toString("ascii") !== "IEND") return undefined;
  return { width: file.readUInt32BE(16), height: file.readUInt32BE(20) };
}

/** Every JSON-LD node must name its type; a top-level node (or an @graph wrapper) its context. */
function jsonLdProblems(data: unknown): string[] {
  const roots: unknown[] = Array.isArray(data) ? data : [data];
  return roots.flatMap((root) => {
    if (!isObject(root)) return ["not an object"];
    const problems = root["@context"] ? [] : ["missing @context"];
    const graph = root["@graph"];
    const nodes: unknown[] = Array.isArray(graph) ? graph : [root];
    for (const node of nodes) if (!isObject(node) || !node["@type"]) problems.push("missing @type");
    return problems;
  });
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null;
}

test.describe("page metadata in the exported HTML", () => {
  for (const path of paths) {
    test(`${path}: title, description, canonical, social image, JSON-LD`, () => {
      const html = exportedHtml(path);
      const head = /<head>([\s\S]*?)<\/head>/.exec(html)?.[1] ?? "";

      const titles = [...head.matchAll(/<title>([^<]*)<\/title>/g)].map((m) => m[1]);
      expect(titles, "one <title>").toHaveLength(1);
      expect(titles[0]?.trim(), "title").not.toBe("");

      const descriptions = metaContents(head, "description");
      expect(descriptions, "one meta description").toHaveLength(1);
      const description = descriptions[0] ?? "";
      expect(description.length, `description length: "${description}"`).toBeGreaterThanOrEqual(50);
      expect(description.length, `description length: "${description}"`).toBeLessThanOrEqual(160);

      const canonicals = tags(head, "link").filter((link) => link.rel === "canonical");
      expect(canonicals, "one canonical link").toHaveLength(1);
      const canonical = canonicals[0]?.href ?? "";
      expect(canonical, "canonical is absolute").toMatch(/^https?:\/\//);
      // Next writes the home page's canonical without its trailing slash: the same URL.
      expect(new URL(canonical).href, "canonical").toBe(`${siteOrigin}${path}`);

      for (const key of ["og:image", "twitter:image"]) {
        const urls = metaContents(head, key);
        expect(urls, `one ${key}`).toHaveLength(1);
        const url = urls[0] ?? "";
        expect(url, `${key} is absolute on the site`).toMatch(new RegExp(`^${siteOrigin}/`));
        const file = new URL(`.${new URL(url).pathname}`, out);
        expect(existsSync(file), `${key} file ${file.pathname}`).toBe(true);
        expect(pngSize(readFileSync(file)), `${key} is a 1200×630 PNG`).toEqual({
          width: 1200,
          height: 630,
        });
      }
      expect(metaContents(head, "og:image:width")).toEqual(["1200"]);
      expect(metaContents(head, "og:image:height")).toEqual(["630"]);
      expect(metaContents(head, "og:image:alt")[0], "og:image:alt").toBeTruthy();

      const scripts = [
        ...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g),
      ];
      const jsonLd: unknown[] = [];
      for (const [, json] of scripts) {
        let data: unknown;
        expect(() => (data = JSON.parse(json ?? "")), "JSON-LD parses").not.toThrow();
        expect(jsonLdProblems(data), `JSON-LD ${json?.slice(0, 80)}`).toEqual([]);
        jsonLd.push(...(Array.isArray(data) ? data : [data]));
      }

      // A page below a section is placed in it for search engines: Home › section › the page.
      const section = /^\/(services|industries|case-studies|blog|careers)\/[^/]+$/.exec(path)?.[1];
      if (section) {
        const breadcrumbs = jsonLd.filter(
          (node) => isObject(node) && node["@type"] === "BreadcrumbList",
        );
        expect(breadcrumbs, "one BreadcrumbList").toHaveLength(1);
        const items = (breadcrumbs[0] as { itemListElement: Record<string, unknown>[] })
          .itemListElement;
        expect(
          items.map((item) => [item.position, item.item]),
          "breadcrumb positions and URLs",
        ).toEqual([
          [1, `${siteOrigin}/`],
          [2, `${siteOrigin}/${section}`],
          [3, `${siteOrigin}${path}`],
        ]);
        expect(items.at(-1)?.name, "the last crumb names the page").toBeTruthy();
      }

      // Links off the site neither expose window.opener nor leak the page address.
      const external = tags(html, "a").filter(
        (a) => /^https?:\/\//.test(a.href ?? "") && new URL(a.href ?? "").origin !== siteOrigin,
      );
      for (const link of external) {
        const rel = (link.rel ?? "").split(/\s+/);
        expect(rel, `rel of ${link.href}`).toEqual(
          expect.arrayContaining(["noopener", "noreferrer"]),
        );
      }
    });
  }

  test("every page has its own title", () => {
    const titles = paths.map((path) => /<title>([^<]*)<\/title>/.exec(exportedHtml(path))?.[1]);
    const repeated = titles.filter((title, index) => titles.indexOf(title) !== index);
    expect(repeated).toEqual([]);
  });
});
