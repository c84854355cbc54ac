import type { z } from "zod";
import { loadEntry } from "@/content/loader";
import type { settingsSchema } from "@/content/page-schemas";

/**
 * Brand and contact configuration, from content/settings/site.json: rebrand the whole site by
 * editing that file (or its page in the CMS). Server side: the loader checks it at build.
 */
export const site = loadEntry("settings", "en", "site").data as z.infer<typeof settingsSchema>;

export type Site = typeof site;
