import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { expect, test } from "@playwright/test";
import { translationNames } from "../lib/content/translation-names";
import { localeInfo, localePath } from "../lib/i18n/locales";
import { catalogues } from "../lib/i18n/messages";
import { metaDescription } from "../lib/metadata";
import { site } from "../lib/site";
import { sitePage } from "../lib/site-pages";
import { inlineScripts } from "../scripts/csp.mjs";
import { editionOf, sitemapPaths } from "./fixtures";

// Reads the exported HTML straight from out/ (or EXPORT_DIR), the way a crawler sees it: no browser.
const out = new URL(`../${process.env.EXPORT_DIR ?? "out"}/`, import.meta.url);
const paths = sitemapPaths();
const sitemap = readFileSync(new URL("sitemap.xml", out), "utf8");
const siteOrigin = new URL(/<loc>([^<]+)<\/loc>/.exec(sitemap)?.[1] ?? "").origin;

type Attributes = Record<string, string>;

function exportedHtml(path: string): string {
  return readFileSync(new URL(path === "/" ? "index.html" : `${path.slice(1)}.html`, out), "utf8");
}

const exported = [...new Set(paths.map((path) => editionOf(path).locale))];

/** Search engines show about 160 Latin characters; a CJK character is about two wide. */
function displayLength(text: string): number {
  return [...text].reduce(
    (sum, char) => sum + (/[\u3000-\u9fff\uff00-\uffef]/.test(char) ? 2 : 1),
    0,
  );
}

/** Whether a URL path of the site resolves to a file of the export (clean URLs, like the host). */
const resolved = new Map<string, boolean>();
function resolves(pathname: string): boolean {
  let found = resolved.get(pathname);
  if (found === undefined) {
    const file = decodeURIComponent(pathname).replace(/^\//, "");
    found =
      [file, `${file}.html`, `${file}/index.html`].some(
        (candidate) => candidate !== "" && existsSync(new URL(candidate, out)),
      ) || pathname === "/";
    resolved.set(pathname, found);
  }
  return found;
}

/** The ids of the icons in the exported sprite (app/icons.svg/route.ts). */
let symbols: Set<string> | undefined;
function spriteSymbols(): Set<string> {
  symbols ??= new Set(
    [...readFileSync(new URL("icons.svg", out), "utf8").matchAll(/<symbol id="([^"]+)"/g)].map(
      (match) => match[1] ?? "",
    ),
  );
  return symbols;
}

/** The text of `<main>` in blocks (one per element), without code, scripts or styles. */
function mainTextBlocks(html: string): string[] {
  const main = /<main\b[^>]*>([\s\S]*?)<\/main>/.exec(html)?.[1] ?? "";
  return decode(
    main
      .replace(/<(pre|code|script|style|svg)\b[\s\S]*?<\/\1>/g, "\n")
      .replace(/<!--[\s\S]*?-->/g, "")
      .replace(/<[^>]+>/g, "\n"),
  )
    .split("\n")
    .map((block) => block.replace(/\s+/g, " ").trim())
    .filter(Boolean);
}

const messageKeys = new Set(Object.keys(catalogues.en));

/** Interface strings shown as their catalogue key: an island was not handed its strings. */
function rawKeys(html: string): string[] {
  const body = /<body\b[^>]*>([\s\S]*)<\/body>/.exec(html)?.[1] ?? "";
  const attributes = [...body.matchAll(/\b(?:aria-label|placeholder|title|alt)="([^"]*)"/g)];
  const text = decode(
    `${body.replace(/<(script|style|svg)\b[\s\S]*?<\/\1>/g, " ").replace(/<[^>]+>/g, " ")} ${attributes.map((m) => m[1]).join(" ")}`,
  );
  return [...new Set(text.split(/\s+/).filter((word) => messageKeys.has(word)))];
}

/** Words that make a block of text an English sentence rather than a name or an address. */
const englishWords =
  /\b(the|and|to|of|for|with|your|our|we|you|is|are|in|on|by|from|this|that|more|all|read|view|learn|about)\b/i;

/**
 * Sentences of the English page left untranslated in an edition's `<main>`: blocks of three
 * words or more with an English function word, once the allow-listed names are taken out
 * (addresses, people, products and journals stay as they are).
 */
