import type { Page } from "@playwright/test";
import { catalogues, type MessageKey } from "../lib/i18n/messages";
import { localePath } from "../lib/i18n";
import { pagePath } from "../lib/page-paths";
import { expect, test } from "./fixtures";

// Tessa and the search overlay in three editions: a question answered through a site-wide
// intent, one through the full text, and one the site has no answer for (she says so and offers
// the contact page and a demo). Questions are worded as visitors ask; expectations are paths
// from the page registry.
const editions = [
  {
    locale: "en",
    intent: "Are you hiring at the moment?",
    fullText: "What are watermarks?",
    none: "How much would a project cost?",
    typed: "jobs",
  },
  {
    locale: "de",
    intent: "Wie kann ich mich als Kunde einloggen?",
    fullText: "Was ist mit Wasserverlust?",
    none: "Was kostet das ungefähr?",
    typed: "Login",
  },
  {
    locale: "zh",
    intent: "你们现在招人吗？",
    fullText: "什么是 watermark？",
    none: "你们的收费标准是多少？",
    typed: "招聘",
  },
] as const;

const answers = {
  en: pagePath("careers"),
  de: pagePath("clientPortal"),
  zh: pagePath("careers"),
} as const;
const fullText = {
  en: pagePath("post", "stream-processing-at-scale"),
  de: pagePath("caseStudy", "clean-water-monitoring"),
  zh: pagePath("post", "stream-processing-at-scale"),
} as const;

async function ask(page: Page, question: string, nth: number) {
  const panel = page.getByRole("region", { name: "Tessa" });
  await panel.getByRole("textbox").fill(question);
  await panel.getByRole("textbox").press("Enter");
  const reply = panel.locator("[data-sender=bot]").nth(nth);
  await expect(reply).toBeVisible();
  return reply;
}

for (const { locale, intent, fullText: textQuestion, none, typed } of editions) {
  const t = catalogues[locale] as Record<MessageKey, string>;
  const path = (english: string) => localePath(locale, english);

  test(`${locale}: Tessa answers through an intent, through the full text, and says when the site has no answer`, async ({
    page,
  }) => {
    await page.goto(path("/"));
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    await page.getByRole("button", { name: /Tessa/ }).click();

    const first = await ask(page, intent, 1);
    await expect(first.getByRole("link").first()).toHaveAttribute("href", path(answers[locale]));

    const second = await ask(page, textQuestion, 2);
    await expect(second.getByRole("link").first()).toHaveAttribute(
      "href",
      new RegExp(`^${path(fullText[locale])}(#|$)`),
    );

    const third = await ask(page, none, 3);
    await expect(third.getByRole("link")).toHaveCount(1);
    await expect(third.getByRole("link")).toHaveAttribute("href", path(pagePath("contact")));
    await expect(third.getByRole("button", { name: t["chat.requestDemo"] })).toBeVisible();
  });

  test(`${locale}: the overlay lists the page a typed intent means first`, async ({ page }) => {
    await page.goto(path("/"));
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    await page.keyboard.press("Control+k");
    await page.getByRole("dialog").getByRole("searchbox").fill(typed);
    const first = page.locator("#search-results > li").first().getByRole("link").first();
    await expect(first).toHaveAttribute("href", path(answers[locale]));
  });
}

test("nothing of the search or the questions loads before the overlay opens or the chat is focused", async ({
  page,
}) => {
  const requests: string[] = [];
  page.on("request", (request) => requests.push(request.url()));
  await page.goto("/");
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await page.waitForLoadState("networkidle");
  const searchData = () =>
    requests.filter((url) => url.includes("/pagefind/") || url.includes("search-index.json"));
  expect(searchData()).toEqual([]);
  await page.getByRole("button", { name: /Tessa/ }).click();
  await page.getByRole("region", { name: "Tessa" }).getByRole("textbox").focus();
  await expect.poll(() => requests.some((url) => url.endsWith("/search-index.json"))).toBe(true);
});
