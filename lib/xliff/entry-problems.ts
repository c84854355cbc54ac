import type { Collection } from "@/lib/content/collections";
import {
  factsIn,
  formatPath,
  mergeTranslation,
  unknownKeys,
  type Path,
} from "@/lib/content/field-roles";
import { lengthProblems } from "@/lib/content/lengths";
import type { Entry } from "@/lib/content/loader";
import type { Unit } from "@/lib/xliff/units";

/*
 * An entry with its new translation, checked as the loader checks it in that language: its
 * schema (length limits of the language included), no unknown field, no fact. Each problem is
 * named by the unit that caused it.
 */

export function entryProblems(
  collection: Collection,
  english: Entry<unknown>,
  raw: Record<string, unknown>,
  locale: string,
  edits: { unit: Unit }[],
): string[] {
  const schema = collection.schema(english.id);
  const name = (path: Path) => {
    const field = formatPath(path);
    const unit = edits.find(({ unit: { at } }) =>
      at.type === "field"
        ? formatPath(at.path) === field
        : at.type === "block" && at.field === field,
    );
    return unit?.unit.id ?? `${collection.name}/${english.id}/${field}`;
  };
  const merged = mergeTranslation(schema, english.data, raw).value;
  const parsed = schema.safeParse(merged);
  return [
    ...unknownKeys(schema, raw).map((path) => `${name(path)}: unknown field`),
    ...factsIn(schema, raw).map((path) => `${name(path)}: a fact, written once in English`),
    ...(parsed.success
      ? []
      : parsed.error.issues.map((issue) => `${name(issue.path as Path)}: ${issue.message}`)),
    ...lengthProblems(schema, merged, locale).map(
      ({ path, message }) => `${name(path)}: ${message}`,
    ),
  ];
}
