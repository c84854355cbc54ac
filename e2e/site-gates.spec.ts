import type { Page } from "@playwright/test";
import {
  axeViolations,
  editionOf,
  expect,
  sampledPaths,
  setStoredLanguage,
  setStoredTheme,
  test,
  waitForHydration,
} from "./fixtures";

// The browser gates, on every English page and one page per template in each other edition
// (fixtures.sampledPaths): axe in the light theme, the toggle to dark and axe again, no
// overflow at 375 px. With search, chat and a dialog open, no CSP violation: on the home page,
// every template with a dialog and one Chinese page. The search overlay with results gets axe in
// both themes at 375 and 1440 px, over an English and a Chinese page. Every sitemap URL also gets the static
// gates of metadata.spec.ts (status, lang, links, alternates, a strict CSP covering every inline
// script, no English left in <main>).
async function cspViolations(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations);
}

test.describe("site-wide gates", () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => {
      const list: string[] = [];
      (window as unknown as { __cspViolations: string[] }).__cspViolations = list;
      document.addEventListener("securitypolicyviolation", (event) => {
        list.push(`${event.violatedDirective} ${event.blockedURI}`);
      });
    });
  });

  for (const path of sampledPaths()) {
    test(`${path}: axe light and dark, fits 375 px`, async ({ page, baseURL }) => {
      const thirdParty: string[] = [];
      page.on("request", (request) => {
        const url = request.url();
        if (!url.startsWith(baseURL ?? "") && !url.startsWith("data:")) thirdParty.push(url);
      });
      await setStoredTheme(page, "light");
      // The visitor chose this page's language: no suggestion bar comes and goes during axe.
      await setStoredLanguage(page, editionOf(path).locale);
      const response = await page.goto(path, { waitUntil: "load" });
      expect(response?.status(), `HTTP status of ${path}`).toBe(200);
      await waitForHydration(page);
      expect(thirdParty, `third-party requests on ${path}`).toEqual([]);

      const html = page.locator("html");
      await expect(html).toHaveAttribute("data-theme", "light");
      expect(await axeViolations(page), `axe violations on ${path} (light)`).toEqual([]);
      const toggle = page.locator("header button[aria-pressed]");
      await toggle.click();
      await expect(html).toHaveAttribute("data-theme", "dark");
      // Audited once the switch is over: the blocks held out of its first frame are restyled and
      // the transitions' pause is lifted (components/theme/use-theme.ts).
      await expect(toggle).toHaveAttribute("aria-pressed", "true");
      await expect(html).not.toHaveClass(/\btheme-switching\b/);
      await expect(page.locator("[style*=content-visibility]")).toHaveCount(0);
      expect(
        await axeViolations(page, ["color-contrast", "link-in-text-block"]),
        `axe violations on ${path} (dark)`,
      ).toEqual([]);

      await page.setViewportSize({ width: 375, height: 800 });
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      );
      expect(overflow, `horizontal overflow on ${path} at 375 px`).toBeLessThanOrEqual(0);
    });
  }

  // Search and chat are the same island on every page; dialogs differ by template. So: the
  // home page, every template with a dialog, and one page of an edition in another script.
  const islandPaths = [
    "/",
    "/services",
    "/services/agentic-ai",
    "/case-studies",
    "/blog",
    "/resources",
    "/careers",
    "/client-portal",
    "/zh",
  ];
  for (const path of islandPaths) {
    test(`${path}: no CSP violation with search, a dialog and chat open`, async ({ page }) => {
      await page.goto(path, { waitUntil: "load" });
      await page.waitForLoadState("networkidle");
      const policy = await page
        .locator('meta[http-equiv="Content-Security-Policy"]')
        .getAttribute("content");
      const scriptSrc =
        policy?.split("; ").find((directive) => directive.startsWith("script-src")) ?? "";
      expect(scriptSrc).toMatch(/^script-src 'self'/);
      expect(scriptSrc).not.toContain("unsafe-inline");
      expect(scriptSrc).not.toContain("'unsafe-eval'");
      // The full-text search compiles its WebAssembly once a query is typed.
      const wasm = page.waitForResponse((response) => response.url().includes("/pagefind/wasm."));
      await page.keyboard.press("Control+k");
      const search = page.getByRole("dialog");
      await search.getByRole("searchbox").fill("data");
      await expect(search.getByRole("status")).not.toBeEmpty();
      await wasm;
      await page.keyboard.press("Escape");
      const dialogButton = page.locator("main button[aria-haspopup=dialog]").first();
      if (await dialogButton.count()) {
        await dialogButton.click();
        await expect(page.getByRole("dialog")).toBeVisible();
        await page.keyboard.press("Escape");
        await expect(page.getByRole("dialog")).toBeHidden();
      }
      await page.getByRole("button", { name: /Tessa/ }).click();
      await expect(page.getByRole("region", { name: "Tessa" })).toBeVisible();
      expect(await cspViolations(page), `CSP violations on ${path}`).toEqual([]);
    });
  }

  // The overlay with full-text results (excerpts, marks, section links), in both themes, on a
  // phone and a desktop, in a Latin and a CJK edition.
  const overlayCases = [
    { path: "/", query: "data" },
    { path: "/zh", query: "数据" },
  ];
  for (const { path, query } of overlayCases)
    for (const theme of ["light", "dark"] as const)
      for (const width of [375, 1440])
        test(`${path}: the search overlay with results passes axe (${theme}, ${width} px)`, async ({
          page,
        }) => {
          await page.setViewportSize({ width, height: 900 });
          await setStoredTheme(page, theme);
          await setStoredLanguage(page, editionOf(path).locale);
          await page.goto(path, { waitUntil: "load" });
          await page.keyboard.press("Control+k");
          await page.getByRole("dialog").getByRole("searchbox").fill(query);
          await expect(page.locator("#search-results a[href*='#']").first()).toBeVisible();
          await expect(page.locator("#search-results mark").first()).toBeVisible();
          expect(await axeViolations(page), `axe on the overlay over ${path}`).toEqual([]);
        });

  test("unknown paths get the not-found page with status 404", async ({ page, consoleErrors }) => {
    const response = await page.goto("/this-page-does-not-exist");
    expect(response?.status()).toBe(404);
    expect(consoleErrors.splice(0)).toEqual([expect.stringMatching(/status of 404/)]);
    await expect(page.getByRole("heading", { level: 1, name: "Page Not Found" })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
});
