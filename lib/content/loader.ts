import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import matter from "gray-matter";
import YAML from "yaml";
import type { z } from "zod";
import type { Collection } from "@/lib/content/collections";
import {
  factsIn,
  formatPath,
  mergeTranslation,
  unknownKeys,
  type Path,
} from "@/lib/content/field-roles";
import { defaultLocale, type Locale } from "@/lib/i18n/locales";
import { lengthIssues } from "@/lib/content/lengths";

/*
 * The one loader of the content files (server side, at build): reads an entry's file, checks it
 * with its schema, lays a translation over its English entry, and says how far the translation
 * has come. A bad file fails the build with its path, the field and the reason.
 */

/** Where the content folder is: `content/` of the project, or CONTENT_DIR (tests). */
export function contentRoot(): string {
  return process.env.CONTENT_DIR ?? join(process.cwd(), "content");
}

/** The file of a photo field's `src` ("/media/lena.jpg" → content/media/lena.jpg). */
export function mediaFile(src: string): string {
  return join(contentRoot(), ...src.split("/").filter(Boolean));
}

/**
 * How an edition has an entry: `source` (English), `complete` (translated), `partial` (a
 * translation with fields missing) or `missing` (no translation). Partial and missing entries are
 * served in English until translated.
 */
export type EntryStatus = "source" | "complete" | "partial" | "missing";

export type Entry<T> = {
  id: string;
  data: T;
  status: EntryStatus;
  /** The copy fields the translation lacks (`faq[2].answer`), when partial. */
  missing: string[];
  /** The file the entry's text comes from, relative to the project. */
  file: string;
};

