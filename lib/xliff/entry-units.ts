import type { GlossaryTerm } from "@/lib/copy/glossary";
import { collections, type Collection, type CollectionKey } from "@/lib/content/collections";
import {
  changedCopy,
  formatPath,
  schemaAt,
  translatablePart,
  type Path,
} from "@/lib/content/field-roles";
import { loadCollection, readEntryFile, type Entry } from "@/lib/content/loader";
import { englishAtTranslation } from "@/lib/content/translation-report";
import { defaultLocale, type Locale } from "@/lib/i18n/locales";
import { bodyBlocks, sameOutline, type BodyFormat } from "@/lib/xliff/markdown-blocks";
import { glossaryNotes, lengthNote, staleNote } from "@/lib/xliff/notes";
import { alignCodes, textOf, wordsOf } from "@/lib/xliff/segment";
import type { Unit } from "@/lib/xliff/units";

/* The units of the content collections: one per copy field, one per block of a body. */

/** The strings of a nested value, with their paths. */
export function leaves(value: unknown, path: Path = []): [Path, string][] {
  if (typeof value === "string") return [[path, value]];
  if (Array.isArray(value)) return value.flatMap((item, index) => leaves(item, [...path, index]));
  if (value !== null && typeof value === "object")
    return Object.entries(value).flatMap(([key, item]) => leaves(item, [...path, key]));
  return [];
}

export function valueAt(value: unknown, path: Path): unknown {
  return path.reduce<unknown>(
    (here, part) =>
      here !== null && typeof here === "object"
        ? (here as Record<string, unknown>)[part]
        : undefined,
    value,
  );
}

export const bodyFormat = (collection: Collection): BodyFormat =>
  collection.format === "mdx" ? "mdx" : "md";

type Context = {
  collection: Collection;
  english: Entry<unknown>;
  locale: Locale;
  glossary: readonly GlossaryTerm[];
};

function bodyUnits(
  { collection, english, glossary }: Context,
  field: string,
  translation: unknown,
  before: unknown,
  stale: boolean,
): Unit[] {
  const format = bodyFormat(collection);
  const blocks = bodyBlocks(String(valueAt(english.data, [field])), format);
  const own = typeof translation === "string" ? bodyBlocks(translation, format) : undefined;
  const lined = own && sameOutline(blocks, own) ? own : undefined;
  const old = typeof before === "string" ? bodyBlocks(before, format) : [];
  return blocks.map((block, index) => {
    const target = lined?.[index];
    const was = old.find((candidate) => candidate.path === block.path);
    const changed =
      stale && target !== undefined && (!was || textOf(was.segment) !== textOf(block.segment));
    const notes = [
      ...glossaryNotes(glossary, wordsOf(block.segment)),
      ...(changed && was ? [staleNote(textOf(was.segment))] : []),
    ];
    if (own && !lined)
      notes.push("The translation's blocks do not line up with the English: it is not shown.");
    return {
      id: `${collection.name}/${english.id}/${field}#${block.path}`,
      kind: "markdown",
      at: {
        type: "block",
        collection: collection.name,
        entry: english.id,
        field,
        block: block.path,
      },
      source: block.segment,
      ...(target ? { target: alignCodes(block.segment, target.segment) } : {}),
      state: !target ? "initial" : changed ? "stale" : "translated",
      notes,
    } satisfies Unit;
  });
}

function unitsOfEntry(context: Context): Unit[] {
  const { collection, english, locale, glossary } = context;
  const schema = collection.schema(english.id);
  const raw = readEntryFile(collection, locale, english.id);
  const history = raw ? englishAtTranslation(collection, locale, english.id) : undefined;
  const stale = new Set(
    history ? changedCopy(schema, history.fields, english.data).map(formatPath) : [],
  );
  const copy = translatablePart(schema, english.data, undefined, { copyOnly: true });
  return leaves(copy).flatMap(([path, text]): Unit[] => {
    const name = formatPath(path);
    if (collection.body && name === collection.body)
      return bodyUnits(context, name, raw?.[name], history?.fields[name], stale.has(name));
    const own = valueAt(raw, path);
    const before = valueAt(history?.fields, path);
    // A list of strings changes as a whole (`tags`): each of its items is then stale.
    const changed =
      typeof own === "string" &&
      [...stale].some((field) => name === field || name.startsWith(`${field}[`));
    return [
      {
        id: `${collection.name}/${english.id}/${name}`,
        kind: "text",
        at: { type: "field", collection: collection.name, entry: english.id, path },
        source: [text],
        ...(typeof own === "string" ? { target: [own] } : {}),
        state: typeof own !== "string" ? "initial" : changed ? "stale" : "translated",
        notes: [
          ...lengthNote(schemaAt(schema, english.data, path), locale),
          ...glossaryNotes(glossary, text),
          ...(changed && typeof before === "string" ? [staleNote(before)] : []),
        ],
      },
    ];
  });
}

/** Every unit of every translated collection in `locale`. */
export function entryUnits(locale: Locale, glossary: readonly GlossaryTerm[]): Unit[] {
  return (Object.keys(collections) as CollectionKey[]).flatMap((key) => {
    const collection: Collection = collections[key];
    if (!collection.translated) return [];
    return loadCollection(collection, defaultLocale).flatMap((english) =>
      unitsOfEntry({ collection, english, locale, glossary }),
    );
  });
}
