import { z } from "zod";
import { fact } from "@/lib/content/field-roles";
import { slug, text } from "@/lib/content/schemas/shared";

/** Office ids: each edition names its offices in its interface strings (company.office.<id>). */
export const officeIds = ["san-francisco", "london", "singapore"] as const;

const office = z.object({
  id: z.enum(officeIds),
  name: text,
  /** The street lines as the post writes them ("500 Howard Street, Suite 300"). */
  street: z.array(text).min(1),
  /** The town as the post writes it; a city-state's is its own name ("Singapore"). */
  locality: text,
  /** The state or province, where the country's post writes one ("CA"). */
  region: z.string().min(2).optional(),
  postalCode: z.string().min(2),
  /**
   * ISO 3166 code ("US"): each edition names the country in its language, once (a city-state's
   * locality is then written in that language too: "Singapur 068895", not "Singapore, Singapur").
   */
  country: z.string().regex(/^[A-Z]{2}$/),
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

/** The two settings files of content/settings. */
export const settingsSchemas = { brand: brandSchema, site: settingsSchema };
