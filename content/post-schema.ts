import { z } from "zod";
import { lengthBetween, paragraph, slug, text } from "@/content/schemas";

/** Blog categories, in the order of the topic filter ("all" is the filter's own first option). */
export const postCategories = [
  { id: "agentic-ai", name: "Agentic AI" },
  { id: "ml-ops", name: "MLOps" },
  { id: "data-infra", name: "Data Infrastructure" },
  { id: "ethics", name: "AI Ethics" },
  { id: "social-good", name: "AI for Good" },
  { id: "tutorials", name: "Tutorials" },
] as const;

export type PostCategoryId = (typeof postCategories)[number]["id"];

const categoryIds = postCategories.map((category) => category.id) as [
  PostCategoryId,
  ...PostCategoryId[],
];

/**
 * The frontmatter every article in content/posts/*.mdx (and its translations) carries.
 * `categoryName` is the category's name in the article's language: lib/posts checks it.
 */
export const postFrontmatterSchema = z.object({
  slug,
  title: lengthBetween(10),
  excerpt: paragraph,
  author: text,
  authorRole: text,
  authorImage: z.string().optional(),
  date: z.iso.date(),
  category: z.enum(categoryIds),
  categoryName: text,
  tags: z.array(text).min(1),
  estimatedReadTime: z.number().int().positive(),
});

export type PostMeta = z.infer<typeof postFrontmatterSchema>;
