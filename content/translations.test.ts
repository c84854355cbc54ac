import { describe, expect, it } from "vitest";
import { collections, type CollectionKey } from "@/content/collections";
import { translatablePart } from "@/content/fields";
import { loadCollection } from "@/content/loader";
import { translationNames } from "@/content/translation-names";

// Every translated entry is held to its English entry: the copy is translated (names aside), no
// figure of the English text is lost or changed, and an article keeps its code and its outline.

const locales = ["de", "zh", "es", "fr"] as const;
const keys = (Object.keys(collections) as CollectionKey[]).filter(
  (key) => collections[key].translated,
);

/** The figures a text states, separators dropped: "1,000" and "1.000" are the same figure. */
function figures(text: string): string[] {
  return (text.match(/\d+(?:[.,\s]\d+)*/g) ?? []).map((figure) => figure.replace(/[.,\s]/g, ""));
}

const code = (body: string) => body.match(/```[\s\S]*?```/g) ?? [];
const headings = (body: string) => body.match(/^#{2,4} /gm)?.length ?? 0;
const prose = (body: string) => body.replace(/```[\s\S]*?```/g, "");

function compare(en: unknown, tr: unknown, path: string, problems: string[]): void {
  if (Array.isArray(en)) {
    en.forEach((item, index) =>
      compare(item, Array.isArray(tr) ? tr[index] : undefined, `${path}[${index}]`, problems),
    );
    return;
  }
  if (en !== null && typeof en === "object") {
    for (const [key, value] of Object.entries(en))
      compare(
        value,
        (tr as Record<string, unknown> | undefined)?.[key],
        `${path}.${key}`,
        problems,
      );
    return;
  }
  if (typeof en !== "string" || typeof tr !== "string") return;
  const body = path.endsWith(".body");
  if (body && code(tr).join() !== code(en).join()) problems.push(`${path}: code blocks differ`);
  if (body && headings(tr) !== headings(en))
    problems.push(`${path}: ${headings(tr)} headings, English has ${headings(en)}`);
  const [source, text] = body ? [prose(en), prose(tr)] : [en, tr];
  if (text === source && !translationNames.includes(source))
    problems.push(`${path}: not translated: "${source}"`);
  const stated = figures(text);
  for (const figure of new Set(figures(source)))
    if (!stated.includes(figure)) problems.push(`${path}: figure ${figure} missing`);
}

describe.each(locales)("%s translations", (locale) => {
  it.each(keys)("%s: copy translated, figures kept", (key) => {
    const english = loadCollection(key, "en");
    const problems: string[] = [];
    for (const entry of loadCollection(key, locale)) {
      if (entry.status !== "complete") continue;
      const source = english.find((candidate) => candidate.slug === entry.slug);
      const schema = collections[key].schema(entry.slug);
      compare(
        translatablePart(schema, source?.data, undefined, { copyOnly: true }),
        translatablePart(schema, entry.data, undefined, { copyOnly: true }),
        entry.file,
        problems,
      );
    }
    expect(problems).toEqual([]);
  });
});
