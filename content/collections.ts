import { type z } from "zod";
import { caseStudySchema } from "@/content/case-study-schema";
import {
  aboutPageSchema,
  clientPortalPageSchema,
  contactPageSchema,
  legalPageSchema,
} from "@/content/company-schema";
import { industrySchema } from "@/content/industry-schema";
import { careersPageSchema, jobSchema, resourceSchema } from "@/content/library-schema";
import {
  numberedListBody,
  paragraphsBody,
  rawBody,
  sectionsBody,
  type BodyCodec,
} from "@/content/markdown-bodies";
import {
  brandSchema,
  homePageSchema,
  industriesOverviewSchema,
  servicesOverviewSchema,
  settingsSchema,
} from "@/content/page-schemas";
import { postSchema } from "@/content/post-schema";
import { serviceSchema } from "@/content/service-schema";
import {
  agenticAiPageSchema,
  dataSolutionsPageSchema,
  machineLearningPageSchema,
  mcpSolutionsPageSchema,
  ngoLabPageSchema,
  streamHousePageSchema,
} from "@/content/service-pages/schema";

/**
 * The content collections: one folder each under content/, one file per entry and language
 * (`content/<collection>/<locale>/<slug>.<ext>`). A collection lists its entries by the English
 * folder, unless it names them (a set of pages, each with its own schema).
 */
export type Collection = {
  /** The folder under content/. */
  name: string;
  /** What an editor calls it (the CMS shows it). */
  label: string;
  format: "yaml" | "md" | "mdx" | "json";
  /** The schema of an entry (by its slug, for collections of different pages). */
  schema: (slug: string) => z.ZodType;
  /** The field the file name gives (`agentic-ai.yaml` → `id: agentic-ai`), if any. */
  slugField?: string;
  /** The fields a Markdown file keeps in its body instead of its front matter. */
  body?: BodyCodec;
  /** The entries, where the collection is a fixed set of pages. */
  entries?: readonly string[];
  /** Whether translators write it (settings are written once). */
  translated: boolean;
};

const pages: Record<string, z.ZodType> = {
  home: homePageSchema,
  about: aboutPageSchema,
  careers: careersPageSchema,
  contact: contactPageSchema,
  "client-portal": clientPortalPageSchema,
  "services-overview": servicesOverviewSchema,
  "industries-overview": industriesOverviewSchema,
};

const servicePages: Record<string, z.ZodType> = {
  "agentic-ai": agenticAiPageSchema,
  "machine-learning": machineLearningPageSchema,
  "data-solutions": dataSolutionsPageSchema,
  "mcp-solutions": mcpSolutionsPageSchema,
  "stream-house": streamHousePageSchema,
  "ngo-lab": ngoLabPageSchema,
};

const oneOf = (schemas: Record<string, z.ZodType>, collection: string) => (slug: string) => {
  const schema = schemas[slug];
  if (!schema) throw new Error(`content/${collection}: no page "${slug}"`);
  return schema;
};

export const collections = {
  services: {
    name: "services",
    label: "Services",
    format: "yaml",
    schema: () => serviceSchema,
    slugField: "id",
    translated: true,
  },
  servicePages: {
    name: "service-pages",
    label: "Service pages",
    format: "yaml",
    schema: oneOf(servicePages, "service-pages"),
    entries: Object.keys(servicePages),
    translated: true,
  },
  industries: {
    name: "industries",
    label: "Industries",
    format: "yaml",
    schema: () => industrySchema,
    slugField: "id",
    translated: true,
  },
  caseStudies: {
    name: "case-studies",
    label: "Case studies",
    format: "md",
    schema: () => caseStudySchema,
    slugField: "id",
    body: numberedListBody("implementation"),
    translated: true,
  },
  posts: {
    name: "posts",
    label: "Articles",
    format: "mdx",
    schema: () => postSchema,
    slugField: "slug",
    body: rawBody("body"),
    translated: true,
  },
  jobs: {
    name: "jobs",
    label: "Jobs",
    format: "md",
    schema: () => jobSchema,
    slugField: "id",
    body: paragraphsBody("description"),
    translated: true,
  },
  resources: {
    name: "resources",
    label: "Resources",
    format: "yaml",
    schema: () => resourceSchema,
    slugField: "id",
    translated: true,
  },
  legal: {
    name: "legal",
    label: "Legal pages",
    format: "md",
    schema: () => legalPageSchema,
    body: sectionsBody,
    entries: ["privacy", "terms"],
    translated: true,
  },
  pages: {
    name: "pages",
    label: "Pages",
    format: "yaml",
    schema: oneOf(pages, "pages"),
    entries: Object.keys(pages),
    translated: true,
  },
  settings: {
    name: "settings",
    label: "Site settings",
    format: "json",
    schema: (slug) => (slug === "brand" ? brandSchema : settingsSchema),
    entries: ["brand", "site"],
    translated: false,
  },
} as const satisfies Record<string, Collection>;

export type CollectionKey = keyof typeof collections;
