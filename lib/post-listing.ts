import { defaultLocale, localePath, type Locale } from "@/lib/i18n/locales";
import { pagePath } from "@/lib/page-paths";

/*
 * An article as the blog's listings show it: a card on the listing's pages, and one entry of
 * the edition's listing index (/listings/blog/<locale>.json), which the listing's search loads on
 * first use to search every article, not only the page's. Client-safe.
 */
export type PostListing = {
  slug: string;
  title: string;
  excerpt: string;
  /** The category's id, and its name in the edition. */
  category: string;
  categoryName: string;
  tags: string[];
  /** The author's name as the edition writes it. */
  author: string;
  /** The publication date, ISO. */
  date: string;
  /** The reading time in minutes. */
  minutes: number;
  /** Set while the edition has no translation of its own: the card links the English page. */
  english?: true;
};

/** The URL a card links from an edition: its own article, or the English one. */
export function listingHref(locale: Locale, post: Pick<PostListing, "slug" | "english">): string {
  return localePath(post.english ? defaultLocale : locale, pagePath("post", post.slug));
}
