import { z } from "zod";
import { fact, localizable } from "@/lib/content/field-roles";
import { name, photo, slug, text } from "@/lib/content/schemas/shared";

/** The grammatical gender of a person's name: headings and bylines agree with it. */
export const genders = ["feminine", "masculine", "neutral"] as const;

/** A person who writes articles and case studies (content/authors/<locale>/<id>.yaml). */
export const authorSchema = z.object({
  id: slug,
  name,
  /** The role as each language writes it ("Lead AI Engineer", "Leitende KI-Ingenieurin"). */
  role: text,
  gender: fact(z.enum(genders)),
  /** A title before the name as each language writes it ("Dr.", "Dra.", "Dre", "博士"). */
  honorific: localizable(z.string().min(2).max(12)).optional(),
  /** A portrait; without it, the initials are drawn. */
  photo: photo.optional(),
});

export type Author = z.infer<typeof authorSchema>;
