import { describe, expect, it } from "vitest";
import { editions } from "@/lib/i18n";
import { getAllPosts, getCategoryName, postsFeed } from "@/lib/posts";

describe("the articles", () => {
  it("are eight, newest first, with the route table's read times", () => {
    const posts = getAllPosts("en");
    expect(posts).toHaveLength(8);
    const dates = posts.map((p) => p.meta.date);
    expect([...dates].sort().reverse()).toEqual(dates);
    const readTime = (slug: string) => posts.find((p) => p.meta.slug === slug)?.meta;
    expect(readTime("future-of-agentic-ai")).toMatchObject({
      categoryName: "Agentic AI",
      estimatedReadTime: 8,
    });
    expect(readTime("building-ethical-data-infrastructures")).toMatchObject({
      categoryName: "AI Ethics",
      estimatedReadTime: 10,
    });
    expect(readTime("stream-processing-at-scale")).toMatchObject({
      categoryName: "Data Infrastructure",
      estimatedReadTime: 12,
    });
  });

  it("each have a substantial body with headings", () => {
    for (const post of getAllPosts("en")) {
      expect(post.body.split(/\s+/).length, post.meta.slug).toBeGreaterThan(700);
      expect(post.body, post.meta.slug).toMatch(/^## /m);
    }
  });
});

describe("the translated articles", () => {
  it.each(editions)("%s has every article under the same slug, date and category", (locale) => {
    const english = getAllPosts("en").map(({ meta }) => [meta.slug, meta.date, meta.category]);
    const translated = getAllPosts(locale).map(({ meta }) => [meta.slug, meta.date, meta.category]);
    expect(translated).toEqual(english);
  });

  it("name their category in their language", () => {
    expect(getCategoryName("de", "ethics")).toBe("KI-Ethik");
    expect(getCategoryName("zh", "ethics")).toBe("AI 伦理");
    for (const locale of editions)
      for (const { meta } of getAllPosts(locale))
        expect(meta.categoryName, `${locale} ${meta.slug}`).toBe(
          getCategoryName(locale, meta.category),
        );
  });
});

describe("postsFeed", () => {
  it("keeps the English feed at the root URLs, in English", () => {
    const xml = postsFeed("en");
    expect(xml).toContain("<language>en-us</language>");
    expect(xml).toContain("<title>Tessellate AI — Insights &amp; Articles</title>");
    expect(xml).toContain("/blog/future-of-agentic-ai</link>");
    expect(xml).not.toMatch(/\/(de|zh)\//);
    expect(xml.match(/<item>/g)).toHaveLength(getAllPosts("en").length);
  });

  it("writes each edition's feed in its language, with links into that edition", () => {
    const de = postsFeed("de");
    expect(de).toContain("<language>de</language>");
    expect(de).toContain("<title>Tessellate AI – Einblicke &amp; Artikel</title>");
    expect(de).toMatch(/<link>https?:\/\/[^<]+\/de\/blog<\/link>/);
    expect(de).toContain('/de/feed.xml" rel="self"');
    expect(de).toContain(
      `<title>${getAllPosts("de")[0]?.meta.title.replace(/&/g, "&amp;")}</title>`,
    );
    const zh = postsFeed("zh");
    expect(zh).toContain("<language>zh-Hans</language>");
    expect(zh).toContain("/zh/blog/future-of-agentic-ai</link>");
    expect(zh).toContain("<category>智能体 AI</category>");
  });
});
