import { getEntries, type ContentEntry, type Publication } from "@/lib/content";
import type { Author } from "@/lib/content/schemas/authors";
import { postCategories } from "@/lib/content/schemas/posts";
import type { Post as PostEntry } from "@/lib/content/schemas/posts";
import { translate, type Edition } from "@/lib/i18n";
import { catalogues } from "@/lib/i18n/messages";
import { pagePath } from "@/lib/page-paths";
import { authorName } from "@/lib/authors";

/** An article's details as the pages show them, in the page's edition. */
export type PostMeta = Omit<PostEntry, "body" | "author"> & {
  author: Pick<Author, "name" | "role" | "gender" | "photo">;
  /** The category's name in the edition's language. */
  categoryName: string;
  path: string;
  /** "en" while the edition serves the English article (its translation is missing). */
  lang?: "en";
  /** Shown as a badge in `npm run dev`; a build has published articles only. */
  publication: Publication;
};
export type Post = { meta: PostMeta; body: string };

function toPost(
  locale: Edition,
  entry: ContentEntry<PostEntry>,
  authors: Map<string, Author>,
): Post {
  const { body, author, ...meta } = entry.data;
  const writer = authors.get(author);
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
      categoryName: getCategoryName(locale, meta.category),
      path: pagePath("post", meta.slug),
      // Served in English until its translation is complete: the page marks it so.
      ...((entry.status === "missing" || entry.status === "partial") && { lang: "en" as const }),
      publication: entry.publication,
    },
    body,
  };
}

/** The posts made from one edition's entries (the content layer hands out the same array). */
const derived = new WeakMap<object, Post[]>();

/**
 * Every published article of an edition, newest first. Adding an article is adding one file to
 * content/posts/en; its translations follow when they are written.
 */
export function getAllPosts(locale: Edition): Post[] {
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
