import { z } from "zod";
import { fact, relation } from "@/content/fields";
import { figure, gradient, icon, name, paragraph, slug, text } from "@/content/schemas";

/* The home page and the two overview pages. */

/** A headline with one phrase marked `*like this*`, written whole in each language. */
const highlighted = text
  .refine(
    (value) => /^[^*]*\*[^*]+\*[^*]*$/.test(value),
    "Mark exactly one phrase with asterisks: *like this*",
  )
  .meta({ hint: "The whole headline, its highlighted phrase between asterisks: *like this*." });

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
    ngoLab: sectionHeader,
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

/** Office ids: each edition names its offices in its interface strings (company.office.<id>). */
export const officeIds = ["san-francisco", "london", "singapore"] as const;

const office = z.object({
  id: z.enum(officeIds),
  name: text,
  address: z.array(text).min(1),
});

/**
 * The brand (content/settings/brand.json): names and addresses the client islands also use, so
 * they ship in the page's JavaScript, apart from the rest of the settings.
 */
export const brandSchema = fact(
  z.object({
    name: text,
    shortName: text,
    assistantName: text,
    /** Prefix of the browser storage keys, so preferences never collide with another site. */
    storagePrefix: slug,
    email: z.object({ general: z.email(), support: z.email() }),
  }),
);

/** Contact details, offices and links (content/settings/site.json): written once, never translated. */
export const settingsSchema = fact(
  z.object({
    phone: z.object({ us: text, uk: text }),
    /** The head office first (its map shows on the contact page), then the others. */
    offices: z.tuple([office.extend({ latitude: z.number(), longitude: z.number() })]).rest(office),
    social: z.object({ linkedin: z.url(), github: z.url(), x: z.url() }),
    ngoPartner: z.object({ name: text, url: z.url() }),
  }),
);