function englishLeftovers(path: string): string[] {
  const { locale, path: english } = editionOf(path);
  if (locale === "en") return [];
  const translated = new Set(mainTextBlocks(exportedHtml(path)));
  return mainTextBlocks(exportedHtml(english)).filter((block) => {
    if (!translated.has(block)) return false;
    const rest = [...translationNames]
      .sort((a, b) => b.length - a.length) // a whole name before a shorter one inside it
      .reduce((text, name) => text.split(name).join(" "), block);
    return (
      rest.split(/\s+/).filter((word) => /[a-z]{2}/i.test(word)).length >= 3 &&
      englishWords.test(rest)
    );
  });
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
        (name ?? "").toLowerCase(),
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

/**
 * Width and height from a JPEG's start-of-frame segment; undefined unless it is a whole JPEG (its
 * start and end markers).
 */
function jpegSize(file: Buffer): { width: number; height: number } | undefined {
  if (file.readUInt16BE(0) !== 0xffd8 || file.readUInt16BE(file.length - 2) !== 0xffd9)
    return undefined;
  let at = 2;
  while (at + 9 < file.length && file[at] === 0xff) {
    const marker = file[at + 1] ?? 0;
    // SOF0–SOF15, but DHT (C4), JPG (C8) and DAC (CC), which share the range.
    if (marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker))
      return { height: file.readUInt16BE(at + 5), width: file.readUInt16BE(at + 7) };
    at += 2 + file.readUInt16BE(at + 2);
  }
  return undefined;
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
    test(`${path}: served, in its language, with title, description, alternates, CSP, links`, async ({
      request,
    }) => {
      const response = await request.get(path);
      expect(response.status(), `HTTP status of ${path}`).toBe(200);
      const html = await response.text();
      expect(html, "the served page is the exported file").toBe(exportedHtml(path));
      const head = /<head>([\s\S]*?)<\/head>/.exec(html)?.[1] ?? "";

      const titles = [...head.matchAll(/<title>([^<]*)<\/title>/g)].map((m) => m[1]);
      expect(titles, "one <title>").toHaveLength(1);
      expect(titles[0]?.trim(), "title").not.toBe("");

      const { locale, path: englishPath } = editionOf(path);
      expect(/<html\b[^>]*\blang="([^"]+)"/.exec(html)?.[1], "html lang").toBe(
        localeInfo[locale].tag,
      );

      const descriptions = metaContents(head, "description");
      expect(descriptions, "one meta description").toHaveLength(1);
      const description = descriptions[0] ?? "";
      const length = displayLength(description);
      expect(length, `description length: "${description}"`).toBeGreaterThanOrEqual(50);
      expect(length, `description length: "${description}"`).toBeLessThanOrEqual(160);

      // Title and description are the page's entry in the registry (lib/pages.ts), no other copy.
      const entry = sitePage(locale, englishPath);
      expect(entry, `${englishPath} has an entry in the registry`).toBeDefined();
      const registryTitle = englishPath === "/" ? entry?.title : `${entry?.title} | ${site.name}`;
      expect(decode(titles[0] ?? ""), "title from the registry").toBe(registryTitle);
      expect(description, "description from the registry").toBe(
        metaDescription(entry?.description ?? ""),
      );

      const canonicals = tags(head, "link").filter((link) => link.rel === "canonical");
      expect(canonicals, "one canonical link").toHaveLength(1);
      const canonical = canonicals[0]?.href ?? "";
      expect(canonical, "canonical is absolute").toMatch(/^https?:\/\//);
      // Next writes the home page's canonical without its trailing slash: the same URL.
      expect(new URL(canonical).href, "canonical").toBe(`${siteOrigin}${path}`);

      // hreflang: the page in every exported edition, and English as x-default.
      const alternates = Object.fromEntries(
        tags(head, "link")
          .filter((link) => link.rel === "alternate" && link.hreflang)
          .map((link) => [link.hreflang ?? "", link.href ?? ""]),
      );
      for (const other of exported)
        expect(new URL(alternates[localeInfo[other].tag] ?? "").href, `hreflang ${other}`).toBe(
          new URL(`${siteOrigin}${localePath(other, englishPath)}`).href,
        );
      expect(new URL(alternates["x-default"] ?? "").href, "hreflang x-default").toBe(
        new URL(`${siteOrigin}${englishPath}`).href,
      );
      expect(metaContents(head, "og:locale"), "og:locale").toEqual([localeInfo[locale].og]);

      for (const key of ["og:image", "twitter:image"]) {
        const urls = metaContents(head, key);
        expect(urls, `one ${key}`).toHaveLength(1);
        const url = urls[0] ?? "";
        expect(url, `${key} is absolute on the site`).toMatch(new RegExp(`^${siteOrigin}/`));
        const file = new URL(`.${new URL(url).pathname}`, out);
        expect(existsSync(file), `${key} file ${file.pathname}`).toBe(true);
        expect(jpegSize(readFileSync(file)), `${key} is a 1200×630 JPEG`).toEqual({
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
      const section = /^\/(services|industries|case-studies|blog|careers)\/[^/]+$/.exec(
        englishPath,
      )?.[1];
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
          [1, `${siteOrigin}${localePath(locale, "/")}`],
          [2, `${siteOrigin}${localePath(locale, `/${section}`)}`],
          [3, `${siteOrigin}${path}`],
        ]);
        expect(items.at(-1)?.name, "the last crumb names the page").toBeTruthy();
      }

      // Every link, stylesheet, script, image and icon of the site resolves in the export, and
      // links inside an edition stay in it (the language picker's hreflang links excepted).
      const references = [
        ...html.matchAll(
          /<(?:a|link|use)\b[^>]*?\bhref="([^"]*)"|<(?:script|img)\b[^>]*?\bsrc="([^"]*)"/g,
        ),
      ].map((match) => decode(match[1] ?? match[2] ?? ""));
      const missingIcons = references
        .filter((ref) => ref.startsWith("/icons.svg#"))
        .filter((ref) => !spriteSymbols().has(ref.slice("/icons.svg#".length)));
      expect([...new Set(missingIcons)], `icons missing from the sprite on ${path}`).toEqual([]);
      const internal = references
        .map((ref) => new URL(ref, `${siteOrigin}${path}`))
        .filter((url) => url.origin === siteOrigin && url.protocol.startsWith("http"));
      const broken = internal.filter((url) => !resolves(url.pathname)).map((url) => url.pathname);
      expect([...new Set(broken)], `broken links or assets on ${path}`).toEqual([]);
      if (locale !== "en") {
        const pageLinks = tags(html, "a").filter(
          (a) =>
            !a.hreflang && (a.href ?? "").startsWith("/") && !(a.href ?? "").startsWith("/_next"),
        );
        const strays = pageLinks
          .map((a) => a.href ?? "")
          .filter(
            (href) => editionOf(href).locale !== locale && !/\.(xml|json|png|svg|pdf)$/.test(href),
          );
        expect([...new Set(strays)], `links leaving the ${locale} edition on ${path}`).toEqual([]);
      }
      expect(englishLeftovers(path), `English text left in <main> of ${path}`).toEqual([]);
      expect(rawKeys(html), `catalogue keys shown instead of text on ${path}`).toEqual([]);

      // A strict Content-Security-Policy that allows exactly this page's inline scripts.
      const policy =
        tags(head, "meta").find((meta) => meta["http-equiv"] === "Content-Security-Policy")
          ?.content ?? "";
      const scriptSrc = policy.split("; ").find((d) => d.startsWith("script-src")) ?? "";
      expect(scriptSrc, "CSP script-src").toMatch(/^script-src 'self'/);
      expect(scriptSrc, "CSP script-src").not.toMatch(/'unsafe-(inline|eval)'/);
      const withoutPolicy = html.replace(/<meta http-equiv="Content-Security-Policy"[^>]*>/i, "");
      for (const body of inlineScripts(withoutPolicy)) {
        const hash = createHash("sha256").update(body, "utf8").digest("base64");
        expect(scriptSrc, `inline script ${body.slice(0, 60)} is hashed`).toContain(
          `'sha256-${hash}'`,
        );
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

  test("every page has its own title in its edition", () => {
    const titles = paths.map(
      (path) =>
        `${editionOf(path).locale} ${/<title>([^<]*)<\/title>/.exec(exportedHtml(path))?.[1]}`,
    );
    const seen = new Set<string>();
    const repeated: string[] = [];
    for (const title of titles)
      if (seen.has(title)) repeated.push(title);
      else seen.add(title);
    expect(repeated).toEqual([]);
  });

  test("the sitemap lists every page in every edition, each with its alternates", () => {
    const english = paths.filter((path) => editionOf(path).locale === "en");
    for (const locale of exported)
      expect(
        paths.filter((path) => editionOf(path).locale === locale).map((p) => editionOf(p).path),
        `${locale} pages`,
      ).toEqual(english);
    const entries = sitemap.split("<url>").slice(1);
    for (const entry of entries)
      expect(
        [...entry.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)"/g)].map((m) => m[1]),
      ).toHaveLength(exported.length + 1);
  });
});
