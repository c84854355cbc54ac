import { searchQuery } from "@/lib/search";

export type FilterablePost = { slug: string; title: string; excerpt: string; category: string };

export type BlogFilter = { topic: string; query: string };

export const allTopics = "all";

function matches(post: FilterablePost, { topic, query }: BlogFilter): boolean {
  const q = searchQuery(query);
  const inTopic = topic === allTopics || post.category === topic;
  const inText = q.blank || q.foundIn(post.title) || q.foundIn(post.excerpt);
  return inTopic && inText;
}

/**
 * The blog listing (PRODUCT.md "Blog filter"): the featured post is the first of the full list.
 * Unfiltered, it stands above a grid of every other post. Filtered, it shows only if it matches,
 * and the grid holds every other matching post — no matching post is ever dropped.
 */
export function filterPosts<T extends FilterablePost>(posts: readonly T[], filter: BlogFilter) {
  const [featured, ...rest] = posts;
  if (!featured) return { featured: null, grid: [] as T[] };
  const active = filter.topic !== allTopics || filter.query.trim() !== "";
  if (!active) return { featured, grid: rest };
  return {
    featured: matches(featured, filter) ? featured : null,
    grid: rest.filter((post) => matches(post, filter)),
  };
}
