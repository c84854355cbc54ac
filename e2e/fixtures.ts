import { readFileSync } from "node:fs";
import { test as base, expect, type Page } from "@playwright/test";

export const themeStorageKey = "tessellate-ai-theme";
export const languageStorageKey = "tessellate-ai-language";

/** The paths listed in the exported sitemap (out/sitemap.xml), origin stripped. */
export function sitemapPaths(): string[] {
  const xml = readFileSync(new URL("../out/sitemap.xml", import.meta.url), "utf8");
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    (match) => new URL(match[1] ?? "/").pathname,
  );
}

/** Sets the stored theme before any page script runs. */
export async function setStoredTheme(page: Page, theme: "light" | "dark") {
  await page.addInitScript(([key, value]) => window.localStorage.setItem(key, value), [
    themeStorageKey,
    theme,
  ] as const);
}

/** Console errors (with where they came from) and uncaught page errors. */
export function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(`${message.text()} ${message.location().url}`);
  });
  page.on("pageerror", (error) => errors.push(error.message));
  return errors;
}

/**
 * Every test fails on a console or page error. A test that expects one (the not-found page's own
 * 404) takes it out of `consoleErrors` after checking it.
 */
export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: [
    async ({ page }, provide) => {
      const errors = watchErrors(page);
      await provide(errors);
      expect(errors, "console or page errors").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
