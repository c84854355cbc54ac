import { z } from "zod";
import { lengthBetween, name, paragraph, slug, text } from "@/content/schemas";

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
 * An article as its file holds it (content/posts/<locale>/<slug>.mdx): the front matter without
 * the slug (the file name) and the category's name (the category's, in the page's language), and
 * the MDX body.
 */
export const postSchema = z.object({
  slug,
  title: lengthBetween(10),
  excerpt: paragraph,
  author: name,
  authorRole: text,
  authorImage: z.string().optional(),
  date: z.iso.date(),
  category: z.enum(categoryIds),
  tags: z.array(text).min(1),
  estimatedReadTime: z.number().int().positive(),
  body: z.string().min(1),
});

/** An article's details as the pages show them: `categoryName` in the page's language. */
export type PostMeta = Omit<z.infer<typeof postSchema>, "body"> & {
  categoryName: string;
  /** "en" while the edition serves the English article (its translation is missing). */
  lang?: "en";
};
