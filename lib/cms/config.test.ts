import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { collections, type Collection } from "@/lib/content/collections";
import { entrySlugs } from "@/lib/content/loader";
import { cmsConfig, entryFields } from "@/lib/cms/config";
import type { CmsField } from "@/lib/cms/widgets";
import { flattenMessages } from "@/lib/i18n/messages";
import { locales } from "@/lib/i18n/locales";
import { backendFromEnv, localizeBundle } from "@/scripts/admin";

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema | false;
  prefixItems?: JsonSchema[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
};

/** The field paths of a schema, read from its JSON Schema (independent of the generator). */
function schemaPaths(schema: JsonSchema, prefix = ""): string[] {
  const options = schema.anyOf ?? schema.oneOf;
  if (options) return [...new Set(options.flatMap((option) => schemaPaths(option, prefix)))];
  if (schema.properties)
    return Object.entries(schema.properties).flatMap(([key, child]) => {
      const path = prefix ? `${prefix}.${key}` : key;
      const inner = schemaPaths(child, path);
      return inner.length > 0 ? inner : [path];
    });
  const items = [...(schema.prefixItems ?? []), ...(schema.items ? [schema.items] : [])];
  return [...new Set(items.flatMap((item) => schemaPaths(item, `${prefix}[]`)))];
}

/** The field paths the CMS edits. */
function cmsPaths(fields: readonly CmsField[], prefix = ""): string[] {
  return fields.flatMap((field) => {
    const path = prefix ? `${prefix}.${field.name}` : field.name;
    if (field.fields) return cmsPaths(field.fields, field.widget === "list" ? `${path}[]` : path);
    return [path];
  });
}

