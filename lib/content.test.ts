import { describe, expect, it } from "vitest";
import { contentFor } from "@/content/editions";
import { getAllIndustries } from "@/lib/industries";
import { getNavMenus } from "@/lib/nav-menus";
import { footerLegalLinks, footerQuickLinks, primaryLinks } from "@/lib/navigation";
import { getAllPostMeta, getPostMeta, postPath } from "@/lib/posts";
import { getSitePages } from "@/lib/routes";
import { buildSearchIndex } from "@/lib/search-index";
import { getMlIndustries, getServiceUseCases } from "@/lib/service-pages";
import { getAllServices } from "@/lib/services";

const { featuredWork, hubTeasers } = contentFor("en").home;
const pagePaths = new Set(getSitePages("en").map((page) => page.path));

/** An internal href resolves when its path is an exported page. */
function resolves(href: string): boolean {
  return pagePaths.has(new URL(href, "http://site.test").pathname);
}

const unique = (values: string[]) => new Set(values).size === values.length;

describe("content invariants", () => {
  it("has the spec's six services and nine industries, with unique ids", () => {
    expect(getAllServices("en").map((s) => s.id)).toEqual([
      "agentic-ai",
      "machine-learning",
      "data-solutions",
      "mcp-solutions",
      "stream-house",
      "ngo-lab",
    ]);
    expect(getAllIndustries("en")).toHaveLength(9);
    expect(unique(getAllIndustries("en").map((i) => i.id))).toBe(true);
  });

  it("has eight articles with unique slugs, including the three of the route table", () => {
    const posts = getAllPostMeta("en");
    expect(posts).toHaveLength(8);
    expect(unique(posts.map((p) => p.slug))).toBe(true);
    expect(getPostMeta("en", "future-of-agentic-ai")?.estimatedReadTime).toBe(8);
    expect(getPostMeta("en", "building-ethical-data-infrastructures")?.estimatedReadTime).toBe(10);
    expect(getPostMeta("en", "stream-processing-at-scale")?.estimatedReadTime).toBe(12);
  });

  it("gives every service six features and the home page three featured cases", () => {
    for (const service of getAllServices("en"))
      expect(service.features, service.id).toHaveLength(6);
    expect(featuredWork.map((w) => w.figure)).toEqual(["87%", "31%", "Pro bono"]);
  });

  it("points the Innovation Hub teasers at real articles of the three spec types", () => {
    expect(hubTeasers.map((t) => t.type)).toEqual(["Article", "White Paper", "Technical Guide"]);
    for (const teaser of hubTeasers)
      expect(getPostMeta("en", teaser.slug), teaser.slug).toBeDefined();
  });

  it("lists each exported page once", () => {
    expect(unique([...pagePaths])).toBe(true);
    expect(pagePaths.has("/")).toBe(true);
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
    ...getAllPostMeta("en").map((post) => postPath(post.slug)),
  ];

  it.each(hrefs)("%s resolves to an exported page", (href) => {
    expect(resolves(href)).toBe(true);
  });

  it("puts only real pages in the search index", () => {
    const index = buildSearchIndex("en");
    expect(unique(index.map((item) => item.id))).toBe(true);
    for (const item of index) {
      expect(pagePaths.has(new URL(item.url, "http://site.test").pathname), item.url).toBe(true);
    }
  });
});

describe("search index coverage", () => {
  const urls = new Set(buildSearchIndex("en").map((item) => item.url));

  it("lists every service page, use case and machine-learning industry", () => {
    for (const service of getAllServices("en"))
      expect(urls, service.id).toContain(`/services/${service.id}`);
    for (const { serviceId, useCase } of getServiceUseCases("en")) {
      expect(urls, useCase.id).toContain(`/services/${serviceId}#${useCase.id}`);
    }
    for (const record of getMlIndustries("en")) {
      expect(urls, record.value).toContain(`/services/machine-learning#ml-${record.value}`);
    }
  });

  it("has eight machine-learning industries, finance first", () => {
    expect(getMlIndustries("en").map((r) => r.value)).toEqual([
      "finance",
      "healthcare",
      "retail",
      "manufacturing",
      "marketing",
      "technology",
      "mobile",
      "research",
    ]);
  });
});
