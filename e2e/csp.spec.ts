import type { Page } from "@playwright/test";
import { expect, sitemapPaths, test } from "./fixtures";

// Every page carries a strict policy, and nothing a visitor does trips it.
async function violations(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations);
}

test.describe("content security policy", () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => {
      const list: string[] = [];
      (window as unknown as { __cspViolations: string[] }).__cspViolations = list;
      document.addEventListener("securitypolicyviolation", (event) => {
        list.push(`${event.violatedDirective} ${event.blockedURI}`);
      });
    });
  });

  for (const path of sitemapPaths()) {
    test(`${path}: strict policy, no violation with search, chat and a dialog open`, async ({
      page,
    }) => {
      await page.goto(path);
      const policy = await page
        .locator('meta[http-equiv="Content-Security-Policy"]')
        .getAttribute("content");
      const scriptSrc =
        policy?.split("; ").find((directive) => directive.startsWith("script-src")) ?? "";
      expect(scriptSrc).toMatch(/^script-src 'self'/);
      expect(scriptSrc).not.toContain("unsafe-inline");

      await page.keyboard.press("Control+k");
      await page.getByRole("dialog").getByRole("searchbox").fill("data");
      await expect(page.getByRole("dialog").getByRole("status")).toHaveText(/Results|No results/);
      await page.keyboard.press("Escape");
      await page.getByRole("button", { name: "Chat with Tessa" }).click();
      await expect(page.getByRole("region", { name: "Tessa" })).toBeVisible();
      const dialogButton = page.locator("main button[aria-haspopup=dialog]").first();
      if (await dialogButton.count()) {
        await dialogButton.click();
        await expect(page.getByRole("dialog")).toBeVisible();
      }
      expect(await violations(page)).toEqual([]);
    });
  }
});
