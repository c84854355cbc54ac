import { z } from "zod";
import { relation } from "@/lib/content/field-roles";
import {
  figure,
  gradient,
  highlighted,
  icon,
  name,
  paragraph,
  photo,
  slug,
  text,
  questions,
} from "@/lib/content/schemas/shared";

export const industrySchema = z.object({
  id: slug,
  /** Position in lists: 1 first. */
  order: z.number().int().positive(),
  name: text,
  /**
   * The industry as a sentence names it, its preposition and article included, since each
   * language writes them its own way: "What makes AI hard *in banking and fintech*", "Was KI *im
   * Bankwesen und bei Fintechs* so anspruchsvoll macht", "Ce qui rend l’IA difficile *dans la
   * banque et la fintech*" (the challenges heading, `work.industry.challengesTitle`).
   */
  nameInSentence: text,
  /** The page's title (browser tab, search results, link previews), written whole per language. */
  pageTitle: text,
  /** Card text on /industries and in search: one or two sentences. */
  description: paragraph,
  gradient,
  icon,
  /** The hero's picture; without it, the generated artwork is drawn. */
  photo: photo.optional(),
  hero: z.object({
    eyebrow: text,
    /** Headline; the phrase between asterisks is drawn with the gradient. */
    title: highlighted,
    lead: paragraph,
  }),
  challenges: z.array(z.object({ icon, title: text, description: paragraph })).length(3),
  solutions: z.array(z.object({ icon, title: text, bullets: z.array(text).length(3) })).length(3),
  featuredCase: z.object({
    title: text,
    client: name,
    summary: paragraph,
    /** Exactly the three headline metrics of the spec, in its order. */
    metrics: z.array(figure).length(3),
    /** The case-study page this story is told on in full, where there is one. */
    caseStudyId: relation("case-studies", slug).optional(),
  }),
  /** A client quote, attributed to a role ("Chief Risk Officer, regional bank"). */
  quote: z.object({ text: paragraph, role: text }),
  closing: z.object({ title: text, lead: paragraph }),
  questions,
});

export type Industry = z.infer<typeof industrySchema>;
