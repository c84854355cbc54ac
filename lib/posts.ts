import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import matter from "gray-matter";
import { postCategories, postFrontmatterSchema, type PostMeta } from "@/content/post-schema";

export type { PostMeta };
export type Post = { meta: PostMeta; body: string };

const postsDir = join(process.cwd(), "content", "posts");

/** Parses one article: YAML frontmatter validated by the schema, MDX body. */
export function parsePost(fileName: string, source: string): Post {
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
    throw new Error(`content/posts/${fileName}: invalid frontmatter\n  ${problems.join("\n  ")}`);
  }
  if (`${parsed.data.slug}.mdx` !== fileName) {
    throw new Error(
      `content/posts/${fileName}: slug "${parsed.data.slug}" must match the file name`,
    );
  }
  return { meta: parsed.data, body: content };
}

let cache: Post[] | undefined;

/** Every article, newest first. Adding an article is adding one .mdx file to content/posts. */
export function getAllPosts(): Post[] {
  cache ??= (existsSync(postsDir) ? readdirSync(postsDir) : [])
    .filter((name) => name.endsWith(".mdx"))
    .map((name) => parsePost(name, readFileSync(join(postsDir, name), "utf8")))
    .sort(
      (a, b) => b.meta.date.localeCompare(a.meta.date) || a.meta.slug.localeCompare(b.meta.slug),
    );
  return cache;
}

export function getAllPostMeta(): PostMeta[] {
  return getAllPosts().map((post) => post.meta);
}

export function getPost(slug: string): Post | undefined {
  return getAllPosts().find((post) => post.meta.slug === slug);
}

export function getPostMeta(slug: string): PostMeta | undefined {
  return getPost(slug)?.meta;
}

export function getCategoryName(id: string): string {
  return postCategories.find((category) => category.id === id)?.name ?? id;
}

export function postPath(slug: string): string {
  return `/blog/${slug}`;
}
