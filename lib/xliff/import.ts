import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { isDeepStrictEqual } from "node:util";
import { collectionKeyOf, collections, type Collection } from "@/lib/content/collections";
import {
  contentRoot,
  displayPath,
  entryFile,
  loadCollection,
  parseEntrySource,
  readEntryFile,
} from "@/lib/content/loader";
import { defaultLocale, isLocale, type Locale } from "@/lib/i18n/locales";
import { targetProblem } from "@/lib/xliff/check-target";
import { bodyFormat } from "@/lib/xliff/entry-units";
import { allUnits, siteName } from "@/lib/xliff/export";
import { entryProblems } from "@/lib/xliff/entry-problems";
import { messagesText } from "@/lib/xliff/write-messages";
import { entryText, newBody, setAt, type EntryEdits } from "@/lib/xliff/write-entry";
import { textOf } from "@/lib/xliff/segment";
import type { Unit } from "@/lib/xliff/units";
import { readXliff, XliffError } from "@/lib/xliff/xliff12";

/*
 * `npm run translations -- import <file>`: every unit checked first (it exists, its English is
 * the one exported, its target fits), then every changed entry against its schema in the file's
 * language; only when all pass are the overlay files written. Nothing is written otherwise.
 */

export class ImportError extends Error {
  constructor(readonly problems: string[]) {
    super(`Nothing imported:\n  ${problems.join("\n  ")}`);
  }
}

export type ImportPlan = {
  locale: Locale;
  writes: Map<string, string>;
  changed: { id: string; file: string }[];
};

export function planImport(xml: string): ImportPlan {
  let doc;
  try {
    doc = readXliff(xml);
  } catch (error) {
    if (error instanceof XliffError) throw new ImportError([error.message]);
    throw error;
  }
  if (doc.site !== siteName())
    throw new ImportError([`the file is for "${doc.site}", this site is "${siteName()}"`]);
  const locale = doc.locale;
  if (!isLocale(locale) || locale === defaultLocale)
    throw new ImportError([`"${locale}" is not a language this site translates into`]);
  const current = new Map(allUnits(locale).map((unit) => [unit.id, unit]));
  const problems: string[] = [];
  const edits: { unit: Unit; text: string }[] = [];
  for (const given of doc.units) {
    const unit = current.get(given.id);
    if (!unit)
      problems.push(`${given.id}: no such unit on this site (renamed or removed: export again)`);
    else if (textOf(given.source) !== textOf(unit.source))
      problems.push(`${given.id}: the English changed since the file was exported (export again)`);
    else if (
      given.target &&
      textOf(given.target).trim() &&
      (!unit.target || textOf(unit.target) !== textOf(given.target))
    ) {
      // Only a changed target is checked and written: the current ones passed the build.
      const format = unit.at.type === "message" ? "md" : formatOf(unit.at.collection);
      const problem = targetProblem(unit, given.target, locale, format);
      if (problem) problems.push(`${given.id}: ${problem}`);
      else edits.push({ unit, text: textOf(given.target) });
    }
  }
  const writes = new Map<string, string>();
  const changed: { id: string; file: string }[] = [];
  for (const [file, group] of byFile(edits, locale)) {
    const written = group.collection
      ? writeEntry(group.collection, group.entry, locale, group.edits, file, problems)
      : messagesText(locale, group.edits);
    if (written === undefined) continue;
    writes.set(file, written);
    for (const { unit } of group.edits) changed.push({ id: unit.id, file: displayPath(file) });
  }
  if (problems.length > 0) throw new ImportError(problems);
  return { locale, writes, changed };
}

const formatOf = (name: string) => {
  const key = collectionKeyOf(name);
  return key ? bodyFormat(collections[key]) : "md";
};

type Group = { collection?: Collection; entry: string; edits: { unit: Unit; text: string }[] };

function byFile(edits: { unit: Unit; text: string }[], locale: Locale): Map<string, Group> {
  const groups = new Map<string, Group>();
  for (const edit of edits) {
    const at = edit.unit.at;
    const key = at.type === "message" ? undefined : collectionKeyOf(at.collection);
    const collection: Collection | undefined = key ? collections[key] : undefined;
    const entry = at.type === "message" ? "ui" : at.entry;
    const file = collection
      ? entryFile(collection, locale, entry)
      : join(contentRoot(), "messages", locale, "ui.json");
    const group = groups.get(file) ?? { collection, entry, edits: [] };
    group.edits.push(edit);
    groups.set(file, group);
  }
  return groups;
}

function writeEntry(
  collection: Collection,
  slug: string,
  locale: Locale,
  edits: { unit: Unit; text: string }[],
  file: string,
  problems: string[],
): string | undefined {
  const english = loadCollection(collection, defaultLocale).find((entry) => entry.id === slug);
  if (!english) return undefined;
  const raw = structuredClone(readEntryFile(collection, locale, slug) ?? {});
  const plan: EntryEdits = { fields: [], blocks: new Map() };
  for (const { unit, text } of edits) {
    if (unit.at.type === "field") plan.fields.push([unit.at.path, text]);
    if (unit.at.type === "block") plan.blocks.set(unit.at.block, text);
  }
  for (const [path, text] of plan.fields) setAt(raw, path, text);
  let body: string | undefined;
  const field = collection.body;
  if (field && plan.blocks.size > 0) {
    const own = typeof raw[field] === "string" ? raw[field] : undefined;
    body = newBody(
      collection,
      String((english.data as Record<string, unknown>)[field]),
      own,
      plan.blocks,
    );
    if (body === undefined) {
      problems.push(
        `${collection.name}/${slug}/${field}: a new translation of the body needs every block's target`,
      );
      return undefined;
    }
    raw[field] = body.trim();
  }
  const found = entryProblems(collection, english, raw, locale, edits);
  if (found.length > 0) return void problems.push(...found);
  const existing = existsSync(file) ? readFileSync(file, "utf8") : undefined;
  const text = entryText(collection, existing, plan.fields, body);
  if (!isDeepStrictEqual(parseEntrySource(collection, text, file), raw)) {
    problems.push(`${displayPath(file)}: could not be written without changing other fields`);
    return undefined;
  }
  return text;
}
