import { readFileSync } from "node:fs";
import { getEntries } from "../lib/content";
import { localeInfo, localePath, locales } from "../lib/i18n/locales";
import { mobileIndustryCount } from "../lib/nav-menus";
import { pagePath } from "../lib/page-paths";
import { getAllPostMeta } from "../lib/posts";
import { catalogues, type MessageKey } from "../lib/i18n/messages";
import { compileHint } from "../scripts/compile-hints.mjs";
import { firstLoadScripts } from "../scripts/export-pages.mjs";
import { geistWeightRange } from "../scripts/font-weights.mjs";
import { axeViolations, expect, setStoredTheme, test, themeStorageKey } from "./fixtures";

const en = catalogues.en as Record<MessageKey, string>;
// The dropdowns list what the content holds (lib/nav-menus.ts): every service and industry.
const services = getEntries("services", "en").map(({ data }) => data);
const industries = getEntries("industries", "en").map(({ data }) => data);
const lastService = services.at(-1)?.title ?? "";
const de = catalogues.de as Record<MessageKey, string>;
type Box = { x: number; y: number; width: number; height: number };

test.describe("theme", () => {
  test("the toggle switches to dark, shows its pressed state and persists across reload", async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme: "light" });
    // Style sheets inserted while the page loads: a page load must not pause transitions (a
    // sheet added and removed again costs two full style recalculations after hydration).
    // Nor may it touch <html>'s class list: the typography plugin's `[class~="not-prose"] *`
    // selectors make any change there restyle the whole page (next-themes re-applies the theme
    // once hydrated, which is why the theme is a data attribute).
    await page.addInitScript(() => {
      const inserted: string[] = [];
      const rootClasses: string[] = [];
      Object.assign(window, { insertedStyles: inserted, rootClassChanges: rootClasses });
      new MutationObserver((records) => {
        for (const record of records) {
          // Scripts' insertions only: the page's own inline CSS comes with the HTML, parsed
          // while the document is still loading (scripts/first-paint.mjs).
          for (const node of record.addedNodes)
            if (node instanceof HTMLStyleElement && document.readyState !== "loading")
              inserted.push(node.textContent ?? "");
          if (record.attributeName === "class" && record.target === document.documentElement)
            rootClasses.push(`${record.oldValue} → ${document.documentElement.className}`);
        }
      }).observe(document, {
        childList: true,
        subtree: true,
        attributeFilter: ["class"],
        attributeOldValue: true,
      });
    });
    await page.goto("/");
    const toggle = page.getByRole("button", { name: en["theme.toggle"] });
    await expect(toggle).toHaveAttribute("aria-pressed", "false");
    const insertedOnLoad = await page.evaluate(() =>
      (window as unknown as { insertedStyles: string[] }).insertedStyles.filter((css) =>
        css.includes("transition"),
      ),
    );
    expect(insertedOnLoad).toEqual([]);
    const rootClassChanges = await page.evaluate(
      () => (window as unknown as { rootClassChanges: string[] }).rootClassChanges,
    );
    expect(rootClassChanges).toEqual([]);
    await toggle.click();
    await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
    // The switch ends its transitions itself: no class on <html> restyles the page around it.
    await expect(page.locator("html")).not.toHaveAttribute("class", /\btheme-switching\b/);
    await expect(toggle).toHaveAttribute("aria-pressed", "true");
    expect(await page.evaluate((key) => localStorage.getItem(key), themeStorageKey)).toBe("dark");
    await page.reload();
    await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
    await expect(page.getByRole("button", { name: en["theme.toggle"] })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
  });

  // The switch restyles only what is near the screen in the frame that answers the click
  // (components/theme/use-theme.ts): blocks half a screen or more away are held out of it.
  for (const [name, path] of [
    ["home", "/"],
    ["an article", pagePath("post", getAllPostMeta("en")[0]?.slug)],
    ["a service", pagePath("service", services[0]?.id)],
  ] as const) {
    for (const at of ["top", "middle"] as const) {
      test(`the switch holds far blocks of ${name} (${at}) out of its frame, and nothing on screen moves`, async ({
        page,
      }) => {
        const screen = { width: 1280, height: 800 };
        await page.setViewportSize(screen);
        await page.emulateMedia({ colorScheme: "light" });
        await page.goto(path);
        if (at === "middle")
          await page.evaluate(() =>
            window.scrollTo({
              top: document.documentElement.scrollHeight / 2,
              behavior: "instant",
            }),
          );
        // Where every element in view is, then the same in the frame the click paints.
        const frame = page.evaluate(() => {
          const inView = () =>
            [...document.querySelectorAll("main *, body > footer *")].filter((element) => {
              const box = element.getBoundingClientRect();
              return box.height > 0 && box.bottom > 0 && box.top < window.innerHeight;
            });
          const layout = (elements: Element[]) => ({
            boxes: elements.map((element) => {
              const { x, y, width, height } = element.getBoundingClientRect();
              return [x, y, width, height].map(Math.round).join(" ");
            }),
            scrollY: window.scrollY,
            scrollHeight: document.documentElement.scrollHeight,
          });
          const elements = inView();
          const before = layout(elements);
          return new Promise<{ before: typeof before; during: typeof before; held: number[] }>(
            (resolve) =>
              window.addEventListener(
                "click",
                () =>
                  requestAnimationFrame(() => {
                    const held = [...document.querySelectorAll<HTMLElement>("main *, body > *")]
                      .filter((element) => element.style.contentVisibility === "auto")
                      .map((element) => {
                        const box = element.getBoundingClientRect();
                        // How far off the screen each held block is, in screens.
                        return (
                          Math.max(-box.bottom, box.top - window.innerHeight) / window.innerHeight
                        );
                      });
                    resolve({ before, during: layout(elements), held });
                  }),
                { capture: true, once: true },
              ),
          );
        });
        await page.getByRole("button", { name: en["theme.toggle"] }).click();
        const { before, during, held } = await frame;
        expect(during).toEqual(before);
        expect(
          Math.min(...held),
          "every held block is half a screen away or more",
        ).toBeGreaterThanOrEqual(0.5);
        // A page of three screens or more has a block that far from any point of it.
        if (before.scrollHeight >= 3 * screen.height)
          expect(held.length, "blocks held on a page of three screens or more").toBeGreaterThan(0);
        await expect(page.getByRole("button", { name: en["theme.toggle"] })).toHaveAttribute(
          "aria-pressed",
          "true",
        );
        // Let go after the paint: no block keeps the hold.
        await expect(page.locator("[style*=content-visibility]")).toHaveCount(0);
      });
    }
  }

  test("with nothing stored, the system preference decides", async ({ page }) => {
    await page.emulateMedia({ colorScheme: "dark" });
    await page.goto("/");
    await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
    await expect(page.getByRole("button", { name: en["theme.toggle"] })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    // With no stored choice, the page follows the system when it changes.
    await page.emulateMedia({ colorScheme: "light" });
    await expect(page.locator("html")).toHaveAttribute("data-theme", "light");
  });

  test("a stored theme is on <html> before anything paints, without the app's JavaScript", async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme: "light" });
    await setStoredTheme(page, "dark");
    // Every script file comes back empty: only the inline theme script can set the theme.
    await page.route("**/_next/static/**/*.js", (route) =>
      route.fulfill({ contentType: "text/javascript", body: "" }),
    );
    // The page never hydrates here: the bare load, not the fixture's wait for hydration.
    await page.goto("/", { waitUntil: "domcontentloaded" });
    await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
    const { colorScheme, beforeContent } = await page.evaluate((key) => {
      const script = [...document.scripts].find((s) => !s.src && s.text.includes(key));
      const header = document.querySelector("header");
      return {
        colorScheme: document.documentElement.style.colorScheme,
        // The script runs as it is parsed, so it must come before the first content.
        beforeContent:
          !!script &&
          !!header &&
          !!(script.compareDocumentPosition(header) & Node.DOCUMENT_POSITION_FOLLOWING),
      };
    }, themeStorageKey);
    expect(colorScheme).toBe("dark");
    expect(beforeContent, "the theme script precedes the page content").toBe(true);
  });
});

