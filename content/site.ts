import type { z } from "zod";
import { loadEntry } from "@/content/loader";
import type { brandSchema, settingsSchema } from "@/content/page-schemas";

/**
 * Brand and contact configuration, from content/settings/brand.json and site.json: rebrand the
 * whole site by editing those two files (or their pages in the CMS). Server side: the loader
 * checks both at build.
 */
export const site = {
  ...(loadEntry("settings", "en", "brand").data as z.infer<typeof brandSchema>),
  ...(loadEntry("settings", "en", "site").data as z.infer<typeof settingsSchema>),
};

export type Site = typeof site;
