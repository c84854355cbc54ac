import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "@playwright/test";
import { allTopics, filterPosts } from "../lib/blog-filter";
import { locales, localePath, type Locale } from "../lib/i18n/locales";
import { i18nFor } from "../lib/i18n/messages";
import { pagePath } from "../lib/page-paths";
import { pageSizes } from "../lib/paging";
import type { PostListing } from "../lib/post-listing";
import { expect, serveExport, test } from "./fixtures";

// The blog's listings at scale, on the export `npm run test:growth` leaves in out-growth/ (the
// content with 50 more articles, half of them in English only): the search box finds an article
// that sits on page 3, a topic lists every one of its articles, and without JavaScript the pager
// and the topic links reach every article, in every edition. What each edition lists comes from
// its listing index, the file the search box loads.
const root = "out-growth";

const listing = (locale: Locale): PostListing[] =>
  JSON.parse(
    readFileSync(join(root, "listings", "blog", `${locale}.json`), "utf8"),
  ) as PostListing[];

/** The article links of the page's listing (featured first), as slugs. */
async function shownSlugs(page: Page): Promise<string[]> {
  const hrefs = await page
    .locator("main article :is(h2, h3) a")
    .evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
  return hrefs.map((href) => href.replace(/^.*\/blog\//, ""));
}

/** Every article reachable from `start` by following the pager's links (no JavaScript). */
async function crawlPages(
  page: Page,
  origin: string,
  start: string,
  locale: Locale,
): Promise<Set<string>> {
  const seen = new Set([start]);
  const queue = [start];
  const slugs = new Set<string>();
  while (queue.length > 0) {
    const path = queue.shift() ?? start;
    const response = await page.goto(`${origin}${path}`);
    expect(response?.status(), path).toBe(200);
    for (const slug of await shownSlugs(page)) slugs.add(slug);
    const next = await page
      .getByRole("navigation", { name: i18nFor(locale).t("paging.label"), exact: true })
      .getByRole("link")
      .evaluateAll((links) =>
        links.map((link) => new URL((link as HTMLAnchorElement).href).pathname),
      );
    for (const link of next)
      if (!seen.has(link)) {
        seen.add(link);
        queue.push(link);
      }
  }
  return slugs;
}

test.describe("listings at scale", () => {
  test.skip(!existsSync(root) && !process.env.CI, "run `npm run test:growth` first");
  const origin = serveExport(root);

  for (const locale of locales) {
    test(`${locale}: the search box finds an article on page 3; a topic lists all of its articles`, async ({
      page,
    }) => {
      const posts = listing(locale);
      const [, ...cards] = posts;
      const onPage3 = cards[2 * pageSizes.posts];
      if (!onPage3) throw new Error(`${locale}: fewer than three pages of articles`);
      await page.goto(`${origin()}${localePath(locale, pagePath("blog"))}`);
      expect(await shownSlugs(page)).not.toContain(onPage3.slug);
      await page.getByRole("searchbox").fill(onPage3.title);
      await expect(
        page.locator(`main article a[href$="/blog/${onPage3.slug}"]`).first(),
      ).toBeVisible();
      const card = page
        .locator("main article")
        .filter({ has: page.locator(`a[href$="/blog/${onPage3.slug}"]`) })
        .first();
      if (onPage3.english)
        await expect(card.locator("a").first()).toHaveAttribute("hreflang", "en");

      // A topic's own pages, followed with the pager's Next link, hold every article of the topic.
      const topic = posts[0]?.category ?? "";
      await page.goto(`${origin()}${localePath(locale, pagePath("topic", topic))}`);
      const found: string[] = [];
      for (;;) {
        found.push(...(await shownSlugs(page)));
        const next = page
          .getByRole("navigation", { name: i18nFor(locale).t("paging.label"), exact: true })
          .getByRole("link", { name: i18nFor(locale).t("paging.next"), exact: true });
        if ((await next.count()) === 0) break;
        const href = (await next.getAttribute("href")) ?? "";
        await next.click();
        await page.waitForURL(`${origin()}${href}`);
      }
      const expected = filterPosts(posts, { topic, query: "" });
      expect(found.sort()).toEqual(
        [...(expected.featured ? [expected.featured] : []), ...expected.grid]
          .map((post) => post.slug)
          .sort(),
      );
    });

    test(`${locale}: without JavaScript, the pager and the topic links reach every article`, async ({
      browser,
    }) => {
      const context = await browser.newContext({ javaScriptEnabled: false });
      const page = await context.newPage();
      const posts = listing(locale);
      const reached = await crawlPages(
        page,
        origin(),
        localePath(locale, pagePath("blog")),
        locale,
      );
      expect([...reached].sort()).toEqual(posts.map((post) => post.slug).sort());
      const topics = [...new Set(posts.map((post) => post.category))];
      for (const topic of topics) {
        const inTopic = filterPosts(posts, { topic, query: "" });
        const slugs = await crawlPages(
          page,
          origin(),
          localePath(locale, pagePath("topic", topic)),
          locale,
        );
        expect([...slugs].sort(), topic).toEqual(
          [...(inTopic.featured ? [inTopic.featured] : []), ...inTopic.grid]
            .map((post) => post.slug)
            .sort(),
        );
      }
      expect(filterPosts(posts, { topic: allTopics, query: "" }).grid).toHaveLength(
        posts.length - 1,
      );
      await context.close();
    });
  }

  test("a page past the end and a topic without articles are the site's 404", async ({
    request,
  }) => {
    const posts = listing("en");
    const pages = Math.ceil((posts.length - 1) / pageSizes.posts);
    for (const path of [
      pagePath("blogPage", String(pages + 1)),
      pagePath("topic", "no-such-topic"),
    ]) {
      const response = await request.get(`${origin()}${path}`);
      expect(response.status(), path).toBe(404);
      expect(await response.text(), path).toBe(readFileSync(join(root, "404.html"), "utf8"));
    }
  });
});
