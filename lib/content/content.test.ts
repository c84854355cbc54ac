import { describe, expect, it } from "vitest";
import { getAllCaseStudies, getRelatedCases } from "@/lib/case-studies";
import { getEntries, getEntry } from "@/lib/content";
import { collections, type CollectionKey } from "@/lib/content/collections";
import { locales } from "@/lib/i18n";
import { getNavMenus } from "@/lib/nav-menus";
import { footerLegalLinks, footerQuickLinks, primaryLinks } from "@/lib/navigation";
import { getAllPostMeta } from "@/lib/posts";
import { buildSearchIndex } from "@/lib/search-index";
import { getMlIndustries, getServiceUseCases } from "@/lib/service-pages";
import { pagePath } from "@/lib/page-paths";
import { getSitePages } from "@/lib/site-pages";

/* Invariants of whatever the content is today: an owner who adds or removes an entry keeps them. */

const pagePaths = new Set(getSitePages("en").map((page) => page.path));
const resolves = (href: string) => pagePaths.has(new URL(href, "http://site.test").pathname);
const unique = (values: string[]) => new Set(values).size === values.length;
const keys = Object.keys(collections) as CollectionKey[];

describe("every collection", () => {
  it.each(locales)("loads in %s with the English ids, in the English order", (locale) => {
    for (const key of keys) {
      const ids = getEntries(key, locale).map((entry) => entry.id);
      expect(unique(ids), key).toBe(true);
      expect(ids, key).toEqual(getEntries(key, "en").map((entry) => entry.id));
    }
  });
});

describe("references", () => {
  it.each(locales)("resolve in %s: related cases, teasers, authors", (locale) => {
    for (const study of getAllCaseStudies(locale)) {
      const related = getRelatedCases(study, locale);
      expect(related.map((r) => r.id)).toEqual(study.relatedCases);
      expect(related.map((r) => r.id)).not.toContain(study.id);
      expect(study.category, study.id).toBe(
        getEntry("services", study.serviceId, locale)?.data.title,
      );
    }
    for (const teaser of getEntry("pages", "home", locale).data.hubTeasers)
      expect(getAllPostMeta(locale).map((post) => post.slug)).toContain(teaser.slug);
  });

  it("ends each industry's hero eyebrow with its name (the h1 reads the name alone)", () => {
    for (const locale of locales)
      for (const { data } of getEntries("industries", locale))
        expect(data.hero.eyebrow.endsWith(data.name), `${locale} ${data.id}`).toBe(true);
  });
});

describe("internal links", () => {
  const menus = getNavMenus("en");
  const hrefs = [
    ...Object.values(primaryLinks).map((link) => link.href),
    ...footerQuickLinks.map((link) => link.href),
    ...footerLegalLinks.map((link) => link.href),
    ...menus.services.map((link) => link.href),
    ...menus.industries.map((link) => link.href),
    ...getAllPostMeta("en").map((post) => post.path),
  ];

  it.each(hrefs)("%s resolves to an exported page", (href) => {
    expect(resolves(href)).toBe(true);
  });

  it("lists each exported page once", () => {
    expect(unique(getSitePages("en").map((page) => page.path))).toBe(true);
  });
});

describe("the search index", () => {
  const index = buildSearchIndex("en");
  const urls = new Set(index.map((item) => item.url));

  it("holds only real pages, each once", () => {
    expect(unique(index.map((item) => item.id))).toBe(true);
    for (const item of index) expect(resolves(item.url), item.url).toBe(true);
  });

  it("lists every page, service use case and machine-learning industry", () => {
    // A list's numbered pages are left out where their entries have pages of their own.
    for (const page of getSitePages("en").filter((candidate) => !candidate.unsearched))
      expect(urls, page.path).toContain(page.path);
    for (const { serviceId, useCase } of getServiceUseCases("en"))
      expect(urls, useCase.id).toContain(`${pagePath("service", serviceId)}#${useCase.id}`);
    for (const record of getMlIndustries("en"))
      expect(urls, record.value).toContain(
        `${pagePath("service", "machine-learning")}#ml-${record.value}`,
      );
  });
});
