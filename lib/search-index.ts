import { homeSections } from "@/content/home";
import { getSitePages } from "@/lib/routes";
import type { SearchItem } from "@/lib/search";
import { getAllServices } from "@/lib/services";

/** The search index: every exported page, plus the home page's sections by anchor. */
export function buildSearchIndex(): SearchItem[] {
  const pages: SearchItem[] = getSitePages().map((page) => ({
    id: page.path,
    title: page.title,
    description: page.description,
    type: page.type,
    url: page.path,
  }));
  const serviceNames = getAllServices()
    .map((service) => service.title)
    .join(", ");
  const sections: SearchItem[] = Object.values(homeSections).map((section) => ({
    id: `/#${section.id}`,
    title: section.eyebrow.charAt(0).toUpperCase() + section.eyebrow.slice(1),
    description:
      section.id === "expertise"
        ? `${section.title}: ${serviceNames}. ${section.lead}`
        : `${section.title}. ${section.lead}`,
    type: "page",
    url: `/#${section.id}`,
  }));
  return [...pages, ...sections];
}
