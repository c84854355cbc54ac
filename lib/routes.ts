import { servicesOverview } from "@/content/services-overview";
import { site } from "@/content/site";
import type { SearchItemType } from "@/lib/search";
import { getAllServices } from "@/lib/services";

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
  return [
    home,
    {
      path: "/services",
      title: servicesOverview.title,
      description: servicesOverview.subtitle,
      type: "page",
    },
    ...getAllServices().map((service) => ({
      path: `/services/${service.id}`,
      title: service.subtitle ? `${service.title} (${service.subtitle})` : service.title,
      description: service.description,
      type: "service" as const,
    })),
  ];
}
