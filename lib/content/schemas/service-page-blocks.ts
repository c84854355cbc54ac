import { z } from "zod";
import { localizable } from "@/lib/content/field-roles";
import {
  figureValue,
  highlighted,
  icon,
  lengthBetween,
  paragraph,
  photo,
  slug,
  text,
} from "@/lib/content/schemas/shared";

/* The building blocks of the service pages (content/service-pages): the six pages of the spec
   and the page any other service may have are made of them. */

/** The header block a section opens with. */
export const sectionIntroSchema = z.object({ eyebrow: text, title: text, lead: paragraph });

export const heroSchema = z.object({
  badge: text,
  /** The headline; the phrase between asterisks is drawn with the service gradient. */
  title: highlighted,
  lead: paragraph,
});

/** A card with an icon, a title and a sentence or two. */
export const capabilitySchema = z.object({ icon, title: text, description: paragraph });

/** A card whose "Learn more" opens the use-case dialog. */
export const useCaseSchema = z.object({
  id: slug,
  icon,
  title: text,
  description: paragraph,
  longDescription: lengthBetween(200),
  benefits: z.array(text).length(4),
  examples: z.array(text).length(3),
});

export const statSchema = z.object({ value: figureValue, label: text });

/** A technology: its name, a sentence, and its logo where the owner has one (SVG or raster). */
export const techCardSchema = z.object({
  name: localizable(text),
  description: paragraph,
  logo: photo.optional(),
});

export const faqSchema = z.object({ question: text, answer: paragraph });

export const closingSchema = z.object({ title: text, lead: paragraph });

/** A page's application section: how organisations are chosen, and the application form. */
export const applicationSchema = z.object({
  intro: sectionIntroSchema,
  /** Selected quarterly, judged on potential impact, organizational need and technical feasibility. */
  rule: paragraph,
  criteria: z.array(capabilitySchema).length(3),
  /**
   * ISO date a review period begins; with `reviewEveryMonths`, the page names the first one on
   * or after the day it is built (so a past date never reads as "next").
   */
  nextReview: z.iso.date(),
  /** How often a review period begins, in months (quarterly: 3); 0 when there is no cycle. */
  reviewEveryMonths: z.number().int().min(0).max(12).default(0),
});

export type SectionIntro = z.infer<typeof sectionIntroSchema>;
export type Hero = z.infer<typeof heroSchema>;
export type Capability = z.infer<typeof capabilitySchema>;
export type UseCase = z.infer<typeof useCaseSchema>;
export type Stat = z.infer<typeof statSchema>;
export type TechCard = z.infer<typeof techCardSchema>;
export type Application = z.infer<typeof applicationSchema>;

/** A section of cards under its header. */
const cards = <T extends z.ZodType>(item: T, max: number) =>
  z.object({ intro: sectionIntroSchema, items: z.array(item).min(1).max(max) });

/**
 * The page of a service that has no view of its own: every block optional, drawn in this order
 * below the hero. The file itself is optional; what it leaves out, the service's entry
 * (content/services) fills: the hero from its title and description, its features as its key
 * capabilities, its client result, and a closing call to action.
 */
export const servicePageSchema = z.object({
  hero: heroSchema.optional(),
  overview: z
    .object({ intro: sectionIntroSchema, points: z.array(paragraph).min(1).max(4) })
    .optional(),
  capabilities: cards(capabilitySchema, 8).optional(),
  stats: cards(statSchema.extend({ description: paragraph.optional() }), 4).optional(),
  useCases: cards(useCaseSchema, 6).optional(),
  technologies: cards(techCardSchema, 8).optional(),
  faq: cards(faqSchema, 8).optional(),
  /** An application section with the application form (as on NGO Lab). */
  apply: applicationSchema.optional(),
  closing: closingSchema.optional(),
});

export type ServicePage = z.infer<typeof servicePageSchema>;
