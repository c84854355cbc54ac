import { collections, type Collection } from "@/lib/content/collections";
import { entrySlugs } from "@/lib/content/loader";
import { cmsField, objectFields, shapeOf, type CmsField } from "@/lib/cms/widgets";
import { defaultLocale, locales } from "@/lib/i18n/locales";

/*
 * The CMS configuration (Sveltia CMS, Decap-compatible), generated from the content collections
 * and their zod schemas at build, so a field added to a schema is editable at once and the two
 * cannot drift. scripts/admin.ts writes it to out/admin/config.yml.
 */

export type CmsBackend = {
  repo: string;
  branch: string;
  /** An OAuth client's base URL (Sveltia's authenticator), if the host does not sign in by token. */
  authUrl?: string;
};

type CmsCollection = {
  name: string;
  label: string;
  label_singular?: string;
  i18n?: boolean;
  folder?: string;
  extension?: string;
  format?: string;
  create?: boolean;
  delete?: boolean;
  identifier_field?: string;
  summary?: string;
  slug?: string;
  sortable_fields?: string[];
  files?: { name: string; label: string; file: string; i18n?: boolean; fields: CmsField[] }[];
  fields?: CmsField[];
};

/** The widget that edits a Markdown body, by collection: what the body holds. */
const bodyHints: Record<string, string> = {
  "case-studies": "The implementation steps in Markdown, one numbered item per step (1. …).",
  jobs: "The job description in Markdown: paragraphs separated by a blank line, lists with '- ', links and *emphasis*.",
  legal: "The introduction, then one section per '## Title {#anchor}' heading, in Markdown.",
  posts: "The article in MDX: Markdown with the components articles use.",
};

const formats: Record<Collection["format"], { extension: string; format: string }> = {
  yaml: { extension: "yaml", format: "yaml" },
  md: { extension: "md", format: "frontmatter" },
  mdx: { extension: "mdx", format: "frontmatter" },
  json: { extension: "json", format: "json" },
};

/** The fields of one entry: the schema's, less the file name's field, with the body last. */
export function entryFields(collection: Collection, slug: string): CmsField[] {
  const schema = collection.schema(slug);
  const options = { translated: collection.translated };
  const skip = [
    ...(collection.slugField ? [collection.slugField] : []),
    ...(collection.body ? [collection.body] : []),
  ];
  const fields = objectFields(schema, options, skip);
  if (collection.body) {
    const first = collection.body;
    fields.push({
      name: "body",
      label:
        first === "body"
          ? "Body"
          : `${cmsField(first, shapeOf(schema)?.[first] ?? schema, options).label} (body)`,
      widget: "markdown",
      hint: bodyHints[collection.name],
      ...(collection.translated ? { i18n: true } : {}),
    });
  }
  return fields;
}

const titleFieldOf = (fields: CmsField[]) =>
  ["title", "name", "question"].find((name) => fields.some((field) => field.name === name));

/** One CMS collection per content collection. */
export function cmsCollection(collection: Collection): CmsCollection {
  const { extension, format } = formats[collection.format];
  const base = {
    name: collection.name,
    label: collection.label,
    ...(collection.translated ? { i18n: true } : {}),
    format,
  };
  const files = fileEntries(collection);
  if (files) {
    return {
      ...base,
      files: files.map((slug) => ({
        name: slug,
        label: labelOfEntry(slug),
        file: collection.translated
          ? `content/${collection.name}/{{locale}}/${slug}.${extension}`
          : `content/${collection.name}/${slug}.${extension}`,
        ...(collection.translated ? { i18n: true } : {}),
        fields: entryFields(collection, slug),
      })),
    };
  }
  // A folder collection: every entry has the same schema (one slug stands for all).
  const fields = entryFields(collection, "");
  const identifier = titleFieldOf(fields);
  const ordered = fields.some((field) => field.name === "order");
  return {
    ...base,
    extension,
    folder: `content/${collection.name}`,
    create: true,
    delete: true,
    slug: "{{slug}}",
    ...(identifier ? { identifier_field: identifier } : {}),
    ...(ordered ? { sortable_fields: ["order", identifier ?? "title"] } : {}),
    fields,
  };
}

/**
 * The entries the CMS edits one by one, each with its own fields: a fixed collection's pages, or
 * a keyed collection's files as the build finds them (a service's page of its own, or of the
 * shared blocks); none for a folder of entries alike.
 */
function fileEntries(collection: Collection): readonly string[] | undefined {
  return collection.entries ?? ("sharedSchema" in collection ? entrySlugs(collection) : undefined);
}

function labelOfEntry(slug: string): string {
  const label = slug.replace(/-/g, " ");
  return label.charAt(0).toUpperCase() + label.slice(1);
}

/** The interface strings (content/messages/<locale>/ui.json): one text field per message. */
export function messagesCollection(english: Record<string, unknown>): CmsCollection {
  const fieldsOf = (value: Record<string, unknown>): CmsField[] =>
    Object.entries(value).map(([name, child]) =>
      child !== null && typeof child === "object"
        ? {
            name,
            label: name,
            widget: "object",
            i18n: true,
            fields: fieldsOf(child as Record<string, unknown>),
          }
        : {
            name,
            label: name,
            widget: String(child).length > 80 ? "text" : "string",
            i18n: true,
            ...(/\{\w+, plural,/.test(String(child))
              ? { hint: "A count: keep the {count, plural, one {…} other {…}} form." }
              : {}),
          },
    );
  return {
    name: "messages",
    label: "Interface text",
    i18n: true,
    format: "json",
    files: [
      {
        name: "ui",
        label: "Menus, buttons, forms and messages",
        file: "content/messages/{{locale}}/ui.json",
        i18n: true,
        fields: fieldsOf(english),
      },
    ],
  };
}

/** Points each relation at the field that names the entries of the collection it offers. */
function linkRelations(all: CmsCollection[]): CmsCollection[] {
  const identifiers = new Map(
    all.map((collection) => [collection.name, collection.identifier_field]),
  );
  const link = (fields: CmsField[] | undefined): void =>
    fields?.forEach((field) => {
      if (field.widget === "relation") {
        const identifier = identifiers.get(field.collection ?? "");
        if (!identifier) throw new Error(`CMS: ${field.name} names no collection with entries`);
        field.search_fields = [identifier];
        field.display_fields = [identifier];
      }
      link(field.fields);
      link(field.field ? [field.field] : undefined);
    });
  for (const collection of all) {
    link(collection.fields);
    collection.files?.forEach((file) => link(file.fields));
  }
  return all;
}

/** The whole configuration: backend, languages, media folder and every collection. */
export function cmsConfig(
  backend: CmsBackend,
  english: { messages: Record<string, unknown>; siteUrl: string },
) {
  return {
    backend: {
      name: "github",
      repo: backend.repo,
      branch: backend.branch,
      ...(backend.authUrl ? { base_url: backend.authUrl } : {}),
    },
    site_url: english.siteUrl,
    display_url: english.siteUrl,
    // Originals stay out of public/: the build publishes only their encoded, metadata-free copies.
    media_folder: "content/media",
    public_folder: "/media",
    i18n: {
      structure: "multiple_folders",
      locales: [...locales],
      default_locale: defaultLocale,
    },
    output: { omit_empty_optional_fields: true },
    collections: linkRelations([
      ...Object.values(collections).map((collection) => cmsCollection(collection)),
      messagesCollection(english.messages),
    ]),
  };
}
