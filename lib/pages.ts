import type { ArtworkSpec } from "@/lib/artwork";
import { getAllCaseStudies } from "@/lib/case-studies";
import { getEntries, getEntry, type CollectionKey } from "@/lib/content";
import type { Photo } from "@/lib/content/schemas/shared";
import { markdownSummary } from "@/lib/content/markdown";
import { defaultLocale, type Locale, type MessageKey } from "@/lib/i18n";
import { i18nFor } from "@/lib/i18n/messages";
import { defaultPostArt, postArt } from "@/lib/post-art";
import type { SearchItemType } from "@/lib/search";
import type { TemplateKey } from "@/lib/page-paths";
import { site } from "@/lib/site";
import { listBudgets, type PageBudget, roomForServices } from "@/lib/page-budgets";
import {
  blogList,
  blogTopics,
  caseStudyList,
  jobList,
  resourceList,
  resourceTypes,
} from "@/lib/listings";
import { getCategoryName, hasArticlePage } from "@/lib/posts";
import { locationName } from "@/lib/jobs";
import { resourceTabs } from "@/lib/resource-tabs";
import { hasServicePage, takesApplications } from "@/lib/service-pages";

/*
 * The page registry: every template of the site declares here, once (its path in
 * lib/page-paths.ts, which client islands share), the entries it
 * draws, each page's title and description, its search type, artwork, form flag and budget. The
 * sitemap, search index, Open Graph images, artwork files, translation status, page budgets,
 * breadcrumbs and every generateStaticParams derive from it. A page path is written nowhere else.
 */

/** What one page shows in an edition: the search index, sitemap and Open Graph images read it. */
export type PageInfo = {
  title: string;
  description: string;
  /** The page's own gradient and motif (its Open Graph image draws them); else the brand's. */
  gradient?: ArtworkSpec["gradient"];
  motif?: ArtworkSpec["motif"];
  /** Its name in breadcrumbs, where it differs from its title. */
  crumb?: string;
  /** The owner's photo of the page (its Open Graph image shows it instead of the artwork). */
  photo?: Photo;
};

type Source = { key: CollectionKey; id: string };

export type Template = {
  type: SearchItemType;
  budget: PageBudget;
  /**
   * The page's ids in an edition (one per entry, or per later page of a list), or none for a
   * single page. Every edition has the English ids, but for articles: an edition exports those
   * it has translated, and its listings link the others' English pages.
   */
  ids?: (locale: Locale) => string[];
  page?: (locale: Locale, id: string) => PageInfo;
  /** Whether the page renders a form in its static HTML (its JavaScript budget is larger). */
  form?: (id: string) => boolean;
  /** The content entries the page's own text comes from (for its translation status). */
  sources: (id: string) => Source[];
  /**
   * The page above it in breadcrumbs: its template, its id (from this page's; none for a single
   * page) and, where it differs from that page's own, its name there.
   */
  parent?: { template: TemplateKey; id?: (id: string) => string; crumb?: MessageKey };
  /** The artwork files the page draws (shared by the editions: pictures carry no text). */
  art?: (id: string) => ArtworkSpec[];
  /**
   * A numbered page of a list (`/blog/page/2`), below its first page (`parent`): in the
   * sitemap, with its first page's Open Graph image. Its page 1 is the first page's twin:
   * canonical there, left out of the sitemap and of search.
   */
  later?: true;
  /** Left out of search (the overlay's index and the full text): its entries have pages of their own. */
  unsearched?: true;
};

const publishedIds = (key: "services" | "industries" | "caseStudies" | "jobs") => () =>
  getEntries(key, defaultLocale).map((entry) => entry.id);

const page = (key: "pages" | "legal", id: string): Source[] => [{ key, id }];
const t = (locale: Locale) => i18nFor(locale).t;

/** A page of the registry in an edition (one the build exports). */
function pageInfo(locale: Locale, key: TemplateKey, id = ""): PageInfo {
  const info = templates[key].page?.(locale, id);
  if (!info) throw new Error(`lib/pages.ts: "${key}" has no page`);
  return info;
}

/**
 * Page `number` of a list: its first page's title and description, with its number (page 1 is
 * the first page's numbered twin, whose canonical is the first page).
 */
