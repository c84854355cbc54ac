import type { Locale } from "@/lib/i18n";
import { i18nFor } from "@/lib/i18n/messages";
import { getSitePages } from "@/lib/site-pages";
import type { SearchIndex, SearchItem } from "@/lib/search";
import { hanVariants } from "@/lib/han-variants";
import { stopWords } from "@/lib/text/stop-words";
import {
  getMlIndustries,
  getServiceStories,
  getServiceUseCases,
  mlTabHashPrefix,
} from "@/lib/service-pages";
import { getEntries, getEntry } from "@/lib/content";
import { pagePath } from "@/lib/page-paths";
import { withQuestions } from "@/lib/answers/index-questions";
import { formatList } from "@/lib/format";

/** An edition's search index with its Han variants (lib/han-variants.ts), as the build writes it. */
export function buildSearchData(locale: Locale): SearchIndex {
  const variants = hanVariants(locale);
  // Every edition reads English stop words (visitors mix languages) and Chinese ones (Han words).
  const stops = Object.fromEntries(
    [...new Set([locale, "en", "zh"] as const)].flatMap((lang) => {
      const list = stopWords[lang];
      return list ? [[lang, list]] : [];
    }),
  );
  return { items: buildSearchIndex(locale), ...(variants && { variants }), stops };
}

/**
 * An edition's search items: every exported page, plus the home page's sections by anchor, in
 * that edition's language, each `url` in that edition ("/de/services"…). Ids are the English
 * paths, the same in every edition.
 */
export function buildSearchIndex(locale: Locale): SearchItem[] {
  const { t, href } = i18nFor(locale);
  const homeSections = getEntry("pages", "home", locale).data.sections;
  const aboutPage = getEntry("pages", "about", locale).data;
  const entry = (id: string, path: string, item: Omit<SearchItem, "id" | "url">): SearchItem => ({
    id,
    url: href(path),
    ...item,
  });
  const pages = getSitePages(locale)
    .filter((page) => !page.unsearched)
    .map((page) =>
      entry(page.path, page.path, {
        title: page.title,
        description: page.description,
        type: page.type,
      }),
    );
  const serviceNames = formatList(
    locale,
    getEntries("services", locale).map(({ data }) => data.title),
  );
  const labelled = (label: string, text: string) => t("punctuation.labelled", { label, text });
  const sentences = (first: string, second: string) =>
    /[.!?。！？]$/.test(first)
      ? `${first} ${second}`
      : t("punctuation.sentences", { first, second });
  const sections = Object.values(homeSections).map((section) =>
    entry(`/#${section.id}`, `/#${section.id}`, {
      title: section.eyebrow.charAt(0).toUpperCase() + section.eyebrow.slice(1),
      description:
        section.id === "expertise"
          ? sentences(labelled(section.title, serviceNames), section.lead)
          : sentences(section.title, section.lead),
      type: "page",
    }),
  );
  const useCases = getServiceUseCases(locale).map(({ serviceId, useCase }) => {
    const path = `${pagePath("service", serviceId)}#${useCase.id}`;
    return entry(path, path, {
      title: useCase.title,
      description: labelled(
        getEntry("services", serviceId, locale)?.data?.title ?? "",
        useCase.description,
      ),
      type: "service",
    });
  });
  const mlIndustries = getMlIndustries(locale).map((record) => {
    const path = `${pagePath("service", "machine-learning")}#${mlTabHashPrefix}${record.value}`;
    return entry(path, path, {
      title: record.title,
      description: record.description,
      type: "service",
    });
  });
  const stories = getServiceStories(locale).map(({ serviceId, story }) => {
    const path = `${pagePath("service", serviceId)}#${story.id}`;
    return entry(path, path, {
      title: story.title,
      description: t("blog.searchIndex.story", { description: story.description }),
      type: "case-study",
    });
  });
  const resources = getEntries("resources", locale)
    .map(({ data }) => data)
    .map((resource) =>
      entry(`resource:${resource.id}`, pagePath("resources"), {
        title: resource.title,
        description: resource.description,
        type: "resource",
      }),
    );
  const people = (list: readonly { name: string; role: string }[]) =>
    formatList(
      locale,
      list.map(({ name, role }) => t("punctuation.aside", { text: name, aside: role })),
    );
  const team = [
    entry(`${pagePath("about")}#team`, `${pagePath("about")}#team`, {
      title: t("blog.searchIndex.leadership"),
      description: people(aboutPage.leadership),
      type: "team",
    }),
    entry(`${pagePath("about")}#expert-teams`, `${pagePath("about")}#expert-teams`, {
      title: t("blog.searchIndex.teams"),
      description: formatList(
        locale,
        aboutPage.teams.map((group) => group.name),
      ),
      type: "team",
    }),
    entry(`${pagePath("about")}#advisors`, `${pagePath("about")}#advisors`, {
      title: t("blog.searchIndex.advisors"),
      description: people(aboutPage.advisors),
      type: "team",
    }),
  ];
  return withQuestions(
    [...pages, ...sections, ...useCases, ...mlIndustries, ...stories, ...resources, ...team],
    locale,
    href,
  );
}
