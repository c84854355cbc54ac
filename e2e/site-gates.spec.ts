import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect, setStoredTheme, sitemapPaths, test } from "./fixtures";

// Every page the build exports is in the sitemap, so every page passes these gates.
const paths = sitemapPaths();
const axeTags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

async function open(page: Page, path: string) {
  const response = await page.goto(path, { waitUntil: "load" });
  expect(response?.status(), `HTTP status of ${path}`).toBe(200);
  await page.waitForLoadState("networkidle");
}

test.describe("site-wide gates", () => {
  for (const path of paths) {
    for (const theme of ["light", "dark"] as const) {
      test(`${path} — ${theme}: 200, no console error, no axe violation`, async ({
        page,
        baseURL,
      }) => {
        const thirdParty: string[] = [];
        page.on("request", (request) => {
          const url = request.url();
          if (!url.startsWith(baseURL ?? "") && !url.startsWith("data:")) thirdParty.push(url);
        });
        await setStoredTheme(page, theme);
        await open(page, path);
        expect(thirdParty, `third-party requests on ${path}`).toEqual([]);
        await expect(page.locator("html")).toHaveClass(
          theme === "dark" ? /\bdark\b/ : /^(?!.*\bdark\b)/,
        );
        const { violations } = await new AxeBuilder({ page }).withTags(axeTags).analyze();
        const summary = violations.map(
          (v) =>
            `${v.id} (${v.impact}): ${v.help}\n  ${v.nodes.map((n) => n.target.join(" ")).join("\n  ")}`,
        );
        expect(summary, `axe violations on ${path} (${theme})`).toEqual([]);
      });
    }

    test(`${path} — fits a 375 px phone and every link and asset resolves`, async ({
      page,
      request,
    }) => {
      await page.setViewportSize({ width: 375, height: 800 });
      await open(page, path);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      );
      expect(overflow, `horizontal overflow on ${path} at 375 px`).toBeLessThanOrEqual(0);

      const origin = new URL(page.url()).origin;
      const urls = await page.evaluate(() =>
        [
          ...Array.from(
            document.querySelectorAll("a[href]"),
            (el) => (el as HTMLAnchorElement).href,
          ),
          ...Array.from(
            document.querySelectorAll("link[href]"),
            (el) => (el as HTMLLinkElement).href,
          ),
          ...Array.from(
            document.querySelectorAll("script[src]"),
            (el) => (el as HTMLScriptElement).src,
          ),
          ...Array.from(
            document.querySelectorAll("img[src]"),
            (el) => (el as HTMLImageElement).src,
          ),
        ].filter(Boolean),
      );
      const targets = [
        ...new Set(
          urls.filter((url) => url.startsWith(origin)).map((url) => url.split("#")[0] ?? url),
        ),
      ];
      const broken: string[] = [];
      for (const url of targets) {
        const status = (await request.get(url)).status();
        if (status >= 400) broken.push(`${status} ${new URL(url).pathname}`);
      }
      expect(broken, `broken links or assets on ${path}`).toEqual([]);
    });
  }

  test("unknown paths get the not-found page with status 404", async ({ page, consoleErrors }) => {
    const response = await page.goto("/this-page-does-not-exist");
    expect(response?.status()).toBe(404);
    expect(consoleErrors.splice(0)).toEqual([expect.stringMatching(/status of 404/)]);
    await expect(page.getByRole("heading", { level: 1, name: "Page Not Found" })).toBeVisible();
    const { violations } = await new AxeBuilder({ page }).withTags(axeTags).analyze();
    expect(violations.map((v) => v.id)).toEqual([]);
  });
});