export class ContentError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid content:\n  ${problems.join("\n  ")}`);
    this.name = "ContentError";
  }
}

const extensions: Record<Collection["format"], string> = {
  yaml: "yaml",
  md: "md",
  mdx: "mdx",
  json: "json",
};

/** The file of an entry in a language: `content/<collection>/<locale>/<slug>.<ext>`. */
export function entryFile(collection: Collection, locale: Locale, slug: string): string {
  const folder = collection.translated
    ? join(contentRoot(), collection.name, locale)
    : join(contentRoot(), collection.name);
  return join(folder, `${slug}.${extensions[collection.format]}`);
}

/** The project-relative path of a file, as messages name it. */
export function displayPath(file: string): string {
  return relative(process.cwd(), file).replace(/\\/g, "/");
}

/** Parses YAML as data (YAML 1.2 core: dates stay strings), naming the file on a syntax error. */
function parseYaml(source: string, file: string): unknown {
  try {
    return YAML.parse(source, { schema: "core" }) ?? {};
  } catch (error) {
    throw new ContentError([`${displayPath(file)}: ${(error as Error).message.split("\n")[0]}`]);
  }
}

/** An entry's fields from its file's text (`file` names it in messages). */
export function parseEntrySource(
  collection: Collection,
  source: string,
  file: string,
): Record<string, unknown> {
  if (collection.format === "json") return JSON.parse(source) as Record<string, unknown>;
  if (collection.format === "yaml") return parseYaml(source, file) as Record<string, unknown>;
  // Front matter through gray-matter, its YAML read as the other files are (dates stay strings).
  const { data, content } = matter(source, {
    engines: { yaml: (frontMatter: string) => parseYaml(frontMatter, file) as object },
  });
  return content.trim() && collection.body ? { ...data, [collection.body]: content.trim() } : data;
}

/** An entry's fields as its file holds them, or undefined when there is no file. */
export function readEntryFile(
  collection: Collection,
  locale: Locale,
  slug: string,
): Record<string, unknown> | undefined {
  const file = entryFile(collection, locale, slug);
  return existsSync(file)
    ? parseEntrySource(collection, readFileSync(file, "utf8"), file)
    : undefined;
}

/** Zod's issues as `path: reason`, a missing field as "required". */
function issues(schema: z.ZodType, value: unknown): string[] {
  const result = schema.safeParse(value);
  if (result.success) return [];
  return result.error.issues.map((issue) => {
    const required = issue.code === "invalid_type" && /received undefined/.test(issue.message);
    const where = formatPath(issue.path as Path) || "(the entry)";
    return `${where}: ${required ? "required" : issue.message}`;
  });
}

/** The slugs of a collection: its named entries, or the English folder's files. */
export function entrySlugs(collection: Collection): string[] {
  if (collection.entries) return [...collection.entries];
  const folder = join(contentRoot(), collection.name, defaultLocale);
  const extension = `.${extensions[collection.format]}`;
  return existsSync(folder)
    ? readdirSync(folder)
        .filter((name) => name.endsWith(extension))
        .map((name) => name.slice(0, -extension.length))
        .sort()
    : [];
}

/** Data objects served in English in another edition: the page marks them `lang="en"`. */
const fallbacks = new WeakSet<object>();

/** `"en"` when an entry's data is the English fallback of a missing or partial translation. */
export function fallbackLangOf(data: unknown): typeof defaultLocale | undefined {
  return data !== null && typeof data === "object" && fallbacks.has(data)
    ? defaultLocale
    : undefined;
}

function englishEntry(collection: Collection, slug: string): Entry<unknown> {
  const file = entryFile(collection, defaultLocale, slug);
  const raw = readEntryFile(collection, defaultLocale, slug);
  if (!raw) throw new ContentError([`${displayPath(file)}: missing`]);
  const value = collection.slugField ? { ...raw, [collection.slugField]: slug } : raw;
  const schema = collection.schema(slug);
  const problems = [
    ...unknownKeys(schema, value).map((path) => `${formatPath(path)}: unknown field`),
    ...issues(schema, value),
    ...lengthIssues(schema, value, defaultLocale),
  ];
  if (problems.length > 0)
    throw new ContentError(problems.map((problem) => `${displayPath(file)}: ${problem}`));
  return {
    id: slug,
    data: schema.parse(value),
    status: "source",
    missing: [],
    file: displayPath(file),
  };
}

function translatedEntry(
  collection: Collection,
  english: Entry<unknown>,
  locale: Locale,
): Entry<unknown> {
  const file = entryFile(collection, locale, english.id);
  const raw = readEntryFile(collection, locale, english.id);
  const fallback = (status: EntryStatus, missing: string[]): Entry<unknown> => {
    const data = structuredClone(english.data);
    if (data !== null && typeof data === "object") fallbacks.add(data);
    return { ...english, data, status, missing };
  };
  if (!raw) return fallback("missing", []);
  const schema = collection.schema(english.id);
  const problems = [
    ...unknownKeys(schema, raw).map((path) => `${formatPath(path)}: unknown field`),
    ...factsIn(schema, raw).map(
      (path) => `${formatPath(path)}: written once, in the English entry (${english.file})`,
    ),
  ];
  const merged = mergeTranslation(schema, english.data, raw);
  // Length limits follow the language (German, French and Spanish run longer than English).
  if (problems.length === 0)
    problems.push(...issues(schema, merged.value), ...lengthIssues(schema, merged.value, locale));
  if (problems.length > 0)
    throw new ContentError(problems.map((problem) => `${displayPath(file)}: ${problem}`));
  if (merged.missing.length > 0) return fallback("partial", merged.missing.map(formatPath));
  return {
    id: english.id,
    data: schema.parse(merged.value),
    status: "complete",
    missing: [],
    file: displayPath(file),
  };
}

const cache = new Map<string, Entry<unknown>[]>();

/**
 * Every entry of a collection in one edition, in order (`order` where entries have it): the
 * English entries as written, another edition's translated where complete, else English.
 */
export function loadCollection(collection: Collection, locale: Locale): Entry<unknown>[] {
  const cacheKey = `${contentRoot()}|${collection.name}|${locale}`;
  let entries = cache.get(cacheKey);
  if (!entries) {
    const english = entrySlugs(collection).map((slug) => englishEntry(collection, slug));
    entries =
      locale === defaultLocale || !collection.translated
        ? english
        : english.map((entry) => translatedEntry(collection, entry, locale));
    const order = (entry: Entry<unknown>) => {
      const data = entry.data;
      return data !== null &&
        typeof data === "object" &&
        "order" in data &&
        typeof data.order === "number"
        ? data.order
        : Number.MAX_SAFE_INTEGER;
    };
    entries = [...entries].sort((a, b) => order(a) - order(b));
    cache.set(cacheKey, entries);
  }
  return entries;
}

/** Forgets what was read (tests that write files). */
export function clearContentCache() {
  cache.clear();
}
