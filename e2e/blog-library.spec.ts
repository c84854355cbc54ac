import type { Page } from "@playwright/test";
import { getEntries } from "../lib/content";
import { filterPosts } from "../lib/blog-filter";
import { pageSizes, resourcesOf } from "../lib/listings";
import { getAllPostMeta } from "../lib/posts";
import { expect, test } from "./fixtures";

const allJobs = getEntries("jobs", "en").map(({ data }) => data);
const allResources = getEntries("resources", "en").map(({ data }) => data);

const posts = getAllPostMeta("en");

/** The article links the listing shows, in order (featured first). */
async function shownSlugs(page: Page) {
  const hrefs = await page
    .getByRole("region", { name: "Articles", exact: true })
    .locator("article h2 a, article h3 a")
    .evaluateAll((links) => links.map((a) => a.getAttribute("href")));
  return hrefs.map((href) => href?.replace("/blog/", ""));
}

test.describe("blog", () => {
  test("features the first post and lists every other one, with tags capped at two plus a counter", async ({
    page,
  }) => {
    await page.goto("/blog");
    expect(await shownSlugs(page)).toEqual(posts.map((p) => p.slug));
    const many = posts.find((p) => p.tags.length > 2);
    if (!many) throw new Error("no post with more than two tags");
    const card = page
      .locator("article")
      .filter({ has: page.locator(`a[href="/blog/${many.slug}"]`) });
    await expect(card.getByRole("list", { name: "Tags" }).getByRole("listitem")).toHaveCount(3);
    await expect(card.getByText(`+${many.tags.length - 2}`)).toBeVisible();
  });

  test("a topic is a page of its own; the search stays within it, never drops a match, and survives a reload", async ({
    page,
  }) => {
    await page.goto("/blog");
    await page
      .getByRole("navigation", { name: "Topics" })
      .getByRole("link", { name: "AI Ethics" })
      .click();
    await expect(page).toHaveURL(/\/blog\/topic\/ethics$/);
    await expect(
      page.getByRole("navigation", { name: "Topics" }).getByRole("link", { name: "AI Ethics" }),
    ).toHaveAttribute("aria-current", "page");
    const ethics = filterPosts(posts, { topic: "ethics", query: "" });
    expect(await shownSlugs(page)).toEqual(
      [...(ethics.featured ? [ethics.featured] : []), ...ethics.grid].map((p) => p.slug),
    );

    await page
      .getByRole("navigation", { name: "Topics" })
      .getByRole("link", { name: "All Topics" })
      .click();
    await expect(page).toHaveURL(/\/blog$/);
    await page.getByRole("searchbox", { name: "Search articles" }).fill("agent");
    const agent = filterPosts(posts, { topic: "all", query: "agent" });
    await expect
      .poll(() => shownSlugs(page))
      .toEqual([...(agent.featured ? [agent.featured] : []), ...agent.grid].map((p) => p.slug));
    await expect(page).toHaveURL(/\?q=agent$/);
    await page.reload();
    await expect(page.getByRole("searchbox", { name: "Search articles" })).toHaveValue("agent");
    await expect
      .poll(() => shownSlugs(page))
      .toHaveLength((agent.featured ? 1 : 0) + agent.grid.length);

    await page.getByRole("searchbox", { name: "Search articles" }).fill("no article says this");
    await expect(page.getByText("No articles match")).toBeVisible();
  });

  test("the guest post dialog counts words live, validates, hands over to the mail client; Cancel closes", async ({
    page,
  }) => {
    await page.goto("/blog");
    await page.getByRole("button", { name: "Submit a Guest Post" }).click();
    const dialog = page.getByRole("dialog", { name: "Submit a Guest Post" });
    await expect(dialog.getByText("Abstract (300 words max)")).toBeVisible();
    await dialog
      .getByRole("textbox", { name: /Abstract/ })
      .fill("Streaming features for fraud models");
    await expect(dialog.getByText("5 / 300 words")).toBeVisible();
    await dialog.getByRole("button", { name: "Submit Proposal" }).click();
    await expect(dialog.getByText("Enter your name.")).toBeVisible();
    await dialog.getByRole("textbox", { name: /^Name/ }).fill("Kai Moreno");
    await dialog.getByRole("textbox", { name: /^Email/ }).fill("kai@example.com");
    await dialog.getByRole("textbox", { name: /^Topic/ }).fill("Feature stores");
    await dialog.getByRole("button", { name: "Submit Proposal" }).click();
    await expect(dialog.getByRole("status").filter({ hasText: "e-mail app" })).toBeVisible();
    await expect(dialog.getByRole("textbox", { name: /^Topic/ })).toHaveValue("Feature stores");
    await page.getByRole("dialog").getByRole("button", { name: "Cancel" }).click();
    await expect(page.getByRole("dialog")).toBeHidden();
  });

  test("an article shares its encoded address and returns to the top", async ({ page }) => {
    const post = posts[0];
    if (!post) throw new Error("no posts");
    await page.goto(`/blog/${post.slug}`);
    await expect(page.getByRole("link", { name: "Back to all articles" })).toHaveAttribute(
      "href",
      "/blog",
    );
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(post.title);
    const encoded = encodeURIComponent(`/blog/${post.slug}`);
    for (const name of ["Share on X", "Share on Facebook", "Share on LinkedIn"]) {
      const link = page.getByRole("link", { name: new RegExp(`^${name}`) });
      await expect(link).toHaveAttribute("target", "_blank");
      expect(await link.getAttribute("href")).toContain(encoded);
    }
    const mail = await page.getByRole("link", { name: "Share by e-mail" }).getAttribute("href");
    expect(mail).toMatch(/^mailto:\?subject=.+&body=.+/);
    await expect(page.getByRole("heading", { name: "About the Author" })).toBeVisible();

    const top = page.getByRole("button", { name: "Back to top" });
    await expect(top).toBeHidden();
    await page.mouse.wheel(0, 3000);
    await expect(top).toBeVisible();
    await top.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test("the RSS feed lists every article", async ({ request }) => {
    const xml = await (await request.get("/feed.xml")).text();
    expect(xml.match(/<item>/g)).toHaveLength(posts.length);
  });
});

test.describe("resources", () => {
  test("starts on Whitepapers with the spec's counts, and searches every tab", async ({ page }) => {
    await page.goto("/resources");
    await expect(page.getByRole("tab", { selected: true })).toContainText("Whitepapers");
    for (const [label, count] of [
      ["Whitepapers", 3],
      ["Webinars", 3],
      ["Research Papers", 2],
      ["Open-Source Tools", 3],
    ] as const) {
      await expect(page.getByRole("tab", { name: new RegExp(`^${label}`) })).toContainText(
        `(${count})`,
      );
    }
    await page
      .getByRole("searchbox", { name: "Search resources" })
      .fill("no resource is called this");
    await expect(page.getByRole("tabpanel").getByText("No resources found")).toBeVisible();
    await expect(
      page.getByRole("tabpanel").getByText("Try adjusting your search query"),
    ).toBeVisible();
    await page.getByRole("tab", { name: /^Webinars/ }).click();
    await expect(page.getByRole("tabpanel").getByText("No resources found")).toBeVisible();
  });

  test("webinars show their durations; downloads open the access dialog; tools link to GitHub", async ({
    page,
  }) => {
    await page.goto("/resources");
    await page.getByRole("tab", { name: /^Webinars/ }).click();
    // Each webinar the tab shows first, with its duration as the content gives it.
    for (const webinar of resourcesOf("en", "webinars").slice(0, pageSizes.resourceTab))
      if (webinar.category === "webinars")
        await expect(
          page.getByRole("tabpanel").getByText(webinar.duration, { exact: true }).first(),
        ).toBeVisible();
    await page
      .getByRole("tabpanel")
      .getByRole("button", { name: /^Watch/ })
      .first()
      .click();
    const dialog = page.getByRole("dialog");
    await dialog.getByRole("textbox", { name: /^Name/ }).fill("Noor Haddad");
    await dialog.getByRole("textbox", { name: /^Work email/ }).fill("noor@example.com");
    await dialog.getByRole("button", { name: "Send me the link" }).click();
    await expect(dialog.getByRole("status").filter({ hasText: "e-mail app" })).toBeVisible();
    await dialog.getByRole("button", { name: "Cancel" }).click();

    await page.getByRole("tab", { name: /^Open-Source Tools/ }).click();
    const tool = allResources.find((r) => r.category === "tools");
    const github = page
      .getByRole("tabpanel")
      .getByRole("link", { name: /View on GitHub/ })
      .first();
    await expect(github).toHaveAttribute("target", "_blank");
    await expect(github).toHaveAttribute("href", tool?.category === "tools" ? tool.githubUrl : "");
  });
});

test.describe("careers", () => {
  test("every job page is reachable from the list", async ({ page }) => {
    await page.goto("/careers");
    for (const job of allJobs)
      await expect(page.locator(`a[href="/careers/${job.id}"]`)).toHaveCount(1);
    await page.locator(`a[href="/careers/${allJobs[0]!.id}"]`).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(allJobs[0]!.title);
    for (const job of allJobs.slice(1)) {
      await page.goto(`/careers/${job.id}`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(job.title);
    }
  });

  test("filters narrow the list, an empty result says so, and Clear Filters resets all four", async ({
    page,
  }) => {
    await page.goto("/careers");
    const list = page.locator("#open-positions a[href^='/careers/']");
    await expect(list).toHaveCount(allJobs.length);
    await page.getByRole("combobox", { name: "Location" }).selectOption("london");
    await expect(list).toHaveCount(allJobs.filter((j) => j.location === "london").length);
    await page.getByRole("combobox", { name: "Job type" }).selectOption("internship");
    await page.getByRole("searchbox", { name: "Search positions" }).fill("no such role anywhere");
    await expect(page.getByText("No positions found")).toBeVisible();
    await expect(page.getByText("Try adjusting your filters or search query")).toBeVisible();
    await page.getByRole("button", { name: "Clear Filters" }).last().click();
    await expect(list).toHaveCount(allJobs.length);
    await expect(page.getByRole("combobox", { name: "Location" })).toHaveValue("all");
    await expect(page.getByRole("searchbox", { name: "Search positions" })).toHaveValue("");
  });

  test("the German board, filtered, says how many match in German grammar", async ({ page }) => {
    // The job type with the fewest jobs: one job reads "passt", more read "passen".
    const ofType = (type: string) => allJobs.filter((job) => job.type === type);
    const [type] = [...new Set(allJobs.map((job) => job.type))].sort(
      (a, b) => ofType(a).length - ofType(b).length,
    );
    if (!type) throw new Error("no jobs");
    const jobs = ofType(type);
    await page.goto("/de/careers");
    await page.getByRole("combobox", { name: "Anstellungsart" }).selectOption(type);
    await expect(page.locator("#open-positions a[href^='/de/careers/']")).toHaveCount(jobs.length);
    const verb = jobs.length === 1 ? "passt" : "passen";
    await expect(
      page.getByText(`${jobs.length} von ${allJobs.length} Stellen ${verb}`),
    ).toBeVisible();
    await page.getByRole("combobox", { name: "Anstellungsart" }).selectOption("full-time");
    await expect(page.getByText(/^\d+ von \d+ Stellen passen$/)).toBeVisible();
  });

  test("a job application keeps its draft across a reload", async ({ page }) => {
    const job = allJobs[0];
    await page.goto(`/careers/${job?.id}#apply`);
    const form = page.getByRole("form", { name: `Apply: ${job?.title}` });
    await form.getByRole("textbox", { name: /^Full name/ }).fill("Rosa Delgado");
    await page.reload();
    await page.locator("#apply").scrollIntoViewIfNeeded();
    await expect(form.getByRole("textbox", { name: /^Full name/ })).toHaveValue("Rosa Delgado");
  });

  test("Submit Your Resume opens the application form", async ({ page }) => {
    await page.goto("/careers");
    await page.getByRole("button", { name: "Submit Your Resume" }).click();
    await expect(
      page
        .getByRole("dialog", { name: "Submit Your Resume" })
        .getByRole("textbox", { name: /^Cover note/ }),
    ).toBeVisible();
  });
});
