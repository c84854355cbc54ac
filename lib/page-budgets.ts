import { pageSizes, pagerRowMax } from "@/lib/paging";
import { resourceTabs } from "@/lib/resource-tabs";

/*
 * The page budgets (scripts/check-budgets.ts `npm run test:budget`), per template of the page
 * registry (lib/pages.ts): a page's HTML gzip, inline RSC payload and element count. Each is a
 * little above what the largest page of its template measures. A list page's budget is its frame
 * (header, hero, filters, footer), a full page of items and the largest pager: fixed by the page
 * size, so an owner who adds entries never fails one (`npm run test:growth` builds a copy of the
 * content with more of everything and checks it). A detail page's budget is its template's,
 * declared with it in lib/pages.ts; the list pages' are composed here.
 */
export type PageBudget = { htmlGzipKb: number; payloadKb: number; elements: number };

const plus = (a: PageBudget, b: PageBudget, times = 1): PageBudget => ({
  htmlGzipKb: a.htmlGzipKb + times * b.htmlGzipKb,
  payloadKb: a.payloadKb + times * b.payloadKb,
  elements: a.elements + times * b.elements,
});

/**
 * The largest pager (components/paging/pager.tsx): previous and next, and three rows of
 * `pagerRowMax` links, enough for 3,375 pages (40,000 articles); one link is an item, a link and
 * its number.
 */
const pagerLink: PageBudget = { htmlGzipKb: 0.03, payloadKb: 0.15, elements: 2 };
export const pagerAllowance = plus(
  { htmlGzipKb: 0.5, payloadKb: 1.5, elements: 12 },
  pagerLink,
  3 * pagerRowMax,
);

/** A list page's budget: its frame, `size` items at most of `item` each, and the pager. */
export function listBudget(frame: PageBudget, item: PageBudget, size: number): PageBudget {
  return plus(plus(frame, item, size), pagerAllowance);
}

/* One item of each list, as the largest measures (an English card in another edition carries a
   language badge too). */
const postCard = { htmlGzipKb: 0.6, payloadKb: 3, elements: 24 };
const caseCard = { htmlGzipKb: 1, payloadKb: 8, elements: 50 };
const jobRow = { htmlGzipKb: 0.4, payloadKb: 2, elements: 14 };
const resourceCard = { htmlGzipKb: 0.6, payloadKb: 2.5, elements: 21 };

/**
 * The services: every page names each in its footer and in its header menu's data, the home page
 * draws a card for each and the services overview a card and a section. The registry's budgets
 * were measured with the spec's six; `roomForServices` leaves each room for up to `maxServices`
 * (a 3 × 3 grid), so that adding a service, one content file, fails no budget.
 */
export const maxServices = 9;
const measuredServices = 6;
const serviceShare: Record<"everyPage" | "home" | "services", PageBudget> = {
  everyPage: { htmlGzipKb: 0.1, payloadKb: 0.25, elements: 2 },
  home: { htmlGzipKb: 0.4, payloadKb: 1.5, elements: 14 },
  services: { htmlGzipKb: 1.3, payloadKb: 6, elements: 42 },
};

/** The registry's templates with room in each budget for `maxServices` services. */
export function roomForServices<K extends string, T extends { budget: PageBudget }>(
  templates: Record<K, T>,
): Record<K, T> {
  const entries = Object.entries<T>(templates).map(([key, template]) => {
    const share = key === "home" || key === "services" ? serviceShare[key] : serviceShare.everyPage;
    return [key, { ...template, budget: plus(template.budget, share, maxServices - measuredServices) }];
  });
  return Object.fromEntries(entries) as Record<K, T>;
}

export const listBudgets = {
  /** A page of the blog or of a topic: the featured article and a page of cards. */
  blogList: listBudget(
    { htmlGzipKb: 15, payloadKb: 38, elements: 240 },
    postCard,
    pageSizes.posts + 1,
  ),
  caseList: listBudget(
    { htmlGzipKb: 16, payloadKb: 28, elements: 200 },
    caseCard,
    pageSizes.caseStudies,
  ),
  /** The careers page: its story, then the first page of open positions. */
  careers: listBudget({ htmlGzipKb: 21, payloadKb: 45, elements: 370 }, jobRow, pageSizes.jobs),
  /** A later page of the open positions: a short hero and the list. */
  jobList: listBudget({ htmlGzipKb: 14, payloadKb: 32, elements: 245 }, jobRow, pageSizes.jobs),
  /** The library: the first resources of each of its tabs. */
  resources: listBudget(
    { htmlGzipKb: 15, payloadKb: 34, elements: 250 },
    resourceCard,
    pageSizes.resourceTab * resourceTabs.length,
  ),
  /** A page of one type of resource. */
  resourceList: listBudget(
    { htmlGzipKb: 12, payloadKb: 30, elements: 215 },
    resourceCard,
    pageSizes.resources,
  ),
} satisfies Record<string, PageBudget>;
