/// <reference types="vite/client" />
import { readdirSync, readFileSync } from "node:fs";
import matter from "gray-matter";
import { describe, expect, it } from "vitest";
import { translationNames } from "@/content/translation-names";

// Each language mirrors the English content: content/<locale>/<same path> exports the same names
// with the same structure. These tests hold every translation to the English original.

const english = import.meta.glob<Record<string, unknown>>(
  [
    "./*.ts",
    "./service-pages/*.ts",
    "!./*schema*.ts",
    "!./**/schema.ts",
    "!./schemas.ts",
    "!./*.test.ts",
    "!./**/*.test.ts",
    "!./brand.ts",
    "!./site.ts",
    "!./translation-names.ts",
    "!./editions.ts",
  ],
  { eager: true },
);
const translated = import.meta.glob<Record<string, unknown>>(
  ["./*/*.ts", "./*/service-pages/*.ts", "!./service-pages/*.ts"],
  { eager: true },
);
const locales = ["de", "zh", "es", "fr"].filter((locale) =>
  Object.keys(translated).some((file) => file.startsWith(`./${locale}/`)),
);

/** Keys whose text is always copy, even a single lowercase word ("regions"). */
const copyKeys = new Set(["label", "title", "name", "description", "text", "unit"]);

/**
 * Values that are data, not copy: ids, slugs, icon names, paths, addresses, dates, and figures
 * with at most a magnitude ("$7.2M", "3.5x", "250k"); "<15 ms" is copy (units translate).
 */
function isData(text: string, key: string): boolean {
  return (
    (/^[a-z0-9]+(?:[-_.][a-z0-9]+)*$/.test(text) && !copyKeys.has(key)) ||
    /^(?:\/|#|https?:|mailto:|tel:)/.test(text) ||
    /^\S+@\S+\.\S+$/.test(text) ||
    /^\d{4}-\d{2}-\d{2}/.test(text) ||
    /^[^\p{L}]*\d[^\p{L}]*[kKMBx]?[^\p{L}]*$/u.test(text)
  );
}

/** The figures a text states, separators dropped: "1,000" and "1.000" are the same figure. */
function figures(text: string): string[] {
  return (text.match(/\d+(?:[.,\s]\d+)*/g) ?? []).map((figure) => figure.replace(/[.,\s]/g, ""));
}

type Problem = string;

function compare(en: unknown, tr: unknown, path: string, problems: Problem[], key = ""): void {
  if (Array.isArray(en)) {
    if (!Array.isArray(tr) || tr.length !== en.length)
      return void problems.push(`${path}: expected a list of ${en.length}`);
    en.forEach((item, index) => compare(item, tr[index], `${path}[${index}]`, problems, key));
    return;
  }
  if (en !== null && typeof en === "object") {
    if (tr === null || typeof tr !== "object")
      return void problems.push(`${path}: expected an object`);
    const keys = Object.keys(en).sort();
    if (keys.join() !== Object.keys(tr).sort().join())
      return void problems.push(`${path}: keys ${Object.keys(tr).sort().join()} ≠ ${keys.join()}`);
    for (const key of keys)
      compare(
        (en as Record<string, unknown>)[key],
        (tr as Record<string, unknown>)[key],
        `${path}.${key}`,
        problems,
        key,
      );
    return;
  }
  if (typeof en !== "string") {
    if (en !== tr) problems.push(`${path}: ${String(tr)} ≠ ${String(en)}`);
    return;
  }
  if (typeof tr !== "string") return void problems.push(`${path}: expected text`);
  if (isData(en, key)) {
    if (tr !== en) problems.push(`${path}: data "${tr}" ≠ "${en}"`);
    return;
  }
  if (tr === en && !translationNames.includes(en))
    problems.push(`${path}: not translated: "${en}"`);
  if (!tr.trim()) problems.push(`${path}: empty`);
  const stated = figures(tr);
  for (const figure of figures(en))
    if (!stated.includes(figure)) problems.push(`${path}: figure ${figure} missing in "${tr}"`);
}

describe.each(locales)("%s content", (locale) => {
  it("has every English module, with the same exports, structure, data and figures, all copy translated", () => {
    const problems: Problem[] = [];
    for (const [file, module] of Object.entries(english)) {
      const mirror = translated[file.replace("./", `./${locale}/`)];
      if (!mirror) {
        problems.push(`${file}: missing content/${locale}/${file.slice(2)}`);
        continue;
      }
      for (const [name, value] of Object.entries(module))
        compare(value, mirror[name], `${locale}/${file.slice(2)} ${name}`, problems);
    }
    expect(problems).toEqual([]);
  });

  it("has every article, with the same facts and structure and translated copy", () => {
    const dir = (path: string) => new URL(path, import.meta.url);
    const posts = readdirSync(dir("./posts/")).filter((name) => name.endsWith(".mdx"));
    expect(posts.length).toBeGreaterThan(0);
    const problems: Problem[] = [];
    for (const post of posts) {
      let source: string;
      try {
        source = readFileSync(dir(`./${locale}/posts/${post}`), "utf8");
      } catch {
        problems.push(`missing content/${locale}/posts/${post}`);
        continue;
      }
      const en = matter(readFileSync(dir(`./posts/${post}`), "utf8"));
      const tr = matter(source);
      compare(en.data, tr.data, `${locale}/posts/${post} frontmatter`, problems);
      const code = (body: string) => body.match(/```[\s\S]*?```/g) ?? [];
      const headings = (body: string) => body.match(/^#{2,4} /gm)?.length ?? 0;
      const prose = (body: string) => body.replace(/```[\s\S]*?```/g, "");
      if (code(tr.content).join() !== code(en.content).join())
        problems.push(`${locale}/posts/${post}: code blocks differ from the English article`);
      if (headings(tr.content) !== headings(en.content))
        problems.push(
          `${locale}/posts/${post}: ${headings(tr.content)} headings, English has ${headings(en.content)}`,
        );
      const stated = figures(prose(tr.content));
      for (const figure of new Set(figures(prose(en.content))))
        if (!stated.includes(figure))
          problems.push(`${locale}/posts/${post}: figure ${figure} missing`);
      if (prose(tr.content).trim() === prose(en.content).trim())
        problems.push(`${locale}/posts/${post}: body not translated`);
    }
    expect(problems).toEqual([]);
  });
});

it("checks at least the content modules it was written for", () => {
  expect(Object.keys(english).length).toBeGreaterThan(15);
});
