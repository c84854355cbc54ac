import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import matter from "gray-matter";
import { postCategories, postFrontmatterSchema, type PostMeta } from "@/content/post-schema";
import { site } from "@/content/site";
import { defaultLocale, localeInfo, translate, type Edition } from "@/lib/i18n";
import { catalogues, i18nFor } from "@/lib/i18n/messages";
import { absoluteUrl } from "@/lib/utils";

export type { PostMeta };
export type Post = { meta: PostMeta; body: string };

/** English articles are content/posts; a translation is content/<locale>/posts/<same slug>.mdx. */
const postsDir = (locale: Edition) =>
  locale === defaultLocale
    ? join(process.cwd(), "content", "posts")
    : join(process.cwd(), "content", locale, "posts");

/** Parses one article: YAML frontmatter validated by the schema, MDX body. */
export function parsePost(fileName: string, source: string, locale: Edition = defaultLocale): Post {
  const file = `${locale === defaultLocale ? "content" : `content/${locale}`}/posts/${fileName}`;
  const { data, content } = matter(source);
  // YAML turns unquoted dates into Date objects; the schema wants ISO date strings.
  const normalized = Object.fromEntries(
    Object.entries(data).map(([key, value]) => [
      key,
      value instanceof Date ? value.toISOString().slice(0, 10) : value,
    ]),
  );
  const parsed = postFrontmatterSchema.safeParse(normalized);
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) => `${issue.path.join(".") || "frontmatter"}: ${issue.message}`,
    );
    throw new Error(`${file}: invalid frontmatter\n  ${problems.join("\n  ")}`);
  }
  const categoryName = getCategoryName(locale, parsed.data.category);
  if (parsed.data.categoryName !== categoryName) {
    throw new Error(
      `${file}: categoryName must be the name of the post's category ("${categoryName}")`,
    );
  }
  if (`${parsed.data.slug}.mdx` !== fileName) {
    throw new Error(`${file}: slug "${parsed.data.slug}" must match the file name`);
  }
  return { meta: parsed.data, body: content };
}

const cache = new Map<Edition, Post[]>();

/**
 * Every article of an edition, newest first. Adding an article is adding one .mdx file to
 * content/posts, and its translation to each content/<locale>/posts (the parity tests ask).
 */
export function getAllPosts(locale: Edition): Post[] {
  const cached = cache.get(locale);
  if (cached) return cached;
  const dir = postsDir(locale);
  const posts = (existsSync(dir) ? readdirSync(dir) : [])
    .filter((name) => name.endsWith(".mdx"))
    .map((name) => parsePost(name, readFileSync(join(dir, name), "utf8"), locale))
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
