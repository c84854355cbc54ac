import { z } from "zod";
import { fact, localizable, multiline, visitorWording } from "@/lib/content/field-roles";
import { gradientIds } from "@/lib/gradients";
import { iconNames } from "@/lib/icon-names";

/* Building blocks shared by the content schemas, for every language. */

/**
 * Length as a reader sees it: a CJK character carries about as much as two Latin letters (and
 * takes two columns in search results), so the limits below hold for Chinese copy too.
 */
export function weightedLength(value: string): number {
  let length = 0;
  for (const char of value)
    length += /[\u2e80-\u9fff\uf900-\ufaff\uff00-\uffef]/.test(char) ? 2 : 1;
  return length;
}

/**
 * How much longer than English a language's copy may run: German, French and Spanish say the
 * same in about a quarter more letters, so a translator never has to cut a clause to fit.
 */
export const lengthAllowance: Readonly<Record<string, number>> = { de: 1.25, es: 1.25, fr: 1.25 };

/** The longest text allowed in `locale` where English allows `max`. */
export const maxLength = (max: number, locale: string) =>
  Math.round(max * (lengthAllowance[locale] ?? 1));

/** A text field's length limits in English (`.meta({ length })`); `lengthProblems` applies them per language. */
export type LengthLimits = { min: number; max: number };

/**
 * Text between `min` and `max` characters. The shortest is the same in every language and checked
 * by the schema; the longest depends on the language, so it is not: it is metadata, checked for a
 * named language by `lengthProblems` (lib/content/lengths.ts), with no hidden state.
 */
export const lengthBetween = (min: number, max = Infinity) =>
  z
    .string()
    .refine((value) => weightedLength(value) >= min, `Too short: at least ${min} characters`)
    .meta({ length: { min, max } satisfies LengthLimits });

export const text = lengthBetween(3);
export const paragraph = multiline(lengthBetween(40));
/** What search engines show under a title: longer is cut off, shorter looks thin. */
export const metaDescription = lengthBetween(50, 160);
export const slug = fact(z.string().regex(/^[a-z0-9-]+$/));
export const icon = z.enum(iconNames);
export const gradient = z.enum(gradientIds);
/** A figure as shown ("87%", "$7.2M"), formatted for each language; a language may write its own. */
export const figureValue = localizable(z.string().min(1));
export const figure = z.object({ value: figureValue, label: text });
/** Markdown text: paragraphs, lists, links and emphasis, rendered by the site's Markdown pipeline. */
export const markdown = multiline(z.string().trim().min(1));
/** Kept out of the production export while true (shown in `npm run dev` with a badge). */
export const draft = z
  .boolean()
  .optional()
  .meta({ hint: "A draft stays out of the published site; the preview (npm run dev) shows it." });
/** A name written once: a person, a client, a product, a technology. */
export const name = fact(text);

/** A headline with one phrase marked `*like this*`, written whole in each language. */
export const highlighted = text
  .refine(
    (value) => /^[^*]*\*[^*]+\*[^*]*$/.test(value),
    "Mark exactly one phrase with asterisks: *like this*",
  )
  .meta({ hint: "The whole headline, its highlighted phrase between asterisks: *like this*." });

/**
 * Questions a page answers and the words visitors use for it, as they would ask (Tessa and the
 * search match a visitor's question against them first). Copy: written in each language.
 */
export const questions = visitorWording(z.array(z.string().min(2)))
  .optional()
  .meta({ hint: "Questions this page answers, worded as visitors ask them, one per line." });

/** The image formats the build encodes (a logo may also be an SVG, served as drawn). */
export const photoFormats = ["jpg", "jpeg", "png", "webp", "avif", "svg"] as const;

/**
 * A photo from the media folder (content/media, where the editor uploads), with its alt text.
 * The file is a fact; the alt text is written in English and a language may give its own. The
 * build checks the file exists and encodes it for the slot it is drawn in (lib/images/).
 */
export const photo = z.object({
  src: z
    .string()
    .regex(
      new RegExp(`^/media/[^/]+\\.(${photoFormats.join("|")})$`, "i"),
      `A file in the media folder, "/media/<name>.<${photoFormats.join("|")}>"`,
    )
    .meta({ i18n: "fact", media: true, hint: "Upload into the media folder." }),
  alt: text.meta({
    i18n: "localizable",
    hint: "What the photo shows, for readers who cannot see it; a language may give its own.",
  }),
});

export type Photo = z.infer<typeof photo>;
