import { z } from "zod";
import {
  innerOf,
  listElement,
  objectShape as shapeOfObject,
  stringFormat,
  unionOptions,
  unwrap,
} from "@/lib/content/schema-parts";

export { unwrap } from "@/lib/content/schema-parts";

/*
 * Which fields of a content entry a translator writes. Every schema field is one of:
 * - copy (the default for text): written in each language's file; a translation that leaves it
 *   out is incomplete, and the page is served in English until it is translated;
 * - a fact (`fact()`, and by default ids, slugs, icons, gradients, enums, literals, numbers,
 *   booleans, dates and URLs): written once, in the English file; a translation may not hold it;
 * - localizable (`localizable()`): written in English, and a translation may give its own
 *   (a figure that reads "< 3 min" in one language, a name that some languages translate).
 * The loader merges a translation over its English entry with these rules, and the CMS edits
 * copy side by side in every language and facts in English only.
 */

export type FieldRole = "copy" | "fact" | "localizable";

/** A field written once, in the English entry. */
export function fact<T extends z.ZodType>(schema: T): T {
  return schema.meta({ i18n: "fact" });
}

/** An id that names an entry of another collection (the CMS offers that collection's entries). */
export function relation<T extends z.ZodType>(collection: string, schema: T): T {
  return schema.meta({ relation: collection });
}

/** Text of more than one line: the CMS edits it in a text area. */
export function multiline<T extends z.ZodType>(schema: T): T {
  return schema.meta({ multiline: true });
}

/**
 * Copy in the words visitors use rather than the site's own (the questions a page answers): the
 * house glossary does not apply, since its avoided forms are often what visitors type.
 */
export function visitorWording<T extends z.ZodType>(schema: T): T {
  return schema.meta({ wording: "visitor" });
}

function isVisitorWording(schema: z.ZodType): boolean {
  let current: z.ZodType | undefined = schema;
  while (current) {
    if (z.globalRegistry.get(current)?.wording === "visitor") return true;
    current = innerOf(current);
  }
  return false;
}

/** A field written in English that a translation may override. */
export function localizable<T extends z.ZodType>(schema: T): T {
  return schema.meta({ i18n: "localizable" });
}

const factTypes = new Set(["enum", "literal", "number", "int", "boolean", "date", "bigint"]);
const factFormats = new Set(["date", "datetime", "url", "email", "uuid"]);

