import { readFileSync } from "node:fs";
import { test as base, expect, type Page } from "@playwright/test";

export const themeStorageKey = "tessellate-ai-theme";
export const languageStorageKey = "tessellate-ai-language";

/** The paths listed in the exported sitemap (out/sitemap.xml), origin stripped. */
export function sitemapPaths(): string[] {
  const xml = readFileSync(new URL("../out/sitemap.xml", import.meta.url), "utf8");
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1] ?? "/").pathname);
}

/** Sets the stored theme before any page script runs. */
export async function useTheme(page: Page, theme: "light" | "dark") {
  await page.addInitScript(
    ([key, value]) => window.localStorage.setItem(key, value),
    [themeStorageKey, theme] as const,
  );
}

type Fixtures = { consoleErrors: string[] };

/** Every test collects console errors and page errors; tests assert on them where relevant. */
export const test = base.extend<Fixtures>({
  consoleErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    page.on("pageerror", (error) => errors.push(error.message));
    await use(errors);
  },
});

export { expect };
