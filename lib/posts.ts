import { getEntries, type ContentEntry, type Publication } from "@/lib/content";
import type { Author } from "@/lib/content/schemas/authors";
import { postCategories } from "@/lib/content/schemas/posts";
import type { Post as PostEntry } from "@/lib/content/schemas/posts";
import { defaultLocale, localePath, prefixedLocales, translate, type Locale } from "@/lib/i18n";
import { catalogues } from "@/lib/i18n/messages";
import { pagePath } from "@/lib/page-paths";
import { authorName } from "@/lib/authors";
import type { PostListing } from "@/lib/post-listing";

/** An article's details as the pages show them, in the page's edition. */
export type PostMeta = Omit<PostEntry, "body" | "author"> & {
  author: Pick<Author, "name" | "role" | "gender" | "photo">;
  /** The category's name in the edition's language. */
  categoryName: string;
  path: string;
  /**
   * Its URL from the edition: the edition's own page, or the English one while the edition has
   * not translated it (an edition exports the articles it has translated).
   */
  href: string;
  /** "en" while the edition has no translation of its own (its listings link the English page). */
  lang?: "en";
  /** Shown as a badge in `npm run dev`; a build has published articles only. */
  publication: Publication;
};
export type Post = { meta: PostMeta; body: string };

function toPost(
  locale: Locale,
  entry: ContentEntry<PostEntry>,
  authors: Map<string, Author>,
): Post {
  const { body, author, ...meta } = entry.data;
  const writer = authors.get(author);
  const english = entry.status === "missing" || entry.status === "partial";
  const path = pagePath("post", meta.slug);
  const ownPage = hasArticlePage(locale, entry);
  if (!writer) throw new Error(`${entry.file}: author: no published author "${author}"`);
  return {
    meta: {
      ...meta,
      author: {
        name: authorName(locale, writer),
        role: writer.role,
        gender: writer.gender,
        photo: writer.photo,
      },
      categoryName: getCategoryName(meta.category, locale),
      path,
      href: localePath(ownPage ? locale : defaultLocale, path),
      ...(english && { lang: "en" as const }),
      publication: entry.publication,
    },
    body,
  };
}

const translated = (entry: ContentEntry<PostEntry>) =>
  entry.status === "source" || entry.status === "complete";

/**
 * Whether an edition exports an article's page of its own: English every article, another
 * edition those it has translated; its listings link the others' English pages (docs/languages.md).
 * One exception: while no edition besides English has translated any article (a new site, or a
 * build of a new language alone), each gives the English articles fallback pages, as it does
 * other collections' entries: a static export needs at least one page for the articles' route.
 */
export function hasArticlePage(locale: Locale, entry: ContentEntry<PostEntry>): boolean {
  return translated(entry) || !anyEditionTranslates();
}

function anyEditionTranslates(): boolean {
  return prefixedLocales().some((locale) => getEntries("posts", locale).some(translated));
}

/** The posts made from one edition's entries (the content layer hands out the same array). */
const derived = new WeakMap<object, Post[]>();

/**
 * Every published article of an edition, newest first. Adding an article is adding one file to
 * content/posts/en; its translations follow when they are written.
 */
export function getAllPosts(locale: Locale): Post[] {
  const entries = getEntries("posts", locale);
  const cached = derived.get(entries);
  if (cached) return cached;
  const authors = new Map(getEntries("authors", locale).map(({ id, data }) => [id, data]));
  const posts = entries
    .map((entry) => toPost(locale, entry, authors))
    .sort(
      (a, b) => b.meta.date.localeCompare(a.meta.date) || a.meta.slug.localeCompare(b.meta.slug),
    );
  derived.set(entries, posts);
  return posts;
}

export function getAllPostMeta(locale: Locale): PostMeta[] {
  return getAllPosts(locale).map((post) => post.meta);
}

export function getPost(slug: string, locale: Locale): Post | undefined {
  return getAllPosts(locale).find((post) => post.meta.slug === slug);
}

export function getPostMeta(slug: string, locale: Locale): PostMeta | undefined {
  return getPost(slug, locale)?.meta;
}

/** A category's name in the edition's language (catalogue key `blog.category.<id>`). */
export function getCategoryName(id: string, locale: Locale): string {
  const english = postCategories.find((category) => category.id === id)?.name ?? id;
  const localized = translate(catalogues[locale], `blog.category.${id}`);
  return localized === `blog.category.${id}` ? english : localized;
}

/** An article as the listings show it (a card, an entry of the listing index). */
export function postListing(post: PostMeta): PostListing {
  return {
    slug: post.slug,
    title: post.title,
    excerpt: post.excerpt,
    category: post.category,
    categoryName: post.categoryName,
    tags: post.tags,
    author: post.author.name,
    date: post.date,
    minutes: post.estimatedReadTime,
    ...(post.lang && { english: true as const }),
  };
}
