import { z } from "zod";
import { localizable } from "@/content/fields";
import { icon, name, paragraph, slug, text } from "@/content/schemas";

/* About, contact, client portal and legal pages. */

const person = z.object({ name: localizable(text), role: text, bio: paragraph });
const faq = z.object({ question: text, answer: paragraph });

export const aboutPageSchema = z.object({
  hero: z.object({ title: text, lead: paragraph }),
  mission: z.object({ title: text, text: paragraph }),
  vision: z.object({ title: text, text: paragraph }),
  values: z.array(z.object({ icon, title: text, description: paragraph })).length(6),
  leadership: z.array(person).length(3),
  teams: z
    .array(z.object({ icon, name: text, description: paragraph, focus: z.array(text).length(3) }))
    .length(4),
  advisors: z.array(person).length(3),
  commitment: z.object({
    title: text,
    paragraphs: z.array(paragraph).length(2),
    pledges: z.array(z.object({ icon, title: text, description: paragraph })).length(3),
    cta: z.object({ title: text, lead: paragraph }),
  }),
});

export const contactPageSchema = z.object({
  /** Heading and lead without a `type`; the two typed headings are fixed by the spec. */
  hero: z.object({ title: text, lead: paragraph }),
  meetings: z
    .array(
      z.object({
        type: z.enum(["discovery", "expert"]),
        title: text,
        length: text,
        description: paragraph,
        subject: text,
      }),
    )
    .length(2),
  faq: z.array(faq).length(4),
});

export const clientPortalPageSchema = z.object({
  hero: z.object({ title: text, lead: paragraph }),
  features: z
    .array(
      z.object({
        value: z.enum(["dashboards", "documents", "communication", "support"]),
        label: text,
        title: text,
        description: paragraph,
        points: z.array(text).length(4),
      }),
    )
    .length(4),
  security: z.object({
    title: text,
    lead: paragraph,
    items: z.array(z.object({ icon, title: text, description: paragraph })).length(4),
  }),
  testimonials: z.array(z.object({ quote: paragraph, name, title: text, company: name })).length(3),
  cta: z.object({ title: text, lead: paragraph }),
  faq: z.array(faq).length(5),
});

export const legalSectionSchema = z.object({
  id: slug,
  title: text,
  paragraphs: z.array(paragraph).min(1),
  list: z.array(text).optional(),
});

export const legalPageSchema = z.object({
  title: text,
  lastUpdated: z.literal("2025-05-01"),
  intro: paragraph,
  sections: z.array(legalSectionSchema).min(9),
});

export type LegalPage = z.infer<typeof legalPageSchema>;