test.describe("language", () => {
  test("the picker links to this page in each edition, marks the current one, and works without JavaScript", async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/blog/future-of-agentic-ai");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await page.locator("header button[popovertarget]").click();
    const picker = page.getByRole("list", { name: "Language" });
    await expect(picker.getByRole("link", { name: "English" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    const deutsch = picker.getByRole("link", { name: "Deutsch" });
    await expect(deutsch).toHaveAttribute("hreflang", "de");
    await deutsch.click();
    await expect(page).toHaveURL(/\/de\/blog\/future-of-agentic-ai$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "de");
    const nav = page.getByRole("navigation", { name: de["nav.main"] });
    await expect(nav.getByRole("link", { name: de["nav.home"] })).toHaveAttribute("href", "/de");

    await page.locator("header button[popovertarget]").click();
    const sprache = page.getByRole("list", { name: de["language.label"] });
    await expect(sprache.getByRole("link", { name: "Deutsch" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await sprache.getByRole("link", { name: "English" }).click();
    await expect(page).toHaveURL(/[^/]\/blog\/future-of-agentic-ai$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await context.close();
  });

  test("a Spanish browser is offered the Spanish page, never redirected; Dismiss is remembered", async ({
    browser,
  }) => {
    const context = await browser.newContext({ locale: "es-ES" });
    const page = await context.newPage();
    const html = await (await page.request.get("/services")).text();
    // The bar's words travel in the page data for the island; no bar is rendered in the HTML.
    const rendered = html.replace(/<script\b[\s\S]*?<\/script>/g, "");
    expect(rendered, "no suggestion in the static HTML").not.toContain("también está disponible");
    await page.goto("/services");
    await expect(page).toHaveURL(/[^/]\/services$/);
    const bar = page.getByRole("complementary", {
      name: "Esta página también está disponible en español.",
    });
    await expect(bar).toBeVisible();
    await expect(bar).toHaveAttribute("lang", "es");
    await expect(bar.getByRole("link", { name: "Leer en español" })).toHaveAttribute(
      "href",
      "/es/services",
    );
    await bar.getByRole("button", { name: "Cerrar" }).click();
    await expect(bar).toBeHidden();
    await page.reload();
    await page.waitForLoadState("networkidle");
    await expect(bar).toBeHidden();

    // On a Spanish page the Spanish browser is not offered anything.
    const fresh = await browser.newContext({ locale: "es-ES" });
    const spanish = await fresh.newPage();
    await spanish.goto("/es/services");
    await spanish.waitForLoadState("networkidle");
    await expect(spanish.getByRole("complementary")).toHaveCount(0);
    await context.close();
    await fresh.close();
  });

  test("on a 375-px phone the suggestion bar passes axe and hides no line of a job page, in every edition and theme", async ({
    browser,
  }) => {
    const job = getEntries("jobs", "en")[0];
    if (!job) return;
    // Each edition visited by a browser in the next edition's language, so the bar shows.
    const visits = locales.map(
      (edition, index) =>
        [edition, localeInfo[locales[(index + 1) % locales.length] ?? edition].intl] as const,
    );
    const overlaps = (a: Box, b: Box) =>
      a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
    for (const theme of ["light", "dark"] as const)
      for (const [edition, language] of visits) {
        const context = await browser.newContext({
          locale: language,
          viewport: { width: 375, height: 667 },
        });
        const page = await context.newPage();
        await setStoredTheme(page, theme);
        await page.goto(localePath(edition, pagePath("job", job.id)));
        const bar = page.locator("aside[lang]");
        await expect(bar, `${edition} ${theme}`).toBeVisible();
        expect(
          await axeViolations(page, undefined, "aside[lang]"),
          `${edition} ${theme}: axe on the bar`,
        ).toEqual([]);
        const barBox = (await bar.boundingBox()) as Box;
        for (const target of [page.locator("main a").first(), page.locator("h1")]) {
          const box = (await target.boundingBox()) as Box;
          expect(overlaps(barBox, box), `${edition} ${theme}: covers the page's first lines`).toBe(
            false,
          );
        }
        // At the end of the page the last line of the footer scrolls clear of it.
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        const last = (await page.locator("footer p").last().boundingBox()) as Box;
        expect(last.y + last.height, `${edition} ${theme}: covers the footer`).toBeLessThanOrEqual(
          ((await bar.boundingBox()) as Box).y,
        );
        await context.close();
      }
  });

  test("the picker opens from the keyboard; Escape and a click elsewhere close it", async ({
    page,
  }) => {
    await page.goto("/services");
    const summary = page.locator("header button[popovertarget]");
    await summary.focus();
    await page.keyboard.press("Enter");
    const list = page.getByRole("list", { name: "Language" });
    await expect(list).toBeVisible();
    await page.keyboard.press("Tab");
    await expect(list.getByRole("link", { name: "English" })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(list).toBeHidden();
    await expect(summary).toBeFocused();
    await summary.click();
    await expect(list).toBeVisible();
    await page.locator("main").click({ position: { x: 5, y: 300 } });
    await expect(list).toBeHidden();
  });
});

test.describe("navigation bar", () => {
  test("is transparent at the top and translucent after 20 px of scroll", async ({ page }) => {
    await page.goto("/");
    const header = page.locator("header").first();
    await expect(header).toHaveAttribute("data-scrolled", "false");
    await page.mouse.wheel(0, 400);
    await expect(header).toHaveAttribute("data-scrolled", "true");
  });

  test("the Services and Industries dropdowns open from the keyboard", async ({ page }) => {
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: en["nav.main"] });
    await nav.getByRole("button", { name: en["nav.services"] }).focus();
    await page.keyboard.press("Enter");
    await expect(nav.getByRole("link", { name: lastService, exact: true })).toBeVisible();
    await expect(nav.locator("a[href^='/services/']")).toHaveCount(services.length);
    for (const service of services)
      await expect(nav.getByRole("link", { name: service.title, exact: true })).toHaveAttribute(
        "href",
        pagePath("service", service.id),
      );
    await page.keyboard.press("Escape");
    await nav.getByRole("button", { name: en["nav.industries"] }).focus();
    await page.keyboard.press("Enter");
    await expect(nav.locator("a[href^='/industries/']")).toHaveCount(industries.length);
    await expect(nav.getByRole("link", { name: en["nav.viewAllIndustries"] })).toHaveAttribute(
      "href",
      "/industries",
    );
  });

  test("the Services dropdown opens on hover", async ({ page }) => {
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: en["nav.main"] });
    await nav.getByRole("button", { name: en["nav.services"] }).hover();
    await expect(nav.getByRole("link", { name: lastService, exact: true })).toBeVisible();
    await expect(nav.getByRole("button", { name: en["nav.services"] })).toHaveAttribute(
      "aria-expanded",
      "true",
    );
  });

  test("a click on a dropdown before any other interaction opens it", async ({ page }) => {
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: en["nav.main"] });
    await nav.getByRole("button", { name: en["nav.industries"] }).click();
    await expect(nav.locator("a[href^='/industries/']")).toHaveCount(industries.length);
  });

  test("a click right after the pointer has opened a dropdown keeps it open", async ({ page }) => {
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: en["nav.main"] });
    const trigger = nav.getByRole("button", { name: en["nav.industries"] });
    // Resting on the trigger loads the interactive menu, which opens the dropdown under the pointer.
    await trigger.hover();
    await expect(nav.locator("a[href^='/industries/']")).toHaveCount(industries.length);
    await trigger.click();
    await expect(nav.locator("a[href^='/industries/']")).toHaveCount(industries.length);
    // A second click is an ordinary toggle.
    await trigger.click();
    await expect(nav.locator("a[href^='/industries/']")).toHaveCount(0);
  });

  test("Escape closes the mobile menu and returns focus to its button", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto("/");
    const toggle = page.getByRole("button", { name: en["nav.openMenu"] });
    await toggle.click();
    await expect(page.getByRole("button", { name: en["nav.closeMenu"] })).toHaveAttribute(
      "aria-expanded",
      "true",
    );
    await page.keyboard.press("Escape");
    await expect(page.getByRole("navigation", { name: en["nav.main"] })).toBeHidden();
    await expect(page.getByRole("button", { name: en["nav.openMenu"] })).toBeFocused();
  });

  test("the mobile menu lists the first industries plus View All and closes on choosing a link", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto("/");
    await page.getByRole("button", { name: en["nav.openMenu"] }).click();
    const menu = page.getByRole("navigation", { name: en["nav.main"] });
    await expect(menu.locator("a[href^='/industries/']")).toHaveCount(
      Math.min(mobileIndustryCount, industries.length),
    );
    await expect(menu.getByRole("link", { name: en["nav.viewAllIndustries"] })).toBeVisible();
    await menu.getByRole("link", { name: en["nav.home"] }).click();
    await expect(menu).toBeHidden();
    await expect(page.getByRole("button", { name: en["nav.openMenu"] })).toHaveAttribute(
      "aria-expanded",
      "false",
    );
  });

  test("the skip link is first in the tab order and moves focus to the content", async ({
    page,
  }) => {
    await page.goto("/");
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: en["skip.content"] });
    await expect(skip).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page.locator("#main-content")).toBeFocused();
  });

  test("links prefetch on intent: nothing while the page starts, a link once the pointer reaches it", async ({
    page,
  }) => {
    // A page's payload for client navigation is a .txt file beside its HTML (scripts/rsc-files.mjs).
    const payloads: string[] = [];
    page.on("request", (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.endsWith(".txt")) payloads.push(pathname);
    });
    await page.goto(pagePath("blog"), { waitUntil: "networkidle" });
    expect(payloads, "payloads fetched while the blog started").toEqual([]);
    const target = pagePath("caseStudies");
    await page.getByRole("navigation", { name: "Main" }).locator(`a[href="${target}"]`).hover();
    await expect.poll(() => payloads.some((path) => path.startsWith(`${target}/`))).toBe(true);
  });
});