function laterPageOf(locale: Locale, info: PageInfo, number: number, pages: number): PageInfo {
  if (number === 1) return info;
  return {
    ...info,
    title: t(locale)("paging.title", { title: info.title, page: number }),
    description: t(locale)("paging.description", {
      description: info.description,
      page: number,
      count: pages,
    }),
    crumb: t(locale)("paging.page", { page: number }),
  };
}

/** The first page of a later page's list: "agentic-ai/2" → "agentic-ai". */
const firstPageId = (id: string) => id.split("/").slice(0, -1).join("/");

function careersDescription(locale: Locale) {
  return t(locale)("route.careers.description", { name: site.name });
}

function tabOf(type: string) {
  const tab = resourceTabs.find((candidate) => candidate.value === type);
  if (!tab) throw new Error(`lib/pages.ts: no resource type "${type}"`);
  return tab;
}

/** Two texts as consecutive sentences, with a full stop in the first one's script. */
function sentences(first: string, second: string): string {
  return /[\u3000-\u9fff]$/.test(first) ? `${first}。${second}` : `${first}. ${second}`;
}

export const templates: Record<TemplateKey, Template> = roomForServices({
  home: {
    type: "page",
    budget: { htmlGzipKb: 25, payloadKb: 63, elements: 490 },
    page: (locale) => ({
      title: t(locale)("site.homeTitle", { name: site.name }),
      description: t(locale)("site.description"),
    }),
    sources: () => page("pages", "home"),
    art: () =>
      getEntry("pages", "home", defaultLocale).data.featuredWork.map(({ id, gradient }) => ({
        seed: id,
        gradient,
      })),
  },
  services: {
    type: "page",
    budget: { htmlGzipKb: 22.5, payloadKb: 67, elements: 484 },
    page: (locale) => {
      const overview = getEntry("pages", "services-overview", locale).data;
      return { title: overview.title, description: sentences(overview.subtitle, overview.lead) };
    },
    sources: () => page("pages", "services-overview"),
  },
  service: {
    type: "service",
    budget: { htmlGzipKb: 24, payloadKb: 64, elements: 498 },
    ids: publishedIds("services"),
    page: (locale, id) => {
      const service = entryData("services", id, locale);
      return {
        title: service.subtitle
          ? t(locale)("services.metaTitle", { title: service.title, subtitle: service.subtitle })
          : service.title,
        description: service.description,
        gradient: service.gradient,
        crumb: service.title,
      };
    },
    form: takesApplications,
    // A service without a page file is drawn from its entry alone.
    sources: (id) => [
      { key: "services", id },
      ...(hasServicePage(id) ? [{ key: "servicePages" as const, id }] : []),
    ],
    parent: { template: "services", crumb: "nav.services" },
    art: (id) => {
      const { gradient } = entryData("services", id, defaultLocale);
      return [
        { seed: id, gradient },
        { seed: `${id}-hero`, gradient },
        { seed: `${id}-demo`, gradient, motif: "constellation" },
      ];
    },
  },
  industries: {
    type: "page",
    budget: { htmlGzipKb: 15, payloadKb: 39, elements: 313 },
    page: (locale) => {
      const overview = getEntry("pages", "industries-overview", locale).data;
      return { title: overview.title, description: overview.description };
    },
    sources: () => page("pages", "industries-overview"),
  },
  industry: {
    type: "industry",
    budget: { htmlGzipKb: 18.5, payloadKb: 43, elements: 297 },
    ids: publishedIds("industries"),
    page: (locale, id) => {
      const industry = entryData("industries", id, locale);
      return {
        title: industry.pageTitle,
        description: industry.description,
        gradient: industry.gradient,
        crumb: industry.name,
        photo: industry.photo,
      };
    },
    sources: (id) => [{ key: "industries", id }],
    parent: { template: "industries", crumb: "nav.industries" },
    art: (id) => {
      const { gradient } = entryData("industries", id, defaultLocale);
      return [
        { seed: id, gradient },
        { seed: `${id}-hero`, gradient },
      ];
    },
  },
  caseStudies: {
    type: "case-study",
    budget: listBudgets.caseList,
    page: (locale) => ({
      title: t(locale)("route.caseStudies.title"),
      description: t(locale)("route.caseStudies.description"),
    }),
    sources: () => [],
  },
  caseStudiesPage: {
    type: "case-study",
    budget: listBudgets.caseList,
    ids: (locale) => caseStudyList(locale).ids,
    page: (locale, id) =>
      laterPageOf(locale, pageInfo(locale, "caseStudies"), Number(id), caseStudyList(locale).pages),
    sources: () => [],
    parent: { template: "caseStudies", crumb: "nav.caseStudies" },
    later: true,
    unsearched: true,
  },
  caseStudy: {
    type: "case-study",
    // With the technologies used (a chip each), as the case-study dialog of the spec lists them.
    budget: { htmlGzipKb: 19, payloadKb: 45, elements: 312 },
    ids: publishedIds("caseStudies"),
    page: (locale, id) => {
      const study = getAllCaseStudies(locale).find((candidate) => candidate.id === id);
      if (!study) throw new Error(`No case study "${id}"`);
      return {
        title: study.title,
        description: `${study.client} · ${t(locale)("punctuation.labelled", { label: study.category, text: study.description })}`,
        gradient: study.gradient,
        photo: study.photo,
      };
    },
    sources: (id) => [{ key: "caseStudies", id }],
    parent: { template: "caseStudies", crumb: "nav.caseStudies" },
    art: (id) => {
      const { gradient } = entryData("caseStudies", id, defaultLocale);
      return [
        { seed: id, gradient },
        { seed: `${id}-detail`, gradient },
      ];
    },
  },
  blog: {
    type: "blog",
    budget: listBudgets.blogList,
    page: (locale) => ({
      title: t(locale)("route.blog.title"),
      description: t(locale)("route.blog.description"),
    }),
    sources: () => [],
  },
  blogPage: {
    type: "blog",
    budget: listBudgets.blogList,
    ids: (locale) => blogList(locale).cards.ids,
    page: (locale, id) =>
      laterPageOf(locale, pageInfo(locale, "blog"), Number(id), blogList(locale).cards.pages),
    sources: () => [],
    parent: { template: "blog", crumb: "nav.blog" },
    later: true,
    unsearched: true,
  },
  topic: {
    type: "blog",
    budget: listBudgets.blogList,
    ids: blogTopics,
    page: (locale, topic) => {
      const name = getCategoryName(topic, locale);
      return {
        title: t(locale)("blog.topic.title", { topic: name }),
        description: t(locale)("blog.topic.description", { topic: name }),
        ...artOfPost(topic),
        crumb: name,
      };
    },
    sources: () => [],
    parent: { template: "blog", crumb: "nav.blog" },
  },
  topicPage: {
    type: "blog",
    budget: listBudgets.blogList,
    ids: (locale) =>
      blogTopics(locale).flatMap((topic) =>
        blogList(locale, topic).cards.ids.map((page) => `${topic}/${page}`),
      ),
    page: (locale, id) => {
      const [topic = "", page = ""] = id.split("/");
      return laterPageOf(
        locale,
        pageInfo(locale, "topic", topic),
        Number(page),
        blogList(locale, topic).cards.pages,
      );
    },
    sources: () => [],
    parent: { template: "topic", id: firstPageId },
    later: true,
    unsearched: true,
  },
  post: {
    type: "blog",
    budget: { htmlGzipKb: 35, payloadKb: 61, elements: 343 },
    // An edition exports the articles it has translated; its listings link the others in English.
    ids: (locale) =>
      getEntries("posts", locale)
        .filter((entry) => hasArticlePage(locale, entry))
        .map((entry) => entry.id),
    page: (locale, id) => {
      const post = entryData("posts", id, locale);
      const art = artOfPost(post.category);
      return { title: post.title, description: post.excerpt, ...art, photo: post.hero };
    },
    sources: (id) => [{ key: "posts", id }],
    parent: { template: "blog", crumb: "nav.blog" },
    art: (id) => {
      // One picture an article, for its card and its page's hero (a crop of the same file): the
      // articles are the collection that grows by the thousand.
      return [{ seed: id, ...artOfPost(entryData("posts", id, defaultLocale).category) }];
    },
  },
  resources: {
    type: "resource",
    budget: listBudgets.resources,
    page: (locale) => ({
      title: t(locale)("route.resources.title"),
      description: t(locale)("route.resources.description"),
    }),
    sources: () => [],
    art: () =>
      getEntries("resources", defaultLocale).map(({ data: { id, gradient } }) => ({
        seed: id,
        gradient,
      })),
  },
  resourceType: {
    type: "resource",
    budget: listBudgets.resourceList,
    ids: resourceTypes,
    page: (locale, type) => {
      const name = t(locale)(tabOf(type).label);
      return {
        title: t(locale)("punctuation.labelled", {
          label: t(locale)("route.resources.title"),
          text: name,
        }),
        description: t(locale)(`blog.resources.about.${tabOf(type).value}`),
        crumb: name,
      };
    },
    sources: () => [],
    parent: { template: "resources", crumb: "route.resources.title" },
  },
  resourceTypePage: {
    type: "resource",
    budget: listBudgets.resourceList,
    ids: (locale) =>
      resourceTypes(locale).flatMap((type) =>
        resourceList(locale, type).ids.map((page) => `${type}/${page}`),
      ),
    page: (locale, id) => {
      const [type = "", page = ""] = id.split("/");
      const pages = resourceList(locale, tabOf(type).value).pages;
      return laterPageOf(locale, pageInfo(locale, "resourceType", type), Number(page), pages);
    },
    sources: () => [],
    parent: { template: "resourceType", id: firstPageId },
    later: true,
  },
  careers: {
    type: "page",
    budget: listBudgets.careers,
    page: (locale) => ({
      title: t(locale)("route.careers.title"),
      description: careersDescription(locale),
    }),
    sources: () => page("pages", "careers"),
  },
  careersPage: {
    type: "page",
    budget: listBudgets.jobList,
    ids: (locale) => jobList(locale).ids,
    page: (locale, id) =>
      laterPageOf(
        locale,
        {
          title: t(locale)("work.careers.positionsTitle"),
          description: careersDescription(locale),
        },
        Number(id),
        jobList(locale).pages,
      ),
    sources: () => [],
    parent: { template: "careers", crumb: "route.careers.title" },
    later: true,
    unsearched: true,
  },
  job: {
    type: "job",
    budget: { htmlGzipKb: 18, payloadKb: 44, elements: 271 },
    ids: publishedIds("jobs"),
    page: (locale, id) => {
      const job = entryData("jobs", id, locale);
      return {
        title: t(locale)("work.job.metaTitle", {
          title: job.title,
          location: locationName(job.location, locale),
        }),
        description: job.summary,
        crumb: job.title,
      };
    },
    form: () => true,
    sources: (id) => [{ key: "jobs", id }],
    parent: { template: "careers", crumb: "route.careers.title" },
  },
  about: {
    type: "page",
    budget: { htmlGzipKb: 22, payloadKb: 50, elements: 367 },
    page: (locale) => ({
      title: t(locale)("route.about.title"),
      description: getEntry("pages", "about", locale).data.hero.lead,
    }),
    sources: () => page("pages", "about"),
  },
  contact: {
    type: "page",
    budget: { htmlGzipKb: 20.5, payloadKb: 50, elements: 361 },
    page: (locale) => ({
      title: t(locale)("route.contact.title"),
      description: getEntry("pages", "contact", locale).data.hero.lead,
    }),
    form: () => true,
    sources: () => page("pages", "contact"),
  },
  clientPortal: {
    type: "page",
    budget: { htmlGzipKb: 21, payloadKb: 51, elements: 362 },
    page: (locale) => ({
      title: t(locale)("route.clientPortal.title"),
      description: getEntry("pages", "client-portal", locale).data.hero.lead,
    }),
    sources: () => page("pages", "client-portal"),
  },
  privacy: {
    type: "page",
    budget: { htmlGzipKb: 21, payloadKb: 46, elements: 292 },
    page: (locale) => legalPage("privacy", locale),
    sources: () => page("legal", "privacy"),
  },
  terms: {
    type: "page",
    budget: { htmlGzipKb: 19.5, payloadKb: 41, elements: 278 },
    page: (locale) => legalPage("terms", locale),
    sources: () => page("legal", "terms"),
  },
  /** The not-found page: outside the sitemap, inside the budgets. */
  notFound: {
    type: "page",
    budget: { htmlGzipKb: 10.5, payloadKb: 23, elements: 181 },
    sources: () => [],
  },
});

function entryData<K extends "services" | "industries" | "caseStudies" | "posts" | "jobs">(
  key: K,
  id: string,
  locale: Locale,
) {
  const entry = getEntry(key, id, locale);
  if (!entry) throw new Error(`content/${key}: no published entry "${id}"`);
  return entry.data;
}

function artOfPost(category: string) {
  return postArt[category] ?? defaultPostArt;
}

function legalPage(id: "privacy" | "terms", locale: Locale): PageInfo {
  const legal = getEntry("legal", id, locale).data;
  return { title: legal.title, description: markdownSummary(legal.body) };
}