/** The role of a field, from its marker or its type (see above). */
export function fieldRole(schema: z.ZodType): FieldRole {
  let current: z.ZodType | undefined = schema;
  while (current) {
    const marked = z.globalRegistry.get(current)?.i18n;
    if (marked === "fact" || marked === "localizable") return marked;
    if (factTypes.has(current.type)) return "fact";
    const format = stringFormat(current);
    if (format && factFormats.has(format)) return "fact";
    // A list of facts (related case ids) is a fact; a list of copy is copy.
    const element = listElement(current);
    if (element && fieldRole(element) !== "copy") return fieldRole(element);
    current = innerOf(current);
  }
  return "copy";
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === "object" && !Array.isArray(value);

/** The object schema a value is checked against (a discriminated union picks its option). */
function objectShape(schema: z.ZodType, value: unknown): Record<string, z.ZodType> | undefined {
  const inner = unwrap(schema);
  const union = unionOptions(inner);
  if (!union) return shapeOfObject(inner);
  const key = union.discriminator;
  const option =
    key && isRecord(value)
      ? union.options.find((candidate) => {
          const field = shapeOfObject(unwrap(candidate))?.[key];
          return field !== undefined && field.safeParse(value[key]).success;
        })
      : union.options[0];
  return option ? shapeOfObject(unwrap(option)) : undefined;
}

function arrayElement(schema: z.ZodType): z.ZodType | undefined {
  return listElement(unwrap(schema));
}

/** Whether a schema holds any field a translation may not simply replace (a fact, an object). */
function hasStructure(schema: z.ZodType): boolean {
  const type = unwrap(schema).type;
  return type === "object" || type === "union";
}

export type Path = (string | number)[];

/** `faq[2].answer` */
export function formatPath(path: Path): string {
  return path
    .map((part, index) =>
      typeof part === "number" ? `[${part}]` : index === 0 ? part : `.${part}`,
    )
    .join("");
}

/** Keys of `value` its schema does not know, as paths. */
export function unknownKeys(schema: z.ZodType, value: unknown, path: Path = []): Path[] {
  const element = arrayElement(schema);
  if (element && Array.isArray(value))
    return value.flatMap((item, index) => unknownKeys(element, item, [...path, index]));
  const shape = objectShape(schema, value);
  if (!shape || !isRecord(value)) return [];
  return Object.entries(value).flatMap(([key, child]) =>
    shape[key] ? unknownKeys(shape[key], child, [...path, key]) : [[...path, key]],
  );
}

export type Reference = { path: Path; collection: string; id: string };

type Marked = { path: Path; marker: unknown; value: string };

/** The string values of fields carrying the meta key `key`, with the marker and their paths. */
export function markedIn(
  key: string,
  schema: z.ZodType,
  value: unknown,
  path: Path = [],
): Marked[] {
  const marker = z.globalRegistry.get(schema)?.[key];
  if (marker !== undefined && typeof value === "string") return [{ path, marker, value }];
  const element = arrayElement(schema);
  if (element && Array.isArray(value))
    return value.flatMap((item, index) => markedIn(key, element, item, [...path, index]));
  const inner = unwrap(schema);
  if (inner !== schema) return markedIn(key, inner, value, path);
  const shape = objectShape(schema, value);
  if (!shape || !isRecord(value)) return [];
  return Object.entries(value).flatMap(([name, child]) =>
    shape[name] ? markedIn(key, shape[name], child, [...path, name]) : [],
  );
}

/** The ids a value names in other collections (fields marked `relation()`), with their paths. */
export function referencesIn(schema: z.ZodType, value: unknown): Reference[] {
  return markedIn("relation", schema, value).flatMap(({ path, marker, value: id }) =>
    typeof marker === "string" ? [{ path, collection: marker, id }] : [],
  );
}

/** The media files a value names (photo fields, `/media/<file>`), with their paths. */
export function mediaIn(schema: z.ZodType, value: unknown): { path: Path; src: string }[] {
  return markedIn("media", schema, value).map(({ path, value: src }) => ({ path, src }));
}

/** Facts a translation holds (it may not: they are written once, in English), as paths. */
export function factsIn(schema: z.ZodType, value: unknown, path: Path = []): Path[] {
  const element = arrayElement(schema);
  if (element && Array.isArray(value))
    return hasStructure(element)
      ? value.flatMap((item, index) => factsIn(element, item, [...path, index]))
      : [];
  const shape = objectShape(schema, value);
  if (!shape || !isRecord(value)) return [];
  return Object.entries(value).flatMap(([key, child]) => {
    const field = shape[key];
    if (!field) return [];
    return fieldRole(field) === "fact" ? [[...path, key]] : factsIn(field, child, [...path, key]);
  });
}

export type Merged = { value: unknown; missing: Path[] };

/**
 * A translation laid over its English entry: facts from English, copy from the translation,
 * localizable fields from the translation where it gives them. What the translation leaves out
 * comes from English and is listed in `missing`.
 */
export function mergeTranslation(
  schema: z.ZodType,
  english: unknown,
  translation: unknown,
  path: Path = [],
): Merged {
  const role = fieldRole(schema);
  if (role === "fact") return { value: english, missing: [] };
  const element = arrayElement(schema);
  // An absent object or list of objects counts field by field: one of facts only lacks nothing.
  if (translation === undefined && (element ? hasStructure(element) : objectShape(schema, english)))
    return mergeTranslation(schema, english, element ? [] : {}, path);
  if (translation === undefined)
    return { value: english, missing: role === "copy" && english !== undefined ? [path] : [] };
  if (element && Array.isArray(english)) {
    if (!hasStructure(element) || !Array.isArray(translation))
      return { value: translation, missing: [] };
    const items = english.map((item, index) =>
      mergeTranslation(element, item, translation[index], [...path, index]),
    );
    return {
      value: items.map((item) => item.value),
      missing: items.flatMap((item) => item.missing),
    };
  }
  const shape = objectShape(schema, english);
  if (shape && isRecord(english) && isRecord(translation)) {
    const value: Record<string, unknown> = {};
    const missing: Path[] = [];
    for (const key of Object.keys(english)) {
      const field = shape[key];
      if (!field) continue;
      const merged = mergeTranslation(field, english[key], translation[key], [...path, key]);
      value[key] = merged.value;
      missing.push(...merged.missing);
    }
    return { value, missing };
  }
  return { value: translation, missing: [] };
}

/**
 * What a translator writes of an entry: its copy, and the localizable fields where the language
 * gives its own (`english`: the English entry; `copyOnly`: the copy alone; `houseWording`: without
 * the fields in visitors' words).
 */
export function translatablePart(
  schema: z.ZodType,
  value: unknown,
  english: unknown = undefined,
  { copyOnly = false, houseWording = false } = {},
): unknown {
  if (houseWording && isVisitorWording(schema)) return undefined;
  const role = fieldRole(schema);
  if (role === "fact" || (role === "localizable" && copyOnly)) return undefined;
  if (role === "localizable")
    return JSON.stringify(value) === JSON.stringify(english) ? undefined : value;
  const element = arrayElement(schema);
  if (element && Array.isArray(value)) {
    if (!hasStructure(element)) return value;
    return value.map((item, index) =>
      translatablePart(element, item, Array.isArray(english) ? english[index] : undefined, {
        copyOnly,
        houseWording,
      }),
    );
  }
  const shape = objectShape(schema, value);
  if (shape && isRecord(value)) {
    const part: Record<string, unknown> = {};
    for (const [key, child] of Object.entries(value)) {
      const field = shape[key];
      if (!field) continue;
      const translated = translatablePart(
        field,
        child,
        isRecord(english) ? english[key] : undefined,
        { copyOnly, houseWording },
      );
      if (translated !== undefined) part[key] = translated;
    }
    return Object.keys(part).length > 0 ? part : undefined;
  }
  return value;
}

/**
 * The copy paths whose English text differs between two versions of an entry. Localizable fields
 * (alt text, an honorific, an industry's name in a sentence) are left out: a language gives its
 * own only where it needs one, and otherwise shows the English, so their change leaves no
 * translation behind.
 */
export function changedCopy(schema: z.ZodType, before: unknown, after: unknown): Path[] {
  const a = translatablePart(schema, before, undefined, { copyOnly: true });
  const b = translatablePart(schema, after, undefined, { copyOnly: true });
  const walk = (x: unknown, y: unknown, path: Path): Path[] => {
    if (Array.isArray(x) && Array.isArray(y) && x.some(isRecord))
      return y.flatMap((item, index) => walk(x[index], item, [...path, index]));
    if (isRecord(x) && isRecord(y))
      return [...new Set([...Object.keys(x), ...Object.keys(y)])].flatMap((key) =>
        walk(x[key], y[key], [...path, key]),
      );
    return JSON.stringify(x) === JSON.stringify(y) ? [] : [path];
  };
  return walk(a, b, []);
}

/** The schema of the field at `path` in `value` (a discriminated union picks its option). */
export function schemaAt(schema: z.ZodType, value: unknown, path: Path): z.ZodType | undefined {
  let current: z.ZodType | undefined = schema;
  let here = value;
  for (const part of path) {
    if (!current) return undefined;
    current = typeof part === "number" ? arrayElement(current) : objectShape(current, here)?.[part];
    here =
      isRecord(here) || Array.isArray(here) ? (here as Record<string, unknown>)[part] : undefined;
  }
  return current;
}
