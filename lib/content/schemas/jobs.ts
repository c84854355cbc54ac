import { z } from "zod";
import { fact } from "@/lib/content/field-roles";
import { currencies } from "@/lib/money";
import {
  draft,
  markdown,
  metaDescription,
  questions,
  slug,
  text,
} from "@/lib/content/schemas/shared";

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
  /** The role and why it matters: the Markdown body (paragraphs, lists, links). */
  description: markdown,
  responsibilities: z.array(text).min(4).max(6),
  requirements: z.array(text).min(4).max(6),
  niceToHave: z.array(text).min(2).max(4),
  /** The band, written once; each edition formats it ("$170,000 – $210,000", "170.000–210.000 US-Dollar"). */
  salary: fact(
    z.object({
      min: z.number().positive(),
      max: z.number().positive().optional(),
      currency: z.enum(currencies),
      period: z.enum(["year", "hour"]),
      note: z.enum(["plus-variable"]).optional(),
    }),
  ),
  postedAt: z.iso.date(),
  questions,
  draft,
});

export type Job = z.infer<typeof jobSchema>;
export type Salary = Job["salary"];
