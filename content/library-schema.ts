import { z } from "zod";
import { fact, localizable } from "@/content/fields";
import { gradient, icon, metaDescription, name, paragraph, slug, text } from "@/content/schemas";

/* Resources, careers and jobs. */

const resourceBase = {
  id: slug,
  /** Position in lists: 1 first. */
  order: z.number().int().positive(),
  title: text,
  description: paragraph,
  gradient,
  datePublished: z.iso.date(),
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

/** Ids only: each edition names them in its interface strings (work.location.<id>, …). */
export const jobLocations = ["sf", "nyc", "london", "remote"] as const;
export const jobDepartments = [
  "engineering",
  "data-science",
  "product",
  "design",
  "operations",
  "sales",
] as const;
export const jobTypes = ["full-time", "part-time", "contract", "internship"] as const;

export const jobSchema = z.object({
  id: slug,
  /** Position in lists: 1 first. */
  order: z.number().int().positive(),
  title: text,
  department: z.enum(jobDepartments),
  location: z.enum(jobLocations),
  type: z.enum(jobTypes),
  /** One sentence for search results and link previews (the meta description). */
  summary: metaDescription,
  /** Two or three sentences: the role and why it matters. */
  description: paragraph,
  responsibilities: z.array(text).min(4).max(6),
  requirements: z.array(text).min(4).max(6),
  niceToHave: z.array(text).min(2).max(4),
  /** Salary band as shown, e.g. "$170,000 – $210,000". */
  salary: localizable(text),
  postedAt: z.iso.date(),
});

export type Job = z.infer<typeof jobSchema>;

export const careersPageSchema = z.object({
  hero: z.object({ title: text, lead: paragraph }),
  whyJoin: z.object({ title: text, paragraphs: z.array(paragraph).length(2) }),
  values: z.array(z.object({ icon, title: text, description: paragraph })).length(6),
  /** One of the six must be the $5,000 annual learning budget. */
  benefits: z.array(z.object({ icon, title: text, description: paragraph })).length(6),
  testimonials: z.array(z.object({ quote: paragraph, name, title: text })).length(3),
});
