import { industriesOverview } from "@/content/industries-overview";
import { servicesOverview } from "@/content/services-overview";
import { site } from "@/content/site";
import { caseStudyPath, getAllCaseStudies } from "@/lib/case-studies";
import { getAllIndustries } from "@/lib/industries";
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
    {
      path: "/industries",
      title: industriesOverview.title,
      description: industriesOverview.description,
      type: "page",
    },
    ...getAllIndustries().map((industry) => ({
      path: `/industries/${industry.id}`,
      title: `AI for ${industry.name}`,
      description: industry.description,
      type: "industry" as const,
    })),
    {
      path: "/case-studies",
      title: "Our Work: Case Studies",
      description:
        "Case studies in machine learning, agentic AI, real-time streaming and pro bono NGO Lab work, with the results our clients measured.",
      type: "case-study",
    },
    ...getAllCaseStudies().map((study) => ({
      path: caseStudyPath(study.id),
      title: study.title,
      description: `${study.client} · ${study.category}: ${study.description}`,
      type: "case-study" as const,
    })),
  ];
}
