import type { Page } from "@playwright/test";
import { catalogues, type MessageKey } from "../lib/i18n/messages";
import { expect, test } from "./fixtures";

const en = catalogues.en as Record<MessageKey, string>;

test.describe("search overlay", () => {
  test("opens with Ctrl+K, shows each state, and closes with Escape clearing the query", async ({
    page,
  }) => {
    await page.goto("/");
    await page.keyboard.press("Control+k");
    const dialog = page.getByRole("dialog", { name: en["search.title"] });
    await expect(dialog).toBeVisible();
    const input = dialog.getByRole("searchbox", { name: en["search.title"] });
    await expect(input).toBeFocused();
    await expect(input).toHaveAttribute("placeholder", en["search.placeholder"]);
    await expect(dialog.getByRole("status")).toHaveText(en["search.empty"]);

    await input.fill("qwertyuiop");
    await expect(dialog.getByRole("status")).toHaveText('No results found for "qwertyuiop"');

    await input.fill("ngo");
    await expect(dialog.getByRole("status")).toHaveText(/^Results \(\d+\)$/);
    const results = dialog.locator("#search-results a");
    expect(await results.count()).toBeGreaterThan(0);
    await expect(results.first()).toContainText(/ngo/i);

    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await page.keyboard.press("/");
    await expect(dialog.getByRole("searchbox")).toHaveValue("");
  });

  test("arrow keys move through results and Enter opens one", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("button", { name: en["search.open"] }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByRole("searchbox").fill("how we work");
    const first = dialog.locator("#search-results a").first();
    await expect(first).toBeVisible();
    const href = await first.getAttribute("href");
    await page.keyboard.press("ArrowDown");
    await expect(first).toBeFocused();
    await page.keyboard.press("ArrowUp");
    await expect(dialog.getByRole("searchbox")).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("Enter");
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(new RegExp(`${href?.replace(/[#/]/g, "\\$&")}$`));
  });

  test("the close button closes the overlay and focus returns to the search button", async ({
    page,
  }) => {
    await page.goto("/");
    const button = page.getByRole("button", { name: en["search.open"] });
    await button.click();
    await page.getByRole("button", { name: en["search.close"] }).click();
    await expect(page.getByRole("dialog")).toBeHidden();
    await expect(button).toBeFocused();
  });
});

test.describe("full-text search", () => {
  const search = async (page: Page, path: string, query: string) => {
    await page.goto(path);
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    await page.keyboard.press("Control+k");
    await page.getByRole("dialog").getByRole("searchbox").fill(query);
    return page.locator("#search-results");
  };

  test("finds a page by a word of its body, in its edition, with the word marked", async ({
    page,
  }) => {
    const results = await search(page, "/de", "Wasserverlust");
    const hit = results.getByRole("link", { name: /Wasser/ }).first();
    await expect(hit).toHaveAttribute("href", "/de/case-studies/clean-water-monitoring");
    await expect(results.locator("mark").first()).toContainText(/Wasserverlust/i);
    await expect(results.locator("a[href^='/case-studies'], a[href^='/zh']")).toHaveCount(0);
  });

  for (const edition of ["", "/de", "/zh", "/es", "/fr"])
    test(`finds the one article that mentions watermarks, in ${edition || "English"}`, async ({
      page,
    }) => {
      const results = await search(page, edition || "/", "watermark");
      await expect(results.locator(":scope > li")).toHaveCount(1);
      await expect(results.getByRole("link").first()).toHaveAttribute(
        "href",
        `${edition}/blog/stream-processing-at-scale`,
      );
      await expect(results.locator("mark").first()).toContainText(/watermark/i);
    });

  test("loads nothing of the search until the overlay opens", async ({ page }) => {
    const requests: string[] = [];
    page.on("request", (request) => requests.push(request.url()));
    await page.goto("/");
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    await page.waitForLoadState("networkidle");
    expect(requests.filter((url) => url.includes("/pagefind/"))).toEqual([]);
    await page.keyboard.press("Control+k");
    await page.getByRole("dialog").getByRole("searchbox").fill("agents");
    await expect
      .poll(() => requests.some((url) => url.includes("/pagefind/pagefind.js")))
      .toBe(true);
  });

  test("segments Chinese queries written without spaces", async ({ page }) => {
    const results = await search(page, "/zh", "旱季需求预测");
    await expect(results.getByRole("link").first()).toHaveAttribute(
      "href",
      /^\/zh\/case-studies\/clean-water-monitoring/,
    );
  });

  test("marks a Chinese word whole, in the passage where it stands, with CJK punctuation", async ({
    page,
  }) => {
    const results = await search(page, "/zh", "发动机");
    const hit = results
      .locator(":scope > li")
      .filter({ has: page.locator("a[href='/zh/industries/aerospace-defense']") });
    const marks = hit.locator("mark");
    await expect(marks.first()).toHaveText("发动机");
    expect(new Set(await marks.allTextContents())).toEqual(new Set(["发动机"]));
    const excerpt = (await marks.first().locator("..").textContent()) ?? "";
    expect(excerpt).not.toMatch(/^\s*[:.]/);
    expect(excerpt).not.toMatch(/\p{Script=Han}[.:] \p{Script=Han}/u);
  });

  test("keeps the title floor first and links to the sections that match", async ({ page }) => {
    const results = await search(page, "/", "XGBoost");
    const first = results.locator("li").first();
    await expect(first.getByRole("link").first()).toHaveAttribute(
      "href",
      "/case-studies/fraud-detection-digital-bank",
    );
    await expect(first.locator("a[href*='#']").first()).toHaveAttribute(
      "href",
      /^\/case-studies\/fraud-detection-digital-bank#/,
    );
  });
});

