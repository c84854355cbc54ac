import type { z } from "zod";
import { formatPath, markedIn, type Path } from "@/lib/content/field-roles";
import { metaOf, unwrap } from "@/lib/content/schema-parts";
import { maxLength, weightedLength, type LengthLimits } from "@/lib/content/schemas/shared";

/*
 * Length limits per language: a schema field made with `lengthBetween` carries its English limits
 * as metadata; German, French and Spanish may run a quarter longer. The language is an argument,
 * so the loader and the translators' import check a German entry against German limits alike.
 */

const isLimits = (value: unknown): value is LengthLimits =>
  typeof value === "object" && value !== null && "min" in value && "max" in value;

/** A text field's limits in `locale` (`max` Infinity when it has none), or undefined. */
export function lengthLimits(schema: z.ZodType, locale: string): LengthLimits | undefined {
  const limits = metaOf(schema).length ?? metaOf(unwrap(schema)).length;
  return isLimits(limits) ? { min: limits.min, max: maxLength(limits.max, locale) } : undefined;
}

/** The text fields of `value` longer than `locale` allows, as `path: Too long: …`. */
export function lengthProblems(
  schema: z.ZodType,
  value: unknown,
  locale: string,
): { path: Path; message: string }[] {
  return markedIn("length", schema, value).flatMap(({ path, marker, value: text }) => {
    if (!isLimits(marker)) return [];
    const limit = maxLength(marker.max, locale);
    return weightedLength(text) > limit
      ? [{ path, message: `Too long: at most ${limit} characters` }]
      : [];
  });
}

/** `lengthProblems` as the loader words them: `description: Too long: at most 200 characters`. */
export const lengthIssues = (schema: z.ZodType, value: unknown, locale: string): string[] =>
  lengthProblems(schema, value, locale).map(
    ({ path, message }) => `${formatPath(path) || "(the entry)"}: ${message}`,
  );
