import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { locales } from "@/lib/i18n";
import {
  brandGradient,
  cjkCharacters,
  fontCodePoints,
  ogCard,
  ogCardText,
  ogCjkCharacters,
  ogImagePath,
  ogImageSlug,
  ogTextWeights,
  pageOfOgSlug,
} from "@/lib/og";
import { getSitePages, sitePage, type SitePage } from "@/lib/site-pages";

const page = (overrides: Partial<SitePage>): SitePage => ({
  path: "/about",
  template: "about",
  title: "About Us",
  description: "A description long enough to stand in for a real page in these tests.",
  type: "page",
  ...overrides,
});

const font = (path: string) => fontCodePoints(readFileSync(path));

describe("ogImagePath", () => {
  it("mirrors the page path, with index.jpg for the home page", () => {
    expect(ogImagePath("en", "/")).toBe("/og/index.jpg");
    expect(ogImagePath("en", "/services")).toBe("/og/services.jpg");
    expect(ogImagePath("en", "/services/agentic-ai")).toBe("/og/services/agentic-ai.jpg");
    expect(ogImageSlug("/blog/a-post")).toEqual(["blog", "a-post.jpg"]);
  });

  it("puts the other editions' images under their prefix", () => {
    expect(ogImagePath("de", "/")).toBe("/og/de/index.jpg");
    expect(ogImagePath("de", "/services/agentic-ai")).toBe("/og/de/services/agentic-ai.jpg");
    expect(ogImagePath("zh", "/blog/future-of-agentic-ai")).toBe(
      "/og/zh/blog/future-of-agentic-ai.jpg",
    );
  });

  it("gives every exported page of every edition its own image", () => {
    const paths = locales.flatMap((locale) =>
      getSitePages(locale).map((sitePage) => ogImagePath(locale, sitePage.path)),
    );
    expect(new Set(paths).size).toBe(paths.length);
  });

  it("leads back from an image to its page, the one the registry draws", () => {
    for (const locale of locales)
      for (const registered of getSitePages(locale)) {
        const slug = ogImagePath(locale, registered.path).split("/").slice(2);
        expect(pageOfOgSlug(slug)).toEqual({ locale, path: registered.path });
        expect(sitePage(locale, registered.path)).toEqual(registered);
      }
    expect(sitePage("en", "/no-such-page")).toBeUndefined();
  });
});