test.describe("styles", () => {
  // Each page carries the whole stylesheet inline and keeps Next's <link> as media="print",
  // disabled (scripts/first-paint.mjs): applying a stylesheet in the middle of a load restyles
  // every element and lays the page out again, and fetching one shares the slow link with the
  // font and the scripts. Nothing may do either, and a client navigation's page, which brings no
  // CSS of its own, must look as it does when loaded.
  test("a load fetches and applies no stylesheet, and a page reached by a client navigation is styled as when loaded", async ({
    page,
  }) => {
    const fetched: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "stylesheet") fetched.push(request.url());
    });
    await page.addInitScript(() => {
      const changes: string[] = [];
      Object.assign(window, { styleChanges: changes });
      new MutationObserver((records) => {
        for (const record of records) {
          if (record.type === "attributes" && record.target instanceof HTMLLinkElement)
            changes.push(`${record.attributeName} of ${record.target.href} changed`);
          for (const node of record.removedNodes)
            if (
              node instanceof HTMLStyleElement ||
              (node instanceof HTMLLinkElement && node.rel === "stylesheet")
            )
              changes.push(`${node.outerHTML.slice(0, 120)} removed`);
          // Not the parser's own insertions, while the document loads.
          for (const node of record.addedNodes)
            if (
              node instanceof HTMLLinkElement &&
              node.rel === "stylesheet" &&
              document.readyState !== "loading"
            )
              changes.push(`${node.outerHTML} added`);
        }
      }).observe(document, {
        childList: true,
        subtree: true,
        attributeFilter: ["media", "disabled"],
      });
    });
    // The whole load, the scripts' included: whatever would fetch or apply a sheet has had its
    // moment.
    await page.goto("/", { waitUntil: "networkidle" });
    expect(fetched, "stylesheets fetched by the load").toEqual([]);
    // The privacy policy's prose has classes the home page does not use.
    const target = pagePath("privacy");
    await page.locator(`footer a[href="${target}"]`).click();
    await expect(page).toHaveURL(new RegExp(`${target}$`));
    await expect(page.locator("main h1")).toBeVisible();
    expect(
      await page.evaluate(() => (window as unknown as { styleChanges: string[] }).styleChanges),
    ).toEqual([]);
    expect(fetched, "stylesheets fetched by the navigation").toEqual([]);
    const looks = () =>
      [...document.querySelectorAll("main *")].slice(0, 80).map((element) => {
        const style = getComputedStyle(element);
        return [
          element.tagName,
          style.display,
          style.fontSize,
          style.fontWeight,
          style.marginTop,
          style.paddingLeft,
          style.color,
        ].join(" ");
      });
    const navigated = await page.evaluate(looks);
    const loaded = await page.context().newPage();
    await loaded.goto(target);
    expect(navigated).toEqual(await loaded.evaluate(looks));
  });
});

