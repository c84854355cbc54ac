import { allPostMeta, postCategories, type PostMeta } from "@/content/posts";

export type { PostMeta };

export function getAllPostMeta(): readonly PostMeta[] {
  return allPostMeta;
}

export function getPostMeta(slug: string): PostMeta | undefined {
  return allPostMeta.find((post) => post.slug === slug);
}

export function getCategoryName(id: string): string {
  return postCategories.find((category) => category.id === id)?.name ?? id;
}

export function postPath(slug: string): string {
  return `/blog/${slug}`;
}
