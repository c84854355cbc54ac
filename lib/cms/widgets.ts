import { z } from "zod";
import { fieldRole } from "@/lib/content/field-roles";
import {
  allowedValues,
  isInteger,
  listElement,
  metaOf,
  objectShape,
  stringFormat,
  tupleParts,
  unionOptions,
  unwrap,
} from "@/lib/content/schema-parts";

/*
 * CMS fields from the content schemas: each schema field becomes the widget that edits it
 * (text, text area, number, select, date, list, object, relation), and its translation role
 * (lib/content/field-roles.ts) becomes the CMS's i18n setting: copy is edited in every language side by
 * side, a localizable field is written in English and may be overridden, a fact only in English.
 */

export type CmsField = {
  name: string;
  label: string;
  widget: string;
  required?: boolean | string[];
  i18n?: boolean;
  hint?: string;
  multiple?: boolean;
  options?: (string | number)[];
  value_type?: "int" | "float";
  format?: string;
  date_format?: string;
  time_format?: boolean;
  collection?: string;
  value_field?: string;
  search_fields?: string[];
  display_fields?: string[];
  field?: CmsField;
  fields?: CmsField[];
  summary?: string;
  min?: number;
  max?: number;
};

/** "authorRole" → "Author role", "githubUrl" → "GitHub URL". */
export function labelOf(name: string): string {
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replace(/[-_]/g, " ")
    .toLowerCase()
    .replace(/\burl\b/g, "URL")
    .replace(/\bid\b/g, "ID")
    .replace(/\bids\b/g, "IDs")
    .replace(/\bfaq\b/g, "FAQ")
    .replace(/\bgithub\b/g, "GitHub");
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const isOptional = (schema: z.ZodType) =>
  ["optional", "default"].includes(schema.type) || schema.safeParse(undefined).success;

/** The fields of an object schema, or of every option of a union merged (a resource's kinds). */
export function shapeOf(schema: z.ZodType): Record<string, z.ZodType> | undefined {
  const inner = unwrap(schema);
  const union = unionOptions(inner);
  if (!union) return objectShape(inner);
  const { options, discriminator } = union;
  const merged: Record<string, z.ZodType> = {};
  for (const option of options) Object.assign(merged, shapeOf(option));
  // A field that only some kinds have is optional in the merged form.
  for (const key of Object.keys(merged)) {
    const inAll = options.every((option) => shapeOf(option)?.[key]);
    if (!inAll && merged[key]) merged[key] = merged[key].optional();
  }
  if (discriminator) {
    const values = options.flatMap(
      (option) => allowedValues(unwrap(shapeOf(option)?.[discriminator] ?? z.never())) ?? [],
    );
    merged[discriminator] = z.enum(values.map(String) as [string, ...string[]]);
  }
  return merged;
}

/** The element schema of a list (a tuple with a rest element edits as a list of the widest one). */
function elementOf(schema: z.ZodType): z.ZodType | undefined {
  const inner = unwrap(schema);
  const element = listElement(inner);
  if (element) return element;
  const tuple = tupleParts(inner);
  const first = tuple?.items[0];
  if (tuple && first) {
    const rest = tuple.rest ?? first;
    const shape = { ...shapeOf(rest) };
    for (const [key, field] of Object.entries(shapeOf(first) ?? {}))
      if (!shape[key]) shape[key] = field.optional();
    return z.object(shape);
  }
  return undefined;
}

type Options = {
  /** Whether the collection has languages (site settings do not). */
  translated: boolean;
};

/** The CMS field that edits `schema` under `name`. */
export function cmsField(name: string, schema: z.ZodType, options: Options): CmsField {
  const role = fieldRole(schema);
  const inner = unwrap(schema);
  const meta = { ...metaOf(inner), ...metaOf(schema) };
  const field: CmsField = { name, label: labelOf(name), widget: "string" };

  if (options.translated) {
    if (role !== "fact") field.i18n = true;
    if (role === "localizable")
      field.hint = "Written in English; a language may give its own (left empty, English is used).";
  }
  if (typeof meta.hint === "string") field.hint = meta.hint;
  if (isOptional(schema)) field.required = false;
  else if (options.translated && role === "localizable") field.required = ["en"];

  const element = elementOf(inner);
  const shape = shapeOf(inner);
  // A relation picks an entry of another collection by its file name (a list of them: several).
  const elementRelation = element ? metaOf(element).relation : undefined;
  const related =
    typeof meta.relation === "string"
      ? { collection: meta.relation }
      : typeof elementRelation === "string"
        ? { collection: elementRelation, multiple: true }
        : undefined;
  if (related) {
    Object.assign(field, {
      widget: "relation",
      collection: related.collection,
      value_field: "{{slug}}",
      ...(related.multiple ? { multiple: true } : {}),
    });
  } else if (meta.media !== undefined) {
    // A photo's file: uploaded into the one media folder (lib/cms/config.ts).
    field.widget = "image";
  } else if (element) {
    field.widget = "list";
    if (shapeOf(element)) {
      field.fields = objectFields(element, options);
      const first = field.fields.find((sub) => sub.widget === "string" || sub.widget === "text");
      if (first) field.summary = `{{fields.${first.name}}}`;
    } else {
      field.field = cmsField(labelOf(name), element, options);
      delete field.field.required;
      delete field.field.i18n;
    }
  } else if (shape) {
    field.widget = "object";
    field.fields = objectFields(inner, options);
  } else if (inner.type === "enum") {
    field.widget = "select";
    field.options = allowedValues(inner) ?? [];
  } else if (inner.type === "literal") {
    field.widget = "select";
    field.options = (allowedValues(inner) ?? []).map((value) => String(value));
  } else if (inner.type === "number") {
    field.widget = "number";
    field.value_type = isInteger(inner) ? "int" : "float";
  } else if (inner.type === "boolean") {
    field.widget = "boolean";
  } else if (stringFormat(inner) === "date") {
    Object.assign(field, {
      widget: "datetime",
      format: "YYYY-MM-DD",
      date_format: "YYYY-MM-DD",
      time_format: false,
    });
  } else if (meta.multiline === true) {
    field.widget = "text";
  }
  // A list or object of facts only is written once, like its fields.
  if (field.fields && !field.fields.some((sub) => sub.i18n)) delete field.i18n;
  return field;
}

/** The CMS fields of an object schema (or a union of them), in the schema's order. */
export function objectFields(schema: z.ZodType, options: Options, skip: string[] = []): CmsField[] {
  return Object.entries(shapeOf(schema) ?? {})
    .filter(([name]) => !skip.includes(name))
    .map(([name, field]) => cmsField(name, field, options));
}
