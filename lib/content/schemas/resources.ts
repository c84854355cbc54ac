import { z } from "zod";
import { fact } from "@/lib/content/field-roles";
import {
  draft,
  gradient,
  name,
  paragraph,
  questions,
  slug,
  text,
} from "@/lib/content/schemas/shared";

const resourceBase = {
  id: slug,
  /** Position in lists: 1 first. */
  order: z.number().int().positive(),
  title: text,
  description: paragraph,
  gradient,
  datePublished: z.iso.date(),
  questions,
  draft,
};

export const resourceSchema = z.discriminatedUnion("category", [
  z.object({
    ...resourceBase,
    category: z.literal("whitepapers"),
    tags: z.array(text).min(2),
    pages: z.number().int().positive(),
  }),
  z.object({
    ...resourceBase,
    category: z.literal("webinars"),
    presenter: text,
    /** Length as text: "60 minutes". */
    duration: text,
  }),
  z.object({
    ...resourceBase,
    category: z.literal("research"),
    authors: fact(z.array(text).min(1)),
    published: z.object({ journal: name, year: z.number().int() }),
  }),
  z.object({
    ...resourceBase,
    category: z.literal("tools"),
    githubUrl: z.url().startsWith("https://github.com/"),
    language: name,
    /** As shown: "2.4k". */
    stars: fact(text),
  }),
]);

export type Resource = z.infer<typeof resourceSchema>;
