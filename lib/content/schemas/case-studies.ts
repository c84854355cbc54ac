import { z } from "zod";
import { fact, relation } from "@/lib/content/field-roles";
import {
  draft,
  figure,
  gradient,
  markdown,
  name,
  paragraph,
  questions,
  photo,
  slug,
  text,
} from "@/lib/content/schemas/shared";

export const caseStudySchema = z.object({
  id: slug,
  /** Position in lists: 1 first. */
  order: z.number().int().positive(),
  title: text,
  client: name,
  /** Industry as shown on badges; `industryId` links it to an industry page when there is one. */
  industry: text,
  industryId: relation("industries", slug).optional(),
  /** The service that delivered the work (its name is the case's category). */
  serviceId: relation("services", slug),
  gradient,
  /** The detail page's picture; without it, the generated artwork is drawn. */
  photo: photo.optional(),
  /** Card text on the list. */
  description: paragraph,
  /** Detail-page lead. */
  summary: paragraph,
  challenge: paragraph,
  solution: paragraph,
  impact: paragraph,
  /** The publication date (the badge shows its month and year in each language). */
  publishedAt: z.iso.date(),
  draft,
  duration: text,
  author: relation("authors", slug),
  /** Key results on the list and dialog, as short texts ("87% fewer fraudulent transactions"). */
  metrics: z.array(text).min(3).max(5),
  technologies: fact(z.array(text).min(4)),
  tags: z.array(text).min(3),
  /** The implementation steps: the Markdown body, a numbered list. */
  implementation: markdown,
  /** The results grid of the detail page. */
  results: z.array(figure).length(4),
  testimonial: z.object({ quote: paragraph, author: name, title: text }),
  questions,
  relatedCases: z.array(relation("case-studies", slug)).min(2).max(3),
});

export type CaseStudy = z.infer<typeof caseStudySchema>;
