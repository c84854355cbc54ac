import { readFileSync } from "node:fs";
import type { Server } from "node:http";
import { createConnection } from "node:net";
import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type Page } from "@playwright/test";
import { languageChoiceKey } from "../components/i18n/language-choice";
import { brand } from "../lib/brand";
import { splitLocalePath, type Locale } from "../lib/i18n/locales";
import { getSitePages, matchPath } from "../lib/site-pages";
import { createStaticServer, listen } from "../scripts/static-server.mjs";

/** Where the theme choice is kept (components/providers.tsx). */
export const themeStorageKey = `${brand.storagePrefix}-theme`;

/** The paths listed in the exported sitemap (out/sitemap.xml, or EXPORT_DIR's), origin stripped. */
export function sitemapPaths(): string[] {
  const exportDir = process.env.EXPORT_DIR ?? "out";
  const xml = readFileSync(new URL(`../${exportDir}/sitemap.xml`, import.meta.url), "utf8");
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    (match) => new URL(match[1] ?? "/").pathname,
  );
}

/** The edition of a path ("/de/services" → "de") and its English path ("/services"). */
export function editionOf(path: string): { locale: Locale; path: string } {
  return splitLocalePath(path);
}

const formPaths = new Set(
  getSitePages("en")
    .filter((page) => page.form)
    .map((page) => page.path),
);

/** The registry's template of an English path (lib/pages.ts), or the path itself. */
export function templateOf(path: string): string {
  return matchPath(path)?.key ?? path;
}

/**
 * The pages that get the expensive gates (axe in both themes, overflow, CSP with islands open):
 * every English page, and in each other edition one page per template, plus every page with a
 * form in its HTML (its own route). Every sitemap URL gets the cheap gates (metadata.spec).
 */
export function sampledPaths(paths: readonly string[] = sitemapPaths()): string[] {
  const seen = new Set<string>();
  return paths.filter((path) => {
    const { locale, path: english } = editionOf(path);
    if (locale === "en") return true;
    const form = formPaths.has(english);
    // A page form gets its own sample: NGO Lab apart from the other service pages.
    const key = `${locale} ${templateOf(english)}${form ? " form" : ""}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** Sets the stored theme before any page script runs. */
export async function setStoredTheme(page: Page, theme: "light" | "dark") {
  await page.addInitScript(([key, value]) => window.localStorage.setItem(key, value), [
    themeStorageKey,
    theme,
  ] as const);
}

/** Stores a language choice before any page script runs (the language suggestion stays away). */
export async function setStoredLanguage(page: Page, locale: string) {
  await page.addInitScript(([key, value]) => window.localStorage.setItem(key, value), [
    languageChoiceKey,
    locale,
  ] as const);
}

/** Waits until React has hydrated the page (components/providers.tsx marks <html>). */
export async function waitForHydration(page: Page) {
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
}

type LoadState = NonNullable<Parameters<Page["goto"]>[1]>["waitUntil"];

/** After a load: waits for hydration on one of the site's pages (its script loader is there). */
async function settle(page: Page, waitUntil: LoadState) {
  if (waitUntil === "commit" || waitUntil === "domcontentloaded") return;
  if ((await page.locator("script[data-chunks]").count()) > 0) await waitForHydration(page);
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
  // A load with the default `waitUntil` also waits for the page to hydrate. The page's scripts run
  // after its first paint (scripts/first-paint.mjs), so React can finish after the load event, and
  // a test that clicks or types at once would act on markup no handler is attached to yet.
  // `waitUntil: "commit" | "domcontentloaded"` keeps the bare load, for tests of what comes first.
  page: async ({ page, javaScriptEnabled }, provide) => {
    if (javaScriptEnabled) {
      const goto = page.goto.bind(page);
      const reload = page.reload.bind(page);
      page.goto = async (url, options) => {
        const response = await goto(url, options);
        await settle(page, options?.waitUntil);
        return response;
      };
      page.reload = async (options) => {
        const response = await reload(options);
        await settle(page, options?.waitUntil);
        return response;
      };
    }
    await provide(page);
  },
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

/**
 * Serves another build's export (out-growth/…) on a port of its own while the describe block that
 * calls it runs; returns its origin once the block's tests start.
 */
export function serveExport(root: string): () => string {
  let server: Server | undefined;
  let origin = "";
  test.beforeAll(async () => {
    server = createStaticServer(root);
    origin = await listen(server, 0);
  });
  test.afterAll(() => {
    server?.close();
  });
  return () => origin;
}

const axeTags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/**
 * Every WCAG 2.2 AA rule, or only `rules` (the dark theme changes colours, nothing else), on the
 * page or only the elements `include` selects.
 */
export async function axeViolations(
  page: Page,
  rules?: string[],
  include?: string,
): Promise<string[]> {
  // Legacy mode runs axe in the page itself instead of gathering each frame's results in a new
  // blank page: about 40 % of every run (1.9 → 1.1 s on the home page), on 119 pages twice. Its
  // one limit is that cross-origin frames go untested, and a gated page has no frame at all
  // (the contact page's map loads on request): checked here, so a frame cannot slip through.
  expect(await page.locator("iframe, frame").count(), "frames on the page").toBe(0);
  // Violations only: axe skips collecting every passing node, which is most of its time.
  const builder = new AxeBuilder({ page })
    .setLegacyMode()
    .withTags(axeTags)
    .options({ resultTypes: ["violations"] });
  if (include) builder.include(include);
  const { violations } = await (rules ? builder.withRules(rules) : builder).analyze();
  return violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help}\n  ${v.nodes.map((n) => n.target.join(" ")).join("\n  ")}`,
  );
}

/** Resolves once something accepts connections on the loopback `port` (tried every 100 ms). */
export function waitForPort(port: number, name: string, timeoutMs = 10_000): Promise<void> {
  const started = Date.now();
  return new Promise((done, fail) => {
    const attempt = () => {
      const socket = createConnection({ host: "127.0.0.1", port }, () => {
        socket.end();
        done();
      });
      socket.on("error", () => {
        if (Date.now() - started > timeoutMs) fail(new Error(`${name} did not start`));
        else setTimeout(attempt, 100);
      });
    };
    attempt();
  });
}
