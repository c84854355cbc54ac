import { loadCollection } from "@/content/loader";
import { postCategories, type PostMeta } from "@/content/post-schema";
import { site } from "@/content/site";
import { defaultLocale, localeInfo, translate, type Edition } from "@/lib/i18n";
import { catalogues, i18nFor } from "@/lib/i18n/messages";
import { absoluteUrl } from "@/lib/utils";

export type { PostMeta };
export type Post = { meta: PostMeta; body: string };

const cache = new Map<Edition, Post[]>();

/**
 * Every article of an edition, newest first: content/posts/<locale>/<slug>.mdx (content/loader
 * checks and merges them), with the category's name in the edition's language. Adding an article
 * is adding one file to content/posts/en; its translations follow when they are written.
 */
export function getAllPosts(locale: Edition): Post[] {
  const cached = cache.get(locale);
  if (cached) return cached;
  const posts = loadCollection("posts", locale)
    .map(({ data: { body, ...meta }, status }) => ({
      meta: {
        ...meta,
        categoryName: getCategoryName(locale, meta.category),
        // Served in English until its translation is complete: the page marks it so.
        ...((status === "missing" || status === "partial") && { lang: "en" as const }),
      },
      body,
    }))
    .sort(
      (a, b) => b.meta.date.localeCompare(a.meta.date) || a.meta.slug.localeCompare(b.meta.slug),
    );
  cache.set(locale, posts);
  return posts;
}

export function getAllPostMeta(locale: Edition): PostMeta[] {
  return getAllPosts(locale).map((post) => post.meta);
}

export function getPost(locale: Edition, slug: string): Post | undefined {
  return getAllPosts(locale).find((post) => post.meta.slug === slug);
}

export function getPostMeta(locale: Edition, slug: string): PostMeta | undefined {
  return getPost(locale, slug)?.meta;
}

/** A category's name in the edition's language (catalogue key `blog.category.<id>`). */
export function getCategoryName(locale: Edition, id: string): string {
  const english = postCategories.find((category) => category.id === id)?.name ?? id;
  const localized = translate(catalogues[locale], `blog.category.${id}`);
  return localized === `blog.category.${id}` ? english : localized;
}

export function postPath(slug: string): string {
  return `/blog/${slug}`;
}

const escapeXml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/**
 * The RSS 2.0 feed of an edition's articles, newest first: "/feed.xml" in English,
 * "/de/feed.xml"… in the others, with the channel, links and language of that edition.
 */
export function postsFeed(locale: Edition): string {
  const { t, href } = i18nFor(locale);
  const items = getAllPostMeta(locale)
    .map((post) => {
      const url = absoluteUrl(href(postPath(post.slug)));
      return `    <item>
      <title>${escapeXml(post.title)}</title>
      <link>${url}</link>
      <guid isPermaLink="true">${url}</guid>
      <description>${escapeXml(post.excerpt)}</description>
      <category>${escapeXml(post.categoryName)}</category>
      <author>${escapeXml(`${site.email.general} (${post.author})`)}</author>
      <pubDate>${new Date(`${post.date}T00:00:00Z`).toUTCString()}</pubDate>
    </item>`;
    })
    .join("\n");
  // English keeps the feed's long-standing "en-us"; the others give their BCP 47 tag.
  const language = locale === defaultLocale ? "en-us" : localeInfo[locale].tag;
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">
  <channel>
    <title>${escapeXml(t("feed.channel", { name: site.name }))}</title>
    <link>${absoluteUrl(href("/blog"))}</link>
    <atom:link href="${absoluteUrl(href("/feed.xml"))}" rel="self" type="application/rss+xml" />
    <description>${escapeXml(t("site.description"))}</description>
    <language>${language}</language>
${items}
  </channel>
</rss>
`;
}

/** The HTTP response of an edition's feed (app/feed.xml and app/[locale]/feed.xml). */
export function postsFeedResponse(locale: Edition): Response {
  return new Response(postsFeed(locale), {
    headers: { "Content-Type": "application/rss+xml; charset=utf-8" },
  });
}
