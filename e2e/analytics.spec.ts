import { spawn, type ChildProcess } from "node:child_process";
import { existsSync } from "node:fs";
import type { Page } from "@playwright/test";
import { expect, test, waitForPort } from "./fixtures";

// The site built with NEXT_PUBLIC_GA_ID (npm run build:configured → out-configured/), served on its
// own port. The analytics host is intercepted: a stub stands in for gtag.js and counts loads.
const port = 4174;
const origin = `http://127.0.0.1:${port}`;
let server: ChildProcess | undefined;

async function interceptAnalytics(page: Page) {
  const loads: string[] = [];
  await page.route(/googletagmanager\.com|google-analytics\.com/, async (route) => {
    loads.push(route.request().url());
    await route.fulfill({
      contentType: "application/javascript",
      body: "window.__gtagLoaded = true;",
    });
  });
  return loads;
}

const pageViews = (page: Page) =>
  page.evaluate(() =>
    ((window as unknown as { dataLayer?: unknown[][] }).dataLayer ?? [])
      .map((entry) => Array.from(entry as ArrayLike<unknown>))
      .filter(
        (entry) => entry[0] === "config" || (entry[0] === "event" && entry[1] === "page_view"),
      ),
  );

test.describe("analytics with consent", () => {
  test.describe.configure({ mode: "serial" });
  test.skip(
    !existsSync("out-configured") && !process.env.CI,
    "run `npm run build:configured` first",
  );

  test.beforeAll(async () => {
    server = spawn(process.execPath, ["scripts/serve.mjs"], {
      env: { ...process.env, EXPORT_DIR: "out-configured", PORT: String(port) },
      stdio: "ignore",
    });
    await waitForPort(port, "server");
  });
  test.afterAll(() => {
    server?.kill("SIGTERM");
  });

  test("without an ID (the default build) there is no banner and no third-party request", async ({
    page,
  }) => {
    const external: string[] = [];
    page.on("request", (request) => {
      if (!request.url().startsWith("http://127.0.0.1")) external.push(request.url());
    });
    for (const path of ["/", "/services/agentic-ai", "/blog", "/contact"]) {
      await page.goto(path);
      await expect(page.getByRole("region", { name: "Cookie consent" })).toHaveCount(0);
    }
    expect(external).toEqual([]);
  });

  test("Decline: the banner goes, nothing loads, and the choice is remembered", async ({
    page,
  }) => {
    const loads = await interceptAnalytics(page);
    await page.goto(`${origin}/`);
    const banner = page.getByRole("region", { name: "Cookie consent" });
    await banner.getByRole("button", { name: "Decline" }).click();
    await expect(banner).toHaveCount(0);
    await page.reload();
    await expect(banner).toHaveCount(0);
    expect(loads).toEqual([]);
  });

  test("Accept: GA loads and a page view fires on load and on each client navigation", async ({
    page,
  }) => {
    const loads = await interceptAnalytics(page);
    await page.goto(`${origin}/`);
    await page
      .getByRole("region", { name: "Cookie consent" })
      .getByRole("button", { name: "Accept" })
      .click();
    await expect.poll(() => loads.length).toBeGreaterThan(0);
    expect(loads[0]).toContain("G-TESTPAGES1");
    await expect
      .poll(async () => (await pageViews(page)).map((entry) => entry[0]))
      .toContain("config");

    await page
      .getByRole("navigation", { name: "Main" })
      .getByRole("link", { name: "About" })
      .click();
    await expect(page).toHaveURL(/\/about$/);
    await expect
      .poll(async () => (await pageViews(page)).find((entry) => entry[0] === "event")?.[2])
      .toMatchObject({ page_path: "/about", page_title: expect.stringContaining("About") });
  });

  test("Cookie settings in the footer reopens the banner", async ({ page }) => {
    await interceptAnalytics(page);
    await page.goto(`${origin}/`);
    await page
      .getByRole("region", { name: "Cookie consent" })
      .getByRole("button", { name: "Decline" })
      .click();
    await page.getByRole("button", { name: "Cookie settings" }).click();
    await expect(page.getByRole("region", { name: "Cookie consent" })).toBeVisible();
  });

  test("Global Privacy Control: no banner and nothing loads", async ({ page }) => {
    const loads = await interceptAnalytics(page);
    await page.addInitScript(() =>
      Object.defineProperty(Navigator.prototype, "globalPrivacyControl", { get: () => true }),
    );
    await page.goto(`${origin}/`);
    await page.waitForLoadState("networkidle");
    await expect(page.getByRole("region", { name: "Cookie consent" })).toHaveCount(0);
    expect(loads).toEqual([]);
  });
});