describe("ogCard", () => {
  it("draws the page's gradient and that gradient's motif, unless the page names one", () => {
    expect(ogCard("en", page({ gradient: "amber-orange" }))).toMatchObject({
      gradient: "amber-orange",
      motif: "blocks",
    });
    expect(ogCard("en", page({ gradient: "sky-indigo", motif: "grid" })).motif).toBe("grid");
  });

  it("falls back to the brand gradient", () => {
    expect(ogCard("en", page({}))).toMatchObject({
      gradient: brandGradient,
      motif: "constellation",
    });
  });

  it("drops the brand prefix from the home title in every edition, since the card shows it", () => {
    const home = (locale: (typeof locales)[number]) =>
      ogCard(locale, getSitePages(locale).find((sitePage) => sitePage.path === "/") ?? page({}));
    expect(home("en").title).toBe("Agentic AI, Machine Learning & Data Engineering");
    for (const locale of locales) expect(home(locale).title).not.toMatch(/^Tessellate AI/);
  });

  it("draws a trailing parenthesis as a subtitle under the title", () => {
    expect(ogCard("en", page({ title: "Stream House (Real-time streaming)" }))).toMatchObject({
      title: "Stream House",
      subtitle: "Real-time streaming",
    });
    expect(ogCard("en", page({ title: "Careers" })).subtitle).toBeUndefined();
    expect(ogCard("zh", page({ title: "主任数据工程师（流处理方向）" }))).toMatchObject({
      title: "主任数据工程师",
      subtitle: "流处理方向",
    });
  });

  it("labels content pages in the edition's language and leaves company pages without one", () => {
    expect(ogCard("en", page({ type: "case-study" })).eyebrow).toBe("Our work");
    expect(ogCard("de", page({ type: "case-study" })).eyebrow).toBe("Unsere Arbeit");
    expect(ogCard("zh", page({ type: "case-study" })).eyebrow).toBe("我们的案例");
    expect(ogCard("en", page({ type: "service" })).eyebrow).toBe("Service");
    expect(ogCard("de", page({ type: "service" })).eyebrow).toBe("Leistung");
    expect(ogCard("zh", page({ type: "blog" })).eyebrow).toBe("洞察");
    for (const locale of locales)
      expect(ogCard(locale, page({ type: "page" })).eyebrow).toBeUndefined();
  });

  it("steps the title size down as titles grow", () => {
    const sizes = ["Careers", "AI for Medical & Pharmaceuticals", "x".repeat(70)].map(
      (title) => ogCard("en", page({ title })).titleSize,
    );
    expect(sizes).toEqual([...sizes].sort((a, b) => b - a));
    expect(new Set(sizes).size).toBe(3);
  });

  it("counts a Chinese character as two Latin letters when sizing the title", () => {
    expect(ogCard("zh", page({ title: "构建合乎伦理的数据基础设施" })).titleSize).toBe(80);
    expect(
      ogCard("zh", page({ title: "构建合乎伦理的数据基础设施：从同意追踪到数据血缘" })).titleSize,
    ).toBe(68);
  });

  // The registry passes each entry's gradient on (lib/pages.ts): a template that dropped it fails.
  it("uses the content's own gradient for services, industries, case studies and articles", () => {
    const entryTemplates = new Set(["service", "industry", "caseStudy", "post"]);
    const themed = getSitePages("en").filter((sitePage) => entryTemplates.has(sitePage.template));
    for (const sitePage of themed) expect(sitePage.gradient, sitePage.path).toBeDefined();
  });
});

describe("the cards' fonts", () => {
  // Satori fetches a font from the network for any glyph its fonts lack, and the build is offline.
  const geist = {
    600: font("node_modules/geist/dist/fonts/geist-sans/Geist-SemiBold.ttf"),
    400: font("node_modules/geist/dist/fonts/geist-sans/Geist-Regular.ttf"),
  };
  const noto = {
    600: font("app/og/noto-sans-sc-600.ttf"),
    400: font("app/og/noto-sans-sc-400.ttf"),
  };

  it.each(locales)("draw every character of the %s cards: Geist, else Noto Sans SC", (locale) => {
    for (const sitePage of getSitePages(locale)) {
      const card = ogCard(locale, sitePage);
      for (const weight of ogTextWeights) {
        const missing = [...ogCardText(card, weight)].filter((char) => {
          const point = char.codePointAt(0) ?? 0;
          return !geist[weight].has(point) && !noto[weight].has(point);
        });
        // If this fails after a content change, run `npm run fonts` and commit app/og/*.ttf.
        expect(missing.join(""), `${locale} ${sitePage.path} (${weight})`).toBe("");
      }
    }
  });

  it("keep the Chinese subsets to the characters the cards use", () => {
    for (const weight of ogTextWeights) {
      const used = new Set([...ogCjkCharacters(weight)].map((char) => char.codePointAt(0)));
      const extra = [...noto[weight]].filter((point) => !used.has(point) && point > 0x2e7f);
      expect(extra.map((point) => String.fromCodePoint(point)).join(""), `${weight}`).toBe("");
      expect(readFileSync(`app/og/noto-sans-sc-${weight}.ttf`).length).toBeLessThan(100_000);
    }
  });

  it("find CJK characters and full-width punctuation, once each", () => {
    expect(cjkCharacters("AI 伦理：伦理与 MLOps（实践）")).toBe("与伦实理践（）：");
    expect(cjkCharacters("Über „KI“ — 2025")).toBe("");
  });
});
