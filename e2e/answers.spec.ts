import { resolve } from "node:path";
import type { Page } from "@playwright/test";
import { benchSet } from "../lib/answers/eval/bench";
import { exportSources } from "../lib/answers/eval/export-sources";
import { isDevelopment, questionSets, type QuestionSet } from "../lib/answers/eval/questions";
import { catalogues, type MessageKey } from "../lib/i18n/messages";
import { locales, localePath, type Locale } from "../lib/i18n";
import { pagePath } from "../lib/page-paths";
import { expect, test } from "./fixtures";

// Tessa and the search overlay in three editions: a question answered through a site-wide
// intent, one through the full text, one naming a technology by its product, one the site has no
// page for (prices) and one nothing on the site addresses (she says so and offers the contact
// page and a demo). Questions are worded as visitors ask; expectations are paths from the page
// registry, and a quote is checked against the page it links.
const editions = [
  {
    locale: "en",
    intent: "Are you hiring at the moment?",
    fullText: "What are watermarks?",
    product: "do you use Apache Airflow or Dagster?",
    none: "How much would a project cost?",
    unanswerable: "what's the weather in London tomorrow",
    typed: "jobs",
  },
  {
    locale: "de",
    intent: "Wie kann ich mich als Kunde einloggen?",
    fullText: "Was ist mit Wasserverlust?",
    product: "Arbeitet ihr mit Airflow oder Dagster?",
    none: "Was kostet das ungefähr?",
    unanswerable: "Wie wird das Wetter morgen in Berlin?",
    typed: "Login",
  },
  {
    locale: "zh",
    intent: "你们现在招人吗？",
    fullText: "什么是 watermark？",
    product: "你们用 Airflow 还是 Dagster？",
    none: "你们的收费标准是多少？",
    unanswerable: "明天上海天气怎么样",
    typed: "招聘",
  },
] as const;

const answers = {
  en: pagePath("careers"),
  de: pagePath("clientPortal"),
  zh: pagePath("careers"),
} as const;
const product = pagePath("service", "data-solutions");
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

/** Text as a visitor reads it: one space between words, none before CJK punctuation. */
const plain = (text: string) => text.replace(/\s+/g, " ").trim();

async function openTessa(page: Page, path: string) {
  await page.goto(path);
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await page.getByRole("button", { name: /Tessa/ }).click();
}

for (const { locale, intent, fullText: textQuestion, none, typed, ...more } of editions) {
  const t = catalogues[locale] as Record<MessageKey, string>;
  const path = (english: string) => localePath(locale, english);

  test(`${locale}: Tessa answers through an intent, through the full text, and says when the site has no answer`, async ({
    page,
  }) => {
    await page.goto(path("/"));
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    await page.getByRole("button", { name: /Tessa/ }).click();

    const first = await ask(page, intent, 1);
    await expect(first.getByRole("link").first()).toHaveAttribute(
      "href",
      new RegExp(`^${path(answers[locale])}(#|$)`),
    );

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

  test(`${locale}: Tessa finds a technology by its product name, quotes the page she links, and offers the contact page for what the site does not address`, async ({
    page,
  }) => {
    await openTessa(page, path("/"));
    const reply = await ask(page, more.product, 1);
    const link = reply.getByRole("link").first();
    await expect(link).toHaveAttribute("href", new RegExp(`^${path(product)}(#|$)`));
    const quoted = plain((await reply.locator("p").nth(1).textContent()) ?? "");
    expect(quoted.length).toBeGreaterThan(0);
    // The quote is text of the page the reply links to, as that page shows it.
    const href = (await link.getAttribute("href")) ?? "";
    const linked = await page.context().newPage();
    await linked.goto(href);
    const main = plain((await linked.locator("main").textContent()) ?? "");
    const sentences = quoted.split(/(?<=[.!?。！？])\s*/u).filter((s) => s.length > 1);
    expect(sentences.some((sentence) => main.includes(sentence.replace(/[.。]$/u, "")))).toBe(true);
    await linked.close();

    const nothing = await ask(page, more.unanswerable, 2);
    await expect(nothing.getByRole("link")).toHaveCount(1);
    await expect(nothing.getByRole("link")).toHaveAttribute("href", path(pagePath("contact")));
    await expect(nothing.getByText(t["chat.notFound"])).toBeVisible();
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

test("zh: a Chinese body word shows the passage that holds it, whole, not the page's description", async ({
  page,
}) => {
  await page.goto(localePath("zh", "/"));
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await page.keyboard.press("Control+k");
  await page.getByRole("dialog").getByRole("searchbox").fill("发动机");
  const row = page
    .locator("#search-results > li")
    .filter({
      has: page.locator(`a[href="${localePath("zh", pagePath("industry", "aerospace-defense"))}"]`),
    })
    .first();
  await expect(row.locator("mark").first()).toHaveText("发动机");
});

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

/*
 * The floor under Tessa's answers, on the export through the site's own pipeline (its search
 * index and Pagefind, as `npm run bench:answers` asks them): top-1 per set and edition, set at or
 * just below what the bench measures (docs/search-and-chat.md). A change that answers fewer fails
 * here; a held-out question is never printed, only its set's score. A language added later has
 * no questions, and no floor, until someone writes them.
 */
const floors: Record<QuestionSet, Partial<Record<Locale, number>>> = {
  dev: { en: 0.9, de: 0.9, zh: 0.89, es: 0.86, fr: 0.87 },
  a: { en: 0.92, de: 0.92, zh: 0.88, es: 0.8, fr: 0.88 },
  e: { en: 0.8, de: 0.825, zh: 0.8, es: 0.75, fr: 0.775 },
  b: { en: 0.92, de: 0.88, zh: 0.92, es: 0.88, fr: 0.76 },
  c: { en: 0.84, de: 0.72, zh: 0.92, es: 0.84, fr: 0.84 },
  d: { en: 0.8, de: 0.76, zh: 0.6, es: 0.76, fr: 0.72 },
};

test("Tessa's answers hold their floor on the development and held-out questions", async () => {
  test.setTimeout(300_000);
  const dir = resolve(process.env.EXPORT_DIR ?? "out");
  const below: string[] = [];
  for (const locale of locales) {
    if (questionSets.every((set) => floors[set][locale] === undefined)) continue;
    const sources = await exportSources(dir, locale);
    for (const set of questionSets) {
      const floor = floors[set][locale];
      if (floor === undefined) continue;
      const { total, misses } = await benchSet(set, locale, sources);
      const top1 = total.top1 / total.count;
      if (top1 < floor) below.push(`${set} ${locale}: ${top1.toFixed(3)} < ${floor}`);
      if (top1 < floor && isDevelopment(set))
        below.push(...misses.map((miss) => `  ${miss.q} → ${miss.got[0] ?? "none"}`));
    }
  }
  expect(below).toEqual([]);
});