test.describe("type", () => {
  // The Geist files carry only part of the weight axis (app/fonts.ts): a weight outside it would
  // render clamped, so no text on the page templates with the most kinds of text may ask for one.
  const [min, max] = geistWeightRange(
    readFileSync(new URL("../app/fonts.ts", import.meta.url), "utf8"),
  );
  for (const path of ["/", "/services/agentic-ai", "/blog/future-of-agentic-ai", "/contact"]) {
    test(`every text on ${path} is set in a weight the Geist files carry`, async ({ page }) => {
      await page.goto(path);
      const weights = await page.evaluate(() => {
        const found: Record<string, string> = {};
        const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const element = node.parentElement;
          if (!element || !node.textContent?.trim() || element.closest("script, style")) continue;
          const style = getComputedStyle(element);
          if (!/geist/i.test(style.fontFamily)) continue;
          found[style.fontWeight] ??= node.textContent.trim().slice(0, 40);
        }
        return found;
      });
      expect(Object.keys(weights).length).toBeGreaterThan(1);
      for (const [weight, sample] of Object.entries(weights)) {
        expect(Number(weight), `"${sample}"`).toBeGreaterThanOrEqual(min);
        expect(Number(weight), `"${sample}"`).toBeLessThanOrEqual(max);
      }
    });
  }
});

