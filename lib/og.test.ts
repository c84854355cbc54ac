import { describe, expect, it } from "vitest";
import { brandGradient, ogCard, ogImagePath, ogImageSlug } from "@/lib/og";
import { getSitePages, type SitePage } from "@/lib/routes";

const page = (overrides: Partial<SitePage>): SitePage => ({
  path: "/about",
  title: "About Us",
  description: "A description long enough to stand in for a real page in these tests.",
  type: "page",
  ...overrides,
});

describe("ogImagePath", () => {
  it("mirrors the page path, with index.png for the home page", () => {
    expect(ogImagePath("/")).toBe("/og/index.png");
    expect(ogImagePath("/services")).toBe("/og/services.png");
    expect(ogImagePath("/services/agentic-ai")).toBe("/og/services/agentic-ai.png");
    expect(ogImageSlug("/blog/a-post")).toEqual(["blog", "a-post.png"]);
  });

  it("gives every exported page its own image", () => {
    const paths = getSitePages().map((sitePage) => ogImagePath(sitePage.path));
    expect(new Set(paths).size).toBe(paths.length);
  });
});

describe("ogCard", () => {
  it("draws the page's gradient and that gradient's motif, unless the page names one", () => {
    expect(ogCard(page({ gradient: "amber-orange" }))).toMatchObject({
      gradient: "amber-orange",
      motif: "blocks",
    });
    expect(ogCard(page({ gradient: "sky-indigo", motif: "grid" })).motif).toBe("grid");
  });

  it("falls back to the brand gradient", () => {
    expect(ogCard(page({}))).toMatchObject({ gradient: brandGradient, motif: "constellation" });
  });

  it("drops the brand prefix from the home title, since the card shows the brand", () => {
    const home = getSitePages().find((sitePage) => sitePage.path === "/");
    expect(home && ogCard(home).title).toBe("Agentic AI, Machine Learning & Data Engineering");
  });

  it("draws a trailing parenthesis as a subtitle under the title", () => {
    expect(ogCard(page({ title: "Stream House (Real-time streaming)" }))).toMatchObject({
      title: "Stream House",
      subtitle: "Real-time streaming",
    });
    expect(ogCard(page({ title: "Careers" })).subtitle).toBeUndefined();
  });

  it("keeps every card's text to Latin letters and punctuation that Geist draws", () => {
    // Satori fetches a fallback font from Google for any other glyph, and the build is offline.
    for (const sitePage of getSitePages()) {
      const { eyebrow = "", title, subtitle = "" } = ogCard(sitePage);
      expect(`${eyebrow}${title}${subtitle}`, sitePage.path).toMatch(
        /^[\u0020-\u007e\u00a0-\u00ac\u00ae-\u00ff\u2013\u2014\u2018\u2019\u201c\u201d\u2026]*$/,
      );
    }
  });

  it("labels content pages and leaves company pages without an eyebrow", () => {
    expect(ogCard(page({ type: "case-study" })).eyebrow).toBe("Our work");
    expect(ogCard(page({ type: "page" })).eyebrow).toBeUndefined();
  });

  it("steps the title size down as titles grow", () => {
    const sizes = ["Careers", "AI for Medical & Pharmaceuticals", "x".repeat(70)].map(
      (title) => ogCard(page({ title })).titleSize,
    );
    expect(sizes).toEqual([...sizes].sort((a, b) => b - a));
    expect(new Set(sizes).size).toBe(3);
  });

  it("uses the content's own gradient for services, industries, case studies and articles", () => {
    const themed = getSitePages().filter((sitePage) =>
      /^\/(services|industries|case-studies|blog)\/./.test(sitePage.path),
    );
    expect(themed.length).toBeGreaterThan(0);
    for (const sitePage of themed) expect(sitePage.gradient, sitePage.path).toBeDefined();
  });
});
