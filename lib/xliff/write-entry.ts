import type { Collection } from "@/lib/content/collections";
import type { Path } from "@/lib/content/field-roles";
import { bodyFormat } from "@/lib/xliff/entry-units";
import { bodyBlocks, sameOutline, spliceBlocks } from "@/lib/xliff/markdown-blocks";
import { editYaml, newYaml } from "@/lib/xliff/write-yaml";

/*
 * An overlay file written with a unit's new text: the layout the loader and the editor at /admin
 * read (YAML; Markdown and MDX with YAML front matter), and, in a file that exists, every byte
 * of what no unit changed as it was.
 */

export type EntryEdits = {
  fields: [Path, string][];
  /** The body's new block texts, by block path. */
  blocks: Map<string, string>;
};

/** `value` with `text` at `path`, lists made where a path step is a number. */
export function setAt(value: Record<string, unknown>, path: Path, text: string): void {
  let here: Record<string | number, unknown> = value;
  path.forEach((part, index) => {
    if (index === path.length - 1) here[part] = text;
    else {
      here[part] ??= typeof path[index + 1] === "number" ? [] : {};
      here = here[part] as Record<string | number, unknown>;
    }
  });
}

/** A file's front matter and body (`---` lines around YAML, then Markdown). */
function splitFrontMatter(text: string) {
  const close = text.startsWith("---\n") ? text.indexOf("\n---", 3) : -1;
  if (close < 0) return { yaml: "", body: text };
  const bodyStart = text.indexOf("\n", close + 4);
  return {
    yaml: text.slice(4, close + 1),
    body: bodyStart < 0 ? "" : text.slice(bodyStart + 1),
  };
}

/**
 * The new body: the translation's with its changed blocks replaced; or, where it has none (or
 * its blocks do not line up), the English with every block replaced (undefined: a block lacks).
 */
export function newBody(
  collection: Collection,
  english: string,
  own: string | undefined,
  texts: ReadonlyMap<string, string>,
): string | undefined {
  const format = bodyFormat(collection);
  const englishBlocks = bodyBlocks(english, format);
  const ownBlocks = own === undefined ? undefined : bodyBlocks(own, format);
  if (own !== undefined && ownBlocks && sameOutline(englishBlocks, ownBlocks))
    return spliceBlocks(own, ownBlocks, texts);
  if (englishBlocks.some((block) => !texts.has(block.path))) return undefined;
  return spliceBlocks(english, englishBlocks, texts);
}

/** The file's new text (`body`: the new body, when a unit changed it). */
export function entryText(
  collection: Collection,
  existing: string | undefined,
  fields: [Path, string][],
  body: string | undefined,
): string {
  if (collection.format === "yaml" || collection.format === "json") {
    if (existing !== undefined) return editYaml(existing, fields);
    const value: Record<string, unknown> = {};
    for (const [path, text] of fields) setAt(value, path, text);
    return newYaml(value);
  }
  const parts = existing === undefined ? { yaml: "", body: "" } : splitFrontMatter(existing);
  let yaml = parts.yaml;
  if (existing === undefined) {
    const value: Record<string, unknown> = {};
    for (const [path, text] of fields) setAt(value, path, text);
    yaml = newYaml(value);
  } else if (fields.length > 0) yaml = editYaml(parts.yaml, fields);
  if (existing === undefined) return `---\n${yaml}---\n\n${(body ?? "").trim()}\n`;
  return `---\n${yaml}---\n${body === undefined ? parts.body : replaceTrimmed(parts.body, body)}`;
}

/** `raw` with its trimmed content replaced by `content`, its surrounding blank lines kept. */
function replaceTrimmed(raw: string, content: string): string {
  const lead = raw.length - raw.trimStart().length;
  const trail = raw.length - raw.trimEnd().length;
  return raw.slice(0, lead) + content + raw.slice(raw.length - trail);
}

export { splitFrontMatter };
