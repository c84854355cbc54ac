import { z } from "zod";

/*
 * What the content layer, the CMS config and the translators' files read of a zod schema, through
 * zod 4's public API (`schema.type`, `.unwrap()`, `.shape`, `.element`, `.options`, `.def` of a
 * discriminated union or a tuple), never its private `_zod` internals.
 */

/** The wrappers that leave a field's value as it is (optional, nullable, default, readonly). */
const wrappers = new Set(["optional", "nullable", "default", "readonly"]);

/** The schema one wrapper holds, or undefined when `schema` is not a wrapper. */
export function innerOf(schema: z.ZodType): z.ZodType | undefined {
  if (!wrappers.has(schema.type)) return undefined;
  if (
    schema instanceof z.ZodOptional ||
    schema instanceof z.ZodNullable ||
    schema instanceof z.ZodDefault ||
    schema instanceof z.ZodReadonly
  )
    return schema.unwrap() as z.ZodType;
  return undefined;
}

/** The schema under optional/nullable/default/readonly wrappers. */
export function unwrap(schema: z.ZodType): z.ZodType {
  let current = schema;
  for (let inner = innerOf(current); inner; inner = innerOf(current)) current = inner;
  return current;
}

/** An object schema's fields. */
export function objectShape(schema: z.ZodType): Record<string, z.ZodType> | undefined {
  return schema instanceof z.ZodObject ? (schema.shape as Record<string, z.ZodType>) : undefined;
}

/** A list schema's element. */
export function listElement(schema: z.ZodType): z.ZodType | undefined {
  return schema instanceof z.ZodArray ? (schema.element as z.ZodType) : undefined;
}

/** A union's options, and the key that tells them apart when it is a discriminated union. */
export function unionOptions(
  schema: z.ZodType,
): { options: z.ZodType[]; discriminator?: string } | undefined {
  if (!(schema instanceof z.ZodUnion)) return undefined;
  const options = [...schema.options] as z.ZodType[];
  return schema instanceof z.ZodDiscriminatedUnion
    ? { options, discriminator: schema.def.discriminator }
    : { options };
}

/** A tuple's items and its rest element. */
export function tupleParts(
  schema: z.ZodType,
): { items: z.ZodType[]; rest: z.ZodType | null } | undefined {
  if (!(schema instanceof z.ZodTuple)) return undefined;
  return { items: [...schema.def.items] as z.ZodType[], rest: schema.def.rest as z.ZodType | null };
}

/** The values an enum or a literal allows. */
export function allowedValues(schema: z.ZodType): (string | number)[] | undefined {
  if (schema instanceof z.ZodEnum) return [...schema.options] as (string | number)[];
  if (schema instanceof z.ZodLiteral)
    return [...schema.values].filter(
      (value): value is string | number => typeof value === "string" || typeof value === "number",
    );
  return undefined;
}

/** A string schema's format (`url`, `date`, `email` …), if it has one. */
export function stringFormat(schema: z.ZodType): string | undefined {
  // A format schema (`z.url()`) names it in its definition, which later checks leave as it is.
  if (schema instanceof z.ZodStringFormat) return schema.def.format;
  return schema instanceof z.ZodString ? (schema.format ?? undefined) : undefined;
}

/** Whether a number schema holds integers only. */
export function isInteger(schema: z.ZodType): boolean {
  return schema instanceof z.ZodNumber && schema.isInt;
}

/** A schema's metadata (`.meta()`), inherited by the schemas refined from it. */
export const metaOf = (schema: z.ZodType): Record<string, unknown> =>
  z.globalRegistry.get(schema) ?? {};
