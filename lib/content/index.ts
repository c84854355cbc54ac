import { existsSync } from "node:fs";
import {
  collectionKeyOf,
  collections,
  type Collection,
  type CollectionKey,
  type FixedKey,
  type FolderData,
  type FolderKey,
  type KeyedKey,
  type PageData,
  type PageId,
  type SharedData,
} from "@/lib/content/collections";
import { formatPath, mediaIn, referencesIn } from "@/lib/content/field-roles";
import {
  clearContentCache as clearLoadedFiles,
  ContentError,
  contentRoot,
  displayPath,
  entrySlugs,
  mediaFile,
  loadCollection,
  type Entry,
} from "@/lib/content/loader";
import type { Locale } from "@/lib/i18n/locales";

/*
 * The one way a route, component or script reads content (in the spirit of Astro's
 * getCollection/getEntry): entries checked by their schemas, references checked at load, a
 * translation laid over its English entry, drafts and scheduled entries left out of production.
 */

export { displayPath, mediaFile } from "@/lib/content/loader";
export { ContentError, fallbackLangOf, type Entry, type EntryStatus } from "@/lib/content/loader";
export type { CollectionKey } from "@/lib/content/collections";

/** Whether an entry is out (`draft: true`), due (dated in the future) or published. */
export type Publication = "published" | "draft" | "scheduled";

export type ContentEntry<T> = Entry<T> & { publication: Publication };

/** Drafts and scheduled entries show in `npm run dev` (and with CONTENT_PREVIEW=1), never in a build. */
export function showsUnpublished(): boolean {
  return process.env.NODE_ENV === "development" || process.env.CONTENT_PREVIEW === "1";
}

/** Today as an ISO date, the day a build publishes for (CONTENT_TODAY fixes it, for tests). */
export function today(): string {
  return process.env.CONTENT_TODAY ?? new Date().toISOString().slice(0, 10);
}

function field(data: unknown, name: string | undefined): unknown {
  return name && data !== null && typeof data === "object" && name in data
    ? data[name as keyof typeof data]
    : undefined;
}

function publicationOf(collection: Collection, data: unknown): Publication {
  if (field(data, "draft") === true) return "draft";
  const date = field(data, collection.dateField);
  return typeof date === "string" && date > today() ? "scheduled" : "published";
}

const checked = new Set<string>();
const published = new Map<string, ContentEntry<unknown>[]>();

/** The fields that name each media file, as "content/…/file.yaml: photo.src", by `src`. */
const mediaFields = new Map<string, string[]>();
const fieldsOf = (src: string) => mediaFields.get(src) ?? [];

/**
 * The content fields that name a media file ("/media/lena.jpg"), among the collections loaded so
 * far: a problem found while encoding it is reported where the owner can fix it.
 */
export function fieldsNaming(src: string): string[] {
  return [...new Set(fieldsOf(src))];
}

/** Fails on an id that names no entry of its collection, with the file, the field and the id. */
function checkReferences(key: CollectionKey, english: Entry<unknown>[]): void {
  const collection: Collection = collections[key];
  const problems = english.flatMap((entry) =>
    referencesIn(collection.schema(entry.id), entry.data).flatMap((reference) => {
      const target = collectionKeyOf(reference.collection);
      const ids = target ? entrySlugs(collections[target]) : [];
      return ids.includes(reference.id)
        ? []
        : [
            `${entry.file}: ${formatPath(reference.path)}: no ${reference.collection} entry "${reference.id}"`,
          ];
    }),
  );
  const media = english.flatMap((entry) =>
    mediaIn(collection.schema(entry.id), entry.data).map(({ path, src }) => ({
      src,
      field: `${entry.file}: ${formatPath(path)}`,
    })),
  );
  for (const { src, field } of media) mediaFields.set(src, [...fieldsOf(src), field]);
  const missingMedia = media
    .filter(({ src }) => !existsSync(mediaFile(src)))
    .map(({ src, field }) => `${field}: no file ${displayPath(mediaFile(src))}`);
  problems.push(...missingMedia);
  if (problems.length > 0) throw new ContentError(problems);
}

function entriesOf(key: CollectionKey, locale: Locale): ContentEntry<unknown>[] {
  const collection: Collection = collections[key];
  const checkKey = `${contentRoot()}|${key}`;
  if (!checked.has(checkKey)) {
    checkReferences(key, loadCollection(collection, "en"));
    checked.add(checkKey);
  }
  const preview = showsUnpublished();
  // One array per collection, edition and day, so callers may cache what they derive from it.
  const cacheKey = `${checkKey}|${locale}|${preview}|${today()}`;
  let entries = published.get(cacheKey);
  if (!entries) {
    entries = loadCollection(collection, locale)
      .map((entry) => ({ ...entry, publication: publicationOf(collection, entry.data) }))
      .filter((entry) => preview || entry.publication === "published");
    published.set(cacheKey, entries);
  }
  return entries;
}

/** Every published entry of a collection in one edition, in order. */
export function getEntries<K extends FolderKey>(
  key: K,
  locale: Locale,
): ContentEntry<FolderData<K>>[];
export function getEntries<K extends FixedKey>(
  key: K,
  locale: Locale,
): ContentEntry<PageData<K, PageId<K>>>[];
export function getEntries(key: CollectionKey, locale: Locale): ContentEntry<unknown>[];
export function getEntries(key: CollectionKey, locale: Locale): ContentEntry<unknown>[] {
  return entriesOf(key, locale);
}

/** One page of a fixed collection (always there), or one published entry of a folder (or none). */
export function getEntry<K extends FixedKey, Id extends PageId<K>>(
  key: K,
  id: Id,
  locale: Locale,
): ContentEntry<PageData<K, Id>>;
export function getEntry<K extends FolderKey>(
  key: K,
  id: string,
  locale: Locale,
): ContentEntry<FolderData<K>> | undefined;
export function getEntry(
  key: CollectionKey,
  id: string,
  locale: Locale,
): ContentEntry<unknown> | undefined {
  const entry = entriesOf(key, locale).find((candidate) => candidate.id === id);
  if (!entry && "schemas" in collections[key])
    throw new ContentError([`content/${collections[key].name}: no entry "${id}"`]);
  return entry;
}

/**
 * One published entry of a keyed collection that has no schema of its own (checked with the
 * shared one), or none: a named entry is read with `getEntry`.
 */
export function getSharedEntry<K extends KeyedKey>(
  key: K,
  id: string,
  locale: Locale,
): ContentEntry<SharedData<K>> | undefined {
  if (id in collections[key].schemas) return undefined;
  const entry = entriesOf(key, locale).find((candidate) => candidate.id === id);
  return entry as ContentEntry<SharedData<K>> | undefined;
}

/** Forgets what was read and checked (tests that write files). */
export function clearContentCache(): void {
  clearLoadedFiles();
  checked.clear();
  published.clear();
  mediaFields.clear();
}
