import { rmSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { getEntries } from "@/lib/content";
import { collections } from "@/lib/content/collections";
import { entryFile } from "@/lib/content/loader";
import { postsFeed } from "@/lib/feed";
import { defaultLocale, locales, localePath, translate } from "@/lib/i18n";
import { catalogues } from "@/lib/i18n/messages";
import { getAllPosts, getCategoryName, hasArticlePage } from "@/lib/posts";
import { copyContent } from "@/lib/xliff/content-copy";

describe("the articles", () => {
  it.each(locales)(
    "in %s: newest first, each under its English slug, date, category and author",
    (locale) => {
      const posts = getAllPosts(locale);
      const dates = posts.map((p) => p.meta.date);
      expect([...dates].sort().reverse()).toEqual(dates);
      const facts = (list: typeof posts) =>
        // The author's name holds a title each edition writes its own way ("Dra.", "博士").
        list.map(({ meta }) => [meta.slug, meta.date, meta.category, meta.author.gender]);
      expect(facts(posts)).toEqual(facts(getAllPosts("en")));
    },
  );

  it("each have a body with headings", () => {
    for (const post of getAllPosts("en")) expect(post.body, post.meta.slug).toMatch(/^## /m);
  });
});

describe("hasArticlePage", () => {
  it("gives an edition a page for the articles it translated, and links the others in English", () => {
    const copy = copyContent();
    try {
      const [first, ...rest] = getEntries("posts", "en");
      if (!first) throw new Error("content/posts/en is empty");
      for (const locale of locales.filter((code) => code !== defaultLocale))
        rmSync(entryFile(collections.posts, locale, first.id));
      copy.commit("one article untranslated everywhere");
      for (const locale of locales) {
        const own = getEntries("posts", locale).filter((entry) => hasArticlePage(locale, entry));
        expect(own.map((entry) => entry.id).sort(), locale).toEqual(
          (locale === defaultLocale ? [first, ...rest] : rest).map((entry) => entry.id).sort(),
        );
      }
    } finally {
      copy.remove();
    }
  });

  it("gives every edition a page for every article while no edition but English translates one", () => {
    const copy = copyContent();
    try {
      for (const locale of locales.filter((code) => code !== defaultLocale))
        rmSync(copy.path(collections.posts.name, locale), { recursive: true });
      copy.commit("no article translated");
      for (const locale of locales)
        for (const entry of getEntries("posts", locale))
          expect(hasArticlePage(locale, entry), `${locale} ${entry.id}`).toBe(true);
    } finally {
      copy.remove();
    }
  });
});

describe("getCategoryName", () => {
  it("takes the edition's catalogue name, and the English name where the catalogue has none", () => {
    const key = "blog.category.ethics";
    expect(getCategoryName("ethics", "de")).toBe(translate(catalogues.de, key));
    expect(getCategoryName("ethics", "de")).not.toBe(getCategoryName("ethics", "en"));
    // An id the catalogue lacks: its English name from the schema, else the id itself.
    expect(getCategoryName("no-such-category", "de")).toBe("no-such-category");
  });
});

describe("postsFeed", () => {
  it.each(locales)(
    "in %s: one item per article, its links and language in that edition",
    (locale) => {
      const xml = postsFeed(locale);
      const posts = getAllPosts(locale);
      expect(xml.match(/<item>/g) ?? []).toHaveLength(posts.length);
      for (const { meta } of posts)
        expect(xml).toContain(`${localePath(locale, meta.path)}</link>`);
      expect(xml).toContain(`${localePath(locale, "/feed.xml")}" rel="self"`);
      expect(xml).toMatch(
        locale === "en" ? /<language>en-us<\/language>/ : /<language>[a-zA-Z-]+<\/language>/,
      );
      const others = locales.filter((edition) => edition !== locale && edition !== defaultLocale);
      if (locale === defaultLocale) expect(xml).not.toMatch(new RegExp(`/(${others.join("|")})/`));
    },
  );
});
