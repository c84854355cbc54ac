import { z } from "zod";
import { localizable, relation } from "@/lib/content/field-roles";
import {
  figure,
  gradient,
  highlighted,
  icon,
  name,
  paragraph,
  questions,
  photo,
  slug,
  text,
} from "@/lib/content/schemas/shared";

/* The home page and the two overview pages. */

const sectionHeader = z.object({ id: slug, eyebrow: text, title: text, lead: paragraph });
const card = z.object({ icon, title: text, description: paragraph });

export const homePageSchema = z.object({
  hero: z.object({
    eyebrow: text,
    /** The headline, written whole; the phrase between asterisks is drawn with the gradient. */
    title: highlighted,
    lead: paragraph,
    stats: z.array(figure).length(3),
  }),
  sections: z.object({
    whoWeAre: sectionHeader,
    expertise: sectionHeader,
    featuredWork: sectionHeader,
    process: sectionHeader,
    innovationHub: sectionHeader,
    /** The NGO Product Lab, whose first button leads to its service's page. */
    ngoLab: sectionHeader.extend({ service: relation("services", slug) }),
  }),
  values: z.array(card).length(3),
  featuredWork: z
    .array(
      z.object({
        id: slug,
        title: text,
        category: text,
        industry: text,
        figure: figure.shape.value,
        figureLabel: text,
        description: paragraph,
        gradient,
      }),
    )
    .length(3),
  processSteps: z
    .array(z.object({ title: text, description: paragraph, details: z.array(text).length(3) }))
    .length(4),
  /** Innovation Hub teasers: each points at an article by slug. */
  hubTeasers: z.array(z.object({ slug: relation("posts", slug), type: text })).length(3),
  ngoProjects: z
    .array(z.object({ name: text, organization: name, impact: paragraph, icon }))
    .length(3),
  closingCta: z.object({ title: text, lead: paragraph }),
});

export const servicesOverviewSchema = z.object({
  title: text,
  subtitle: text,
  lead: paragraph,
  socialImpact: z.object({
    eyebrow: text,
    title: text,
    lead: paragraph,
    quote: paragraph,
    author: name,
    role: text,
    /** The service its first button leads to ('Learn About NGO Lab'). */
    service: relation("services", slug),
  }),
  careers: z.object({
    eyebrow: text,
    title: text,
    lead: paragraph,
    points: z.array(card).length(3),
  }),
});

export const industriesOverviewSchema = z.object({
  eyebrow: text,
  title: text,
  description: paragraph,
  lead: paragraph,
  closing: z.object({ title: text, lead: paragraph }),
});

export type HomePage = z.infer<typeof homePageSchema>;

/* About, contact, client portal and legal pages. */

/** A portrait is optional: without one, the person's initials are drawn. */
const person = z.object({
  name: localizable(text),
  role: text,
  bio: paragraph,
  photo: photo.optional(),
});
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
  questions,
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

export const careersPageSchema = z.object({
  hero: z.object({ title: text, lead: paragraph }),
  whyJoin: z.object({ title: text, paragraphs: z.array(paragraph).length(2) }),
  values: z.array(z.object({ icon, title: text, description: paragraph })).length(6),
  /** One of the six must be the $5,000 annual learning budget. */
  benefits: z.array(z.object({ icon, title: text, description: paragraph })).length(6),
  testimonials: z
    .array(z.object({ quote: paragraph, name, title: text, photo: photo.optional() }))
    .length(3),
});

/** The pages of content/pages, each with its own schema. */
export const pageSchemas = {
  home: homePageSchema,
  about: aboutPageSchema,
  careers: careersPageSchema,
  contact: contactPageSchema,
  "client-portal": clientPortalPageSchema,
  "services-overview": servicesOverviewSchema,
  "industries-overview": industriesOverviewSchema,
};
