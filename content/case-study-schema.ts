import { z } from "zod";
import { fact, relation } from "@/content/fields";
import { figure, gradient, name, paragraph, slug, text } from "@/content/schemas";

export const caseCategories = [
  "Machine Learning",
  "Agentic AI",
  "NGO Lab",
  "Stream House",
] as const;

export const caseStudySchema = z.object({
  id: slug,
  /** Position in lists: 1 first. */
  order: z.number().int().positive(),
  title: text,
  client: name,
  /** Industry as shown on badges; `industryId` links it to an industry page when there is one. */
  industry: text,
  industryId: relation("industries", slug).optional(),
  /** The service id (content/services.ts) that delivered the work. */
  serviceId: relation("services", slug),
  /** The practice, as its badge names it in the entry's language ("Machine Learning"). */
  category: text,
  gradient,
  /** Card text on the list. */
  description: paragraph,
  /** Detail-page lead. */
  summary: paragraph,
  challenge: paragraph,
  solution: paragraph,
  impact: paragraph,
  /** Month and year, as shown on the badge: "March 2025". */
  date: text,
  publishedAt: z.iso.date(),
  duration: text,
  author: z.object({ name, role: text }),
  /** Key results on the list and dialog, as short texts ("87% fewer fraudulent transactions"). */
  metrics: z.array(text).min(3).max(5),
  technologies: fact(z.array(text).min(4)),
  tags: z.array(text).min(3),
  implementation: z.array(paragraph).min(4).max(6),
  /** The results grid of the detail page. */
  results: z.array(figure).length(4),
  testimonial: z.object({ quote: paragraph, author: name, title: text }),
  relatedCases: z.array(relation("case-studies", slug)).min(2).max(3),
});

export type CaseStudy = z.infer<typeof caseStudySchema>;
