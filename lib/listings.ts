import { getAllCaseStudies, type CaseStudy } from "@/lib/case-studies";
import { getEntries } from "@/lib/content";
import type { Resource } from "@/lib/content/schemas/resources";
import { postCategories } from "@/lib/content/schemas/posts";
import type { Locale } from "@/lib/i18n";
import { pageCount, pageIds, pageItems, pageSizes } from "@/lib/paging";

export { pageSizes };
import { getAllPostMeta } from "@/lib/posts";
import { resourceTabs, type ResourceTab } from "@/lib/resource-tabs";

/** The blog's list in an edition: the featured article, then the rest (the cards, paged). */
/**
 * The articles of the blog, or of one topic, as the listing shows them (PRODUCT.md "Blog
 * filter"): the featured article is the newest of all; it stands above the cards on the first
 * page of the blog, and of a topic it belongs to; the cards are every other article.
 */
export function blogList(locale: Locale, topic?: string) {
  const [featured, ...rest] = getAllPostMeta(locale);
  if (topic === undefined) return { featured, cards: paged(rest, pageSizes.posts) };
  return {
    featured: featured?.category === topic ? featured : undefined,
    cards: paged(
      rest.filter((post) => post.category === topic),
      pageSizes.posts,
    ),
  };
}

/** The topics that have an article, in the filter's order: a topic without one has no page. */
export function blogTopics(locale: Locale): string[] {
  const used = new Set(getAllPostMeta(locale).map((post) => post.category));
  return postCategories.map((category) => category.id).filter((id) => used.has(id));
}

/** A list cut into pages: its page count, a page's items, its later pages' ids. */
export function paged<T>(items: readonly T[], size: number) {
  return {
    total: items.length,
    pages: pageCount(items.length, size),
    items: (page: number) => pageItems(items, page, size),
    /** Every page's number as a route id ("1", "2" …). */
    ids: pageIds(items.length, size),
  };
}

export function caseStudyList(locale: Locale) {
  return paged<CaseStudy>(getAllCaseStudies(locale), pageSizes.caseStudies);
}

export function jobList(locale: Locale) {
  return paged(
    getEntries("jobs", locale).map(({ data }) => data),
    pageSizes.jobs,
  );
}

/** The resources of one type (a tab of the library). */
export function resourcesOf(locale: Locale, type: ResourceTab): Resource[] {
  return getEntries("resources", locale)
    .map(({ data }) => data)
    .filter((resource) => resource.category === type);
}

/** The library's types that have a resource: a type without one has no page. */
export function resourceTypes(locale: Locale): ResourceTab[] {
  return resourceTabs.map((tab) => tab.value).filter((type) => resourcesOf(locale, type).length);
}

export function resourceList(locale: Locale, type: ResourceTab) {
  return paged(resourcesOf(locale, type), pageSizes.resources);
}
