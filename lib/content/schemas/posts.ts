import { z } from "zod";
import { relation } from "@/lib/content/field-roles";
import {
  draft,
  lengthBetween,
  paragraph,
  photo,
  questions,
  slug,
  text,
} from "@/lib/content/schemas/shared";

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
  author: relation("authors", slug),
  /** The publication date: an article dated in the future is scheduled, published on its day. */
  date: z.iso.date(),
  draft,
  category: z.enum(categoryIds),
  tags: z.array(text).min(1),
  estimatedReadTime: z.number().int().positive(),
  questions,
  /** The hero image; without it, the generated artwork is drawn. */
  hero: photo.optional(),
  body: z.string().trim().min(1),
});

export type Post = z.infer<typeof postSchema>;
