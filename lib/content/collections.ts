import type { z } from "zod";
import { authorSchema } from "@/lib/content/schemas/authors";
import { caseStudySchema } from "@/lib/content/schemas/case-studies";
import { industrySchema } from "@/lib/content/schemas/industries";
import { intentsSchema } from "@/lib/content/schemas/intents";
import { jobSchema } from "@/lib/content/schemas/jobs";
import { legalPageSchema } from "@/lib/content/schemas/legal";
import { pageSchemas } from "@/lib/content/schemas/pages";
import { postSchema } from "@/lib/content/schemas/posts";
import { resourceSchema } from "@/lib/content/schemas/resources";
import { servicePageSchema } from "@/lib/content/schemas/service-page-blocks";
import { servicePageSchemas } from "@/lib/content/schemas/service-pages";
import { serviceSchema } from "@/lib/content/schemas/services";
import { settingsSchemas } from "@/lib/content/schemas/settings";

/**
 * The content collections: one folder each under content/, one file per entry and language
 * (`content/<collection>/<locale>/<id>.<ext>`). A folder collection lists its entries by the
 * English folder and checks each with one schema; a fixed collection is a set of pages, each
 * with its own schema; a keyed collection lists its entries by the English folder too, and checks
 * each with its own schema where it has one, else with the shared one.
 */
export type Collection = {
  /** The folder under content/. */
  name: string;
  /** What an editor calls it (the CMS shows it). */
  label: string;
  format: "yaml" | "md" | "mdx" | "json";
  /** The schema of an entry (by its id, for a fixed collection). */
  schema: (id: string) => z.ZodType;
  /** The field the file name gives (`agentic-ai.yaml` → `id: agentic-ai`), if any. */
  slugField?: string;
  /** The field a Markdown file's body holds (rendered as Markdown by the pages). */
  body?: string;
  /** The field that dates an entry: one dated in the future is scheduled, left out until then. */
  dateField?: string;
  /** The entries of a fixed collection. */
  entries?: readonly string[];
  /** Whether translators write it (settings are written once). */
  translated: boolean;
};

type Common = Omit<Collection, "schema" | "entries">;

/** A folder of entries sharing one schema. */
function folder<S extends z.ZodType>(common: Common, entrySchema: S) {
  return { ...common, entrySchema, schema: () => entrySchema };
}

/** A fixed set of pages, each with its own schema. */
function fixed<M extends Record<string, z.ZodType>>(common: Common, schemas: M) {
  const schema = (id: string): z.ZodType => {
    const found = schemas[id];
    if (!found) throw new Error(`content/${common.name}: no page "${id}"`);
    return found;
  };
  return { ...common, schemas, entries: Object.keys(schemas), schema };
}

/**
 * A folder whose named entries have schemas of their own (the spec's six service pages) and any
 * other entry the shared one (the page of a service without a view of its own).
 */
function keyed<M extends Record<string, z.ZodType>, S extends z.ZodType>(
  common: Common,
  schemas: M,
  shared: S,
) {
  const schema = (id: string): z.ZodType => schemas[id] ?? shared;
  return { ...common, schemas, sharedSchema: shared, schema };
}

export const collections = {
  services: folder(
    { name: "services", label: "Services", format: "yaml", slugField: "id", translated: true },
    serviceSchema,
  ),
  servicePages: keyed(
    { name: "service-pages", label: "Service pages", format: "yaml", translated: true },
    servicePageSchemas,
    servicePageSchema,
  ),
  industries: folder(
    { name: "industries", label: "Industries", format: "yaml", slugField: "id", translated: true },
    industrySchema,
  ),
  /*
   * One collection, several names: the folder content/case-studies/ (its `name`, as the CMS and
   * references call it), the key `caseStudies` (getEntries/getEntry, lib/case-studies.ts), the
   * page templates `caseStudies` (the list, /case-studies; `caseStudiesPage` its later pages) and
   * `caseStudy` (a study's page, /case-studies/[id]) in lib/pages.ts and lib/page-paths.ts, and
   * the search and page type "case-study" (lib/search.ts; the service stories share it).
   */
  caseStudies: folder(
    {
      name: "case-studies",
      label: "Case studies",
      format: "md",
      slugField: "id",
      body: "implementation",
      dateField: "publishedAt",
      translated: true,
    },
    caseStudySchema,
  ),
  posts: folder(
    {
      name: "posts",
      label: "Articles",
      format: "mdx",
      slugField: "slug",
      body: "body",
      dateField: "date",
      translated: true,
    },
    postSchema,
  ),
  authors: folder(
    { name: "authors", label: "Authors", format: "yaml", slugField: "id", translated: true },
    authorSchema,
  ),
  jobs: folder(
    {
      name: "jobs",
      label: "Jobs",
      format: "md",
      slugField: "id",
      body: "description",
      dateField: "postedAt",
      translated: true,
    },
    jobSchema,
  ),
  resources: folder(
    {
      name: "resources",
      label: "Resources",
      format: "yaml",
      slugField: "id",
      dateField: "datePublished",
      translated: true,
    },
    resourceSchema,
  ),
  legal: fixed(
    { name: "legal", label: "Legal pages", format: "md", body: "body", translated: true },
    { privacy: legalPageSchema, terms: legalPageSchema },
  ),
  pages: fixed({ name: "pages", label: "Pages", format: "yaml", translated: true }, pageSchemas),
  intents: fixed(
    { name: "intents", label: "Visitor intents", format: "yaml", translated: true },
    { site: intentsSchema },
  ),
  settings: fixed(
    { name: "settings", label: "Site settings", format: "json", translated: false },
    settingsSchemas,
  ),
} as const satisfies Record<string, Collection>;

export type CollectionKey = keyof typeof collections;

type Collections = typeof collections;

/**
 * The collections that are fixed sets of pages (with a keyed collection's named entries), and
 * those that are folders of entries; the keyed ones.
 */
export type FixedKey = {
  [K in CollectionKey]: Collections[K] extends { schemas: object } ? K : never;
}[CollectionKey];
export type FolderKey = Exclude<CollectionKey, FixedKey>;
export type KeyedKey = {
  [K in CollectionKey]: Collections[K] extends { sharedSchema: object } ? K : never;
}[CollectionKey];

/** The ids of a fixed collection's pages. */
export type PageId<K extends FixedKey> = keyof Collections[K]["schemas"] & string;

/** The data of an entry, as its schema gives it. */
export type FolderData<K extends FolderKey> = z.output<Collections[K]["entrySchema"]>;
export type PageData<K extends FixedKey, Id extends PageId<K>> = z.output<
  Collections[K]["schemas"][Id]
>;
export type SharedData<K extends KeyedKey> = z.output<Collections[K]["sharedSchema"]>;

/** The collection whose folder is `name` (references name collections by folder). */
export function collectionKeyOf(name: string): CollectionKey | undefined {
  return (Object.keys(collections) as CollectionKey[]).find(
    (key) => collections[key].name === name,
  );
}
