import { getAllCaseStudies } from "../lib/case-studies";
import { getEntries } from "../lib/content";
import { plainHighlight } from "../lib/highlight";
import { expect, test } from "./fixtures";

const allCaseStudies = getAllCaseStudies("en");
const allIndustries = getEntries("industries", "en").map(({ data }) => data);

test.describe("industries", () => {
  test("the Industries dropdown reaches every industry page", async ({ page }) => {
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Main" });
    await nav.getByRole("button", { name: "Industries" }).focus();
    await page.keyboard.press("Enter");
    for (const industry of allIndustries)
      await expect(nav.getByRole("link", { name: industry.name, exact: true })).toHaveAttribute(
        "href",
        `/industries/${industry.id}`,
      );
    const last = allIndustries[allIndustries.length - 1]!;
    await nav.getByRole("link", { name: last.name, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/industries/${last.id}$`));
    for (const industry of [last, ...allIndustries.slice(0, -1)]) {
      if (industry !== last) await page.goto(`/industries/${industry.id}`);
      // The h1 opens with the industry's name (the eyebrow above the title is part of it).
      const name = new RegExp(
        `^${escape(industry.name)}\\s*:\\s*${escape(plainHighlight(industry.hero.title))}$`,
      );
      await expect(page.getByRole("heading", { level: 1 })).toHaveAccessibleName(name);
    }
  });

  test("each industry page shows its three figures, quote and a real case link", async ({
    page,
  }) => {
    for (const industry of allIndustries) {
      await page.goto(`/industries/${industry.id}`);
      const featured = page.locator("#featured-case");
      for (const metric of industry.featuredCase.metrics) {
        await expect(featured.getByText(metric.value, { exact: true })).toBeVisible();
      }
      await expect(featured.getByText(industry.quote.role)).toBeVisible();
      // The spec's label on all of them; a featured case with a page of its own links to it, one
      // without to the list.
      const { caseStudyId } = industry.featuredCase;
      const link = featured.getByRole("link", { name: "View Full Case Study", exact: true });
      await expect(link).toHaveAttribute(
        "href",
        caseStudyId ? `/case-studies/${caseStudyId}` : "/case-studies",
      );
      await expect(page.getByRole("link", { name: "Back to Industries" })).toHaveAttribute(
        "href",
        "/industries",
      );
    }
  });

  test("the listing links every industry page and prints the brochure", async ({ page }) => {
    await page.goto("/industries");
    for (const industry of allIndustries) {
      await expect(page.locator(`main a[href="/industries/${industry.id}"]`)).toHaveCount(1);
    }
    await page.evaluate(() => {
      window.print = () => document.body.setAttribute("data-printed", "yes");
    });
    await page.getByRole("button", { name: "Download Brochure" }).click();
    await expect(page.locator("body")).toHaveAttribute("data-printed", "yes");
  });
});

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

test.describe("case studies", () => {
  test("the dialog opens, moves with Previous/Next, and closes by button, overlay and Escape", async ({
    page,
  }) => {
    await page.goto("/case-studies");
    const [first, second] = allCaseStudies;
    await page.getByRole("button", { name: `Read Full Case Study : ${first?.title}` }).click();
    const dialog = page.getByRole("dialog");
    await expect(dialog.getByRole("heading", { level: 2 })).toHaveText(first?.title ?? "");
    await expect(dialog.getByRole("button", { name: "Previous" })).toBeDisabled();
    await dialog.getByRole("button", { name: "Next" }).click();
    await expect(dialog.getByRole("heading", { level: 2 })).toHaveText(second?.title ?? "");
    await expect(dialog.getByText("2 of 4")).toBeVisible();
    await dialog.getByRole("button", { name: "Previous" }).click();
    await expect(dialog.getByRole("heading", { level: 2 })).toHaveText(first?.title ?? "");
    await dialog.getByRole("button", { name: "Close" }).last().click();
    await expect(dialog).toBeHidden();

    await page.getByRole("button", { name: `Read Full Case Study : ${second?.title}` }).click();
    await expect(dialog.getByRole("heading", { level: 2 })).toHaveText(second?.title ?? "");
    await page.mouse.click(5, 5);
    await expect(dialog).toBeHidden();

    await page.getByRole("button", { name: `Read Full Case Study : ${first?.title}` }).click();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
  });

  test("Schedule a Consultation opens the demo dialog for Case Studies", async ({ page }) => {
    await page.goto("/case-studies");
    await page.getByRole("button", { name: "Schedule a Consultation" }).click();
    await expect(page.getByRole("dialog", { name: "Request a Demo" })).toContainText(
      "Case Studies",
    );
  });

  test("each case page shows its own story", async ({ page }) => {
    for (const study of allCaseStudies) {
      await page.goto(`/case-studies/${study.id}`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(study.title);
      await expect(page.getByText(study.testimonial.author)).toBeVisible();
      for (const related of study.relatedCases) {
        await expect(page.locator(`aside a[href="/case-studies/${related}"]`)).toHaveCount(1);
      }
    }
  });

  test("copy link confirms with a toast", async ({ page, context }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    const study = allCaseStudies[0];
    await page.goto(`/case-studies/${study?.id}`);
    await page.getByRole("button", { name: "Copy link" }).click();
    await expect(page.locator("[data-sonner-toast]")).toContainText("Link copied");
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(
      new RegExp(`/case-studies/${study?.id}$`),
    );
  });
});
