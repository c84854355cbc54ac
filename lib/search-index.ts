import { homeSections } from "@/content/home";
import { aboutPage } from "@/content/about";
import { getAllResources } from "@/lib/resources";
import { getSitePages } from "@/lib/routes";
import type { SearchItem } from "@/lib/search";
import {
  getMlIndustries,
  getNgoLabPage,
  getServiceUseCases,
  mlTabHashPrefix,
} from "@/lib/service-pages";
import { getAllServices, getService } from "@/lib/services";

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
  const useCases: SearchItem[] = getServiceUseCases().map(({ serviceId, useCase }) => ({
    id: `/services/${serviceId}#${useCase.id}`,
    title: useCase.title,
    description: `${getService(serviceId)?.title ?? ""}: ${useCase.description}`,
    type: "service",
    url: `/services/${serviceId}#${useCase.id}`,
  }));
  const mlIndustries: SearchItem[] = getMlIndustries().map((record) => ({
    id: `/services/machine-learning#${mlTabHashPrefix}${record.value}`,
    title: record.title,
    description: record.description,
    type: "service",
    url: `/services/machine-learning#${mlTabHashPrefix}${record.value}`,
  }));
  const stories: SearchItem[] = getNgoLabPage().stories.items.map((story) => ({
    id: `/services/ngo-lab#${story.id}`,
    title: story.title,
    description: `NGO Lab impact story: ${story.description}`,
    type: "case-study",
    url: `/services/ngo-lab#${story.id}`,
  }));
  const resources: SearchItem[] = getAllResources().map((resource) => ({
    id: `resource:${resource.id}`,
    title: resource.title,
    description: resource.description,
    type: "resource",
    url: "/resources",
  }));
  const team: SearchItem[] = [
    {
      id: "/about#team",
      title: "Leadership team",
      description: aboutPage.leadership
        .map((person) => `${person.name}, ${person.role}`)
        .join("; "),
      type: "team",
      url: "/about#team",
    },
    {
      id: "/about#expert-teams",
      title: "Expert teams",
      description: aboutPage.teams.map((team) => team.name).join(", "),
      type: "team",
      url: "/about#expert-teams",
    },
    {
      id: "/about#advisors",
      title: "Advisory board",
      description: aboutPage.advisors.map((person) => `${person.name}, ${person.role}`).join("; "),
      type: "team",
      url: "/about#advisors",
    },
  ];
  return [...pages, ...sections, ...useCases, ...mlIndustries, ...stories, ...resources, ...team];
}
