import { site } from "@/content/site";
import type { SearchItemType } from "@/lib/search";

/** One exported page: the sitemap, the search index and the site-wide tests all read this list. */
export type SitePage = {
  path: string;
  title: string;
  description: string;
  type: SearchItemType;
};

const home: SitePage = {
  path: "/",
  title: `${site.name} — Agentic AI, Machine Learning & Data Engineering`,
  description: site.description,
  type: "page",
};

/** Every page the build exports. Page issues add their routes here as they build them. */
export function getSitePages(): SitePage[] {
  return [home];
}