test.describe("scripts", () => {
  // scripts/first-paint.mjs: a page's scripts are fetched and added once the browser reports the
  // first contentful paint, so evaluating them never holds that paint back, nor their downloads
  // the bytes it waits for.
  test("a page's scripts are requested and added after its first contentful paint, and it hydrates", async ({
    page,
  }) => {
    await page.addInitScript(() => {
      const added: number[] = [];
      Object.assign(window, { scriptsAdded: added });
      new MutationObserver((records) => {
        for (const record of records)
          for (const node of record.addedNodes)
            if (node instanceof HTMLScriptElement && node.src.includes("/_next/") && !node.noModule)
              added.push(performance.now());
      }).observe(document, { childList: true, subtree: true });
    });
    for (const path of ["/", "/zh/blog"]) {
      // The fixture's load waits for the page to hydrate: a page that never does fails here.
      await page.goto(path);
      const { added, requested, fcp } = await page.evaluate(() => ({
        added: (window as unknown as { scriptsAdded: number[] }).scriptsAdded,
        requested: performance
          .getEntriesByType("resource")
          .filter((entry) => /^\/_next\/static\/chunks\/.*\.js$/.test(new URL(entry.name).pathname))
          .map((entry) => entry.startTime),
        fcp: performance.getEntriesByName("first-contentful-paint")[0]?.startTime,
      }));
      expect(fcp, path).toBeDefined();
      expect(added.length, path).toBeGreaterThan(5);
      expect(Math.min(...added), path).toBeGreaterThanOrEqual(fcp ?? Infinity);
      // A download's entry is listed once it is complete, so only those of the first load count.
      expect(requested.length, path).toBeGreaterThan(5);
      expect(Math.min(...requested), path).toBeGreaterThanOrEqual(fcp ?? Infinity);
    }
  });

  // scripts/compile-hints.mjs: what a page runs at start is compiled off the main thread.
  test("every script a page loads at start carries V8's compile hint on its first line", async ({
    request,
  }) => {
    for (const path of ["/", "/contact", "/de/blog/future-of-agentic-ai"]) {
      const scripts = firstLoadScripts(await (await request.get(path)).text());
      expect(scripts.length, path).toBeGreaterThan(5);
      for (const src of scripts) {
        const source = await (await request.get(src)).text();
        expect(source.split("\n", 1)[0], src).toBe(compileHint);
      }
    }
  });
});