/** A schema's paths as the files hold them: the file name's field out, the body's fields as `body`. */
function filePaths(collection: Collection, slug: string): string[] {
  const json = z.toJSONSchema(collection.schema(slug), { unrepresentable: "any" }) as JsonSchema;
  const body = collection.body ? [collection.body] : [];
  const paths = schemaPaths(json).filter((path) => {
    const top = path.split(/[.[]/)[0] ?? path;
    return top !== collection.slugField && !body.includes(top);
  });
  return body.length > 0 ? [...paths, "body"] : paths;
}

const find = (fields: CmsField[], path: string): CmsField | undefined => {
  const [name, ...rest] = path.split(".");
  const field = fields.find((candidate) => candidate.name === name);
  return rest.length > 0 && field?.fields ? find(field.fields, rest.join(".")) : field;
};

const backend = { repo: "owner/site", branch: "main" };

describe("the CMS configuration, from the content schemas", () => {
  for (const collection of Object.values(collections) as Collection[]) {
    const slugs =
      collection.entries ??
      ("sharedSchema" in collection ? entrySlugs(collection) : entrySlugs(collection).slice(0, 1));
    for (const slug of slugs)
      it(`edits every field of ${collection.name}/${slug}, and nothing the schema lacks`, () => {
        expect(cmsPaths(entryFields(collection, slug)).sort()).toEqual(
          filePaths(collection, slug).sort(),
        );
      });
  }

  it("edits copy in every language, facts in English only, localizable figures optionally", () => {
    const fields = entryFields(collections.caseStudies, "");
    expect(find(fields, "title")).toMatchObject({ widget: "string", i18n: true });
    expect(find(fields, "summary")).toMatchObject({ widget: "text", i18n: true });
    expect(find(fields, "order")).toMatchObject({ widget: "number", value_type: "int" });
    expect(find(fields, "order")?.i18n).toBeUndefined();
    expect(find(fields, "client")?.i18n).toBeUndefined();
    expect(find(fields, "technologies")?.i18n).toBeUndefined();
    expect(find(fields, "publishedAt")).toMatchObject({ widget: "datetime", time_format: false });
    expect(find(fields, "results")).toMatchObject({ widget: "list", i18n: true });
    expect(find(fields, "results.value")).toMatchObject({ i18n: true, required: ["en"] });
    expect(find(fields, "body")).toMatchObject({ widget: "markdown", i18n: true });
    const home = entryFields(collections.pages, "home");
    expect(find(home, "hero.title")?.hint).toMatch(/\*like this\*/);
  });

  it("edits each photo as an image uploaded into the media folder, its alt text per language", () => {
    const config = cmsConfig(backend, { messages: {}, siteUrl: "https://example.com" });
    expect(config.media_folder).toBe("content/media");
    expect(config.public_folder).toBe("/media");
    const photos = [
      [entryFields(collections.caseStudies, ""), "photo"],
      [entryFields(collections.authors, ""), "photo"],
      [entryFields(collections.posts, ""), "hero"],
      [entryFields(collections.industries, ""), "photo"],
      [entryFields(collections.pages, "about"), "leadership.photo"],
      [entryFields(collections.pages, "about"), "advisors.photo"],
      [entryFields(collections.pages, "careers"), "testimonials.photo"],
    ] as const;
    for (const [fields, path] of photos) {
      expect(find([...fields], path), path).toMatchObject({ widget: "object", required: false });
      expect(find([...fields], `${path}.src`), path).toMatchObject({ widget: "image" });
      expect(find([...fields], `${path}.src`)?.i18n, path).toBeUndefined();
      expect(find([...fields], `${path}.alt`), path).toMatchObject({
        i18n: true,
        required: ["en"],
      });
    }
  });

  it("offers related entries by id, named by their collection's title field", () => {
    const config = cmsConfig(backend, { messages: {}, siteUrl: "https://example.com" });
    const cases = config.collections.find((collection) => collection.name === "case-studies");
    expect(find(cases?.fields ?? [], "relatedCases")).toMatchObject({
      widget: "relation",
      collection: "case-studies",
      multiple: true,
      value_field: "{{slug}}",
      display_fields: ["title"],
    });
    const industry = find(cases?.fields ?? [], "industryId");
    expect(industry).toMatchObject({
      widget: "relation",
      collection: "industries",
      required: false,
    });
    const industries = config.collections.find((collection) => collection.name === "industries");
    expect(industry?.display_fields).toEqual([industries?.identifier_field]);
  });

  it("uses the files' layout: one folder per language, settings once", () => {
    const config = cmsConfig(backend, { messages: {}, siteUrl: "https://example.com" });
    expect(config.i18n).toEqual({
      structure: "multiple_folders",
      locales: [...locales],
      default_locale: "en",
    });
    const pages = config.collections.find((collection) => collection.name === "pages");
    expect(pages?.files?.find((file) => file.name === "home")?.file).toBe(
      "content/pages/{{locale}}/home.yaml",
    );
    const settings = config.collections.find((collection) => collection.name === "settings");
    expect(settings?.i18n).toBeUndefined();
    expect(settings?.files?.map((file) => file.file)).toEqual([
      "content/settings/brand.json",
      "content/settings/site.json",
    ]);
  });

  it("edits every interface string, grouped as the message file groups them", () => {
    const english = JSON.parse(readFileSync("content/messages/en/ui.json", "utf8")) as Record<
      string,
      unknown
    >;
    const config = cmsConfig(backend, { messages: english, siteUrl: "https://example.com" });
    const messages = config.collections.find((collection) => collection.name === "messages");
    const fields = messages?.files?.[0]?.fields ?? [];
    expect(cmsPaths(fields).sort()).toEqual(Object.keys(flattenMessages(english)).sort());
  });
});

describe("the CMS build step", () => {
  it("points every CDN address of the editor's bundle at the export", () => {
    const bundle = readFileSync("node_modules/@sveltia/cms/dist/sveltia-cms.js", "utf8");
    const local = localizeBundle(bundle);
    expect(local).not.toMatch(/cdn\.jsdelivr\.net/);
    expect(local).not.toMatch(/unpkg\.com\/@(shikijs|sveltia)/);
    expect(local).toContain("/admin/fonts/material-symbols-outlined-latin-wght-normal.woff2");
  });

  it("takes the repository from CMS_REPO, and nothing without it", () => {
    expect(backendFromEnv({})).toBeUndefined();
    expect(backendFromEnv({ CMS_REPO: "acme/site" })).toEqual({
      repo: "acme/site",
      branch: "main",
    });
    expect(
      backendFromEnv({
        CMS_REPO: "acme/site",
        CMS_BRANCH: "live",
        CMS_AUTH_URL: "https://auth.example.com",
      }),
    ).toEqual({ repo: "acme/site", branch: "live", authUrl: "https://auth.example.com" });
    expect(() => backendFromEnv({ CMS_REPO: "not a repo" })).toThrow(/owner\/name/);
    expect(() => backendFromEnv({ CMS_REPO: "a/b", CMS_AUTH_URL: "http://x" })).toThrow(/https/);
  });
});