test.describe("chat widget", () => {
  test("greets, ignores blank messages, and answers after about a second from the site's pages", async ({
    page,
  }) => {
    await page.goto("/");
    await page.getByRole("button", { name: "Chat with Tessa" }).click();
    const panel = page.getByRole("region", { name: "Tessa" });
    await expect(panel).toBeVisible();
    const log = panel.getByRole("log");
    await expect(log).toContainText("Hi, I'm Tessa");
    const bubbles = log.locator("[data-sender]");
    await expect(bubbles).toHaveCount(1);

    const input = panel.getByRole("textbox", { name: en["chat.messageLabel"] });
    await expect(input).toHaveAttribute("placeholder", en["chat.placeholder"]);
    await input.fill("   ");
    await input.press("Enter");
    await expect(bubbles).toHaveCount(1);

    await input.fill("Do you work with nonprofits?");
    const sentAt = Date.now();
    await input.press("Enter");
    await expect(input).toHaveValue("");
    await expect(log.locator("[data-sender=user]")).toHaveText("Do you work with nonprofits?");
    const reply = log.locator("[data-sender=bot]").nth(1);
    // The answer quotes the NGO Lab page and links to the section it quotes.
    await expect(reply.getByRole("link").first()).toHaveAttribute("href", /^\/services\/ngo-lab/);
    await expect(reply).toContainText("NGO Lab");
    expect(Date.now() - sentAt).toBeGreaterThanOrEqual(900);

    await input.fill("What is the weather in Lisbon tomorrow?");
    await input.press("Enter");
    const none = log.locator("[data-sender=bot]").nth(2);
    await expect(none).toContainText(en["chat.notFound"]);
    await expect(none.getByRole("link", { name: en["chat.contactFallback"] })).toHaveAttribute(
      "href",
      "/contact",
    );
    await none.getByRole("button", { name: en["chat.requestDemo"] }).click();
    await expect(page.getByRole("dialog")).toBeVisible();
  });

  test("answers in German from the German pages on /de", async ({ page }) => {
    await page.goto("/de");
    await page.getByRole("button", { name: /Tessa/ }).click();
    const panel = page.getByRole("region", { name: "Tessa" });
    await panel.getByRole("textbox").fill("Arbeiten Sie mit gemeinnützigen Organisationen?");
    await panel.getByRole("textbox").press("Enter");
    const reply = panel.locator("[data-sender=bot]").nth(1);
    await expect(reply.getByRole("link").first()).toHaveAttribute(
      "href",
      /^\/de\/services\/ngo-lab/,
    );
  });

  test("minimises to its header, and reopening keeps the conversation but expands it", async ({
    page,
  }) => {
    await page.goto("/");
    const launcher = page.getByRole("button", { name: "Chat with Tessa" });
    await launcher.click();
    const panel = page.getByRole("region", { name: "Tessa" });
    await panel.getByRole("textbox").fill("hello");
    await panel.getByRole("textbox").press("Enter");
    await panel.getByRole("button", { name: en["chat.minimize"] }).click();
    await expect(panel.getByRole("log")).toBeHidden();
    await expect(panel.getByRole("heading", { name: "Tessa" })).toBeVisible();
    await page.getByRole("button", { name: en["chat.close"] }).last().click();
    await expect(panel).toBeHidden();
    await launcher.click();
    await expect(panel.getByRole("log")).toBeVisible();
    await expect(panel.locator("[data-sender=user]")).toHaveText("hello");
  });
});

