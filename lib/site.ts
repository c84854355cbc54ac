import { getEntry } from "@/lib/content";

/**
 * Brand and contact configuration, from content/settings/brand.json and site.json: rebrand the
 * whole site by editing those two files (or their pages in the CMS). Server side: the content
 * layer checks both at build.
 */
export const site = {
  ...getEntry("settings", "brand", "en").data,
  ...getEntry("settings", "site", "en").data,
};

export type Site = typeof site;
