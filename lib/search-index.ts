import { contentFor } from "@/content/editions";
import type { Edition } from "@/lib/i18n";
import { i18nFor } from "@/lib/i18n/messages";
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

/**
 * An edition's search index: every exported page, plus the home page's sections by anchor, in
 * that edition's language, each `url` in that edition ("/de/services"…). Ids are the English
 * paths, the same in every edition.
 */
export function buildSearchIndex(locale: Edition): SearchItem[] {
  const { t, href } = i18nFor(locale);
  const {
    home: { homeSections },
    about: { aboutPage },
  } = contentFor(locale);
  const entry = (id: string, path: string, item: Omit<SearchItem, "id" | "url">): SearchItem => ({
    id,
    url: href(path),
    ...item,
  });
  const pages = getSitePages(locale).map((page) =>
    entry(page.path, page.path, {
      title: page.title,
      description: page.description,
      type: page.type,
    }),
  );
  const serviceNames = getAllServices(locale)
    .map((service) => service.title)
    .join(", ");
  const sections = Object.values(homeSections).map((section) =>
    entry(`/#${section.id}`, `/#${section.id}`, {
      title: section.eyebrow.charAt(0).toUpperCase() + section.eyebrow.slice(1),
      description:
        section.id === "expertise"
          ? `${section.title}: ${serviceNames}. ${section.lead}`
          : `${section.title}. ${section.lead}`,
      type: "page",
    }),
  );
  const useCases = getServiceUseCases(locale).map(({ serviceId, useCase }) => {
    const path = `/services/${serviceId}#${useCase.id}`;
    return entry(path, path, {
      title: useCase.title,
      description: `${getService(locale, serviceId)?.title ?? ""}: ${useCase.description}`,
      type: "service",
    });
  });
  const mlIndustries = getMlIndustries(locale).map((record) => {
    const path = `/services/machine-learning#${mlTabHashPrefix}${record.value}`;
    return entry(path, path, {
      title: record.title,
      description: record.description,
      type: "service",
    });
  });
  const stories = getNgoLabPage(locale).stories.items.map((story) => {
    const path = `/services/ngo-lab#${story.id}`;
    return entry(path, path, {
      title: story.title,
      description: t("blog.searchIndex.story", { description: story.description }),
      type: "case-study",
    });
  });
  const resources = getAllResources(locale).map((resource) =>
    entry(`resource:${resource.id}`, "/resources", {
      title: resource.title,
      description: resource.description,
      type: "resource",
    }),
  );
  const people = (list: readonly { name: string; role: string }[]) =>
    list.map((person) => `${person.name}, ${person.role}`).join("; ");
  const team = [
    entry("/about#team", "/about#team", {
      title: t("blog.searchIndex.leadership"),
      description: people(aboutPage.leadership),
      type: "team",
    }),
    entry("/about#expert-teams", "/about#expert-teams", {
      title: t("blog.searchIndex.teams"),
      description: aboutPage.teams.map((group) => group.name).join(", "),
      type: "team",
    }),
    entry("/about#advisors", "/about#advisors", {
      title: t("blog.searchIndex.advisors"),
      description: people(aboutPage.advisors),
      type: "team",
    }),
  ];
  return [...pages, ...sections, ...useCases, ...mlIndustries, ...stories, ...resources, ...team];
}