test.describe("newsletter and toasts", () => {
  test("rejects a bad address inline, then hands a good one to the mail client, with a toast", async ({
    page,
  }) => {
    await page.goto("/");
    const footer = page.getByRole("contentinfo");
    const email = footer.getByRole("textbox", { name: en["newsletter.emailLabel"] });
    const subscribe = footer.getByRole("button", { name: en["newsletter.subscribe"] });

    await subscribe.click();
    await expect(email).toHaveAttribute("aria-invalid", "true");
    await expect(footer.getByRole("alert")).toHaveText(en["newsletter.emailRequired"]);
    await expect(email).toBeFocused();

    await email.fill("not-an-email");
    await subscribe.click();
    await expect(footer.getByRole("alert")).toHaveText(en["newsletter.emailInvalid"]);
    await expect(email).toHaveValue("not-an-email");

    await email.fill("reader@example.com");
    await subscribe.click();
    // No endpoint in the default build: the sign-up goes out through the mail client.
    const toast = page.locator("[data-sonner-toast]");
    await expect(toast).toContainText(en["newsletter.mailto"]);
    await expect(email).toHaveValue("reader@example.com");
    await expect(email).not.toHaveAttribute("aria-invalid");
    const box = await toast.boundingBox();
    const viewport = page.viewportSize();
    expect(box && viewport && box.x + box.width > viewport.width / 2).toBeTruthy();
    await expect(toast).toBeHidden({ timeout: 8000 });
  });
});

test.describe("not-found page", () => {
  test("shows the spec's texts and a way home, with status 404", async ({
    page,
    consoleErrors,
  }) => {
    const response = await page.goto("/no/such/page");
    expect(response?.status()).toBe(404);
    // The browser logs the document's own 404; that one is expected, anything else is not.
    expect(consoleErrors.splice(0)).toEqual([
      expect.stringMatching(/status of 404 .*\/no\/such\/page$/),
    ]);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(en["notFound.title"]);
    await expect(page.getByText(en["notFound.text"])).toBeVisible();
    await page.getByRole("link", { name: en["notFound.home"] }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test("the language picker leads to each edition's home, before and after hydration", async ({
    page,
    consoleErrors,
  }) => {
    for (const path of ["/no/such/page", "/fr/nope"]) {
      const response = await page.request.get(path);
      const served = [...(await response.text()).matchAll(/<a href="([^"]*)" hrefLang=/g)];
      expect(
        served.map((match) => match[1]),
        path,
      ).toEqual(["/", "/de", "/zh", "/es", "/fr"]);
      await page.goto(path);
      await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
      const links = page.locator("a.language-link");
      await expect(links).toHaveCount(5);
      expect(
        await links.evaluateAll((all) => all.map((a) => a.getAttribute("href"))),
        path,
      ).toEqual(["/", "/de", "/zh", "/es", "/fr"]);
    }
    consoleErrors.splice(0); // the documents' own 404s
  });
});
