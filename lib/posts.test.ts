import { describe, expect, it } from "vitest";
import { getAllPosts, parsePost } from "@/lib/posts";

const valid = `---
slug: sample-post
title: "A sample post title"
excerpt: "An excerpt that is long enough to pass the schema's forty-character minimum."
author: "Ada Lovelace"
authorRole: "Principal Engineer"
date: 2025-01-15
category: tutorials
categoryName: Tutorials
tags: [Testing]
estimatedReadTime: 5
---

Body text.
`;

describe("parsePost", () => {
  it("parses valid frontmatter and normalizes a YAML date", () => {
    const post = parsePost("sample-post.mdx", valid);
    expect(post.meta.date).toBe("2025-01-15");
    expect(post.body.trim()).toBe("Body text.");
  });

  it("rejects a post with a missing field, naming the file and the field", () => {
    const missing = valid.replace(/^author: .*\n/m, "");
    expect(() => parsePost("sample-post.mdx", missing)).toThrow(/sample-post\.mdx[\s\S]*author/);
  });

  it("rejects a category name that does not match the category", () => {
    expect(() =>
      parsePost("sample-post.mdx", valid.replace("categoryName: Tutorials", "categoryName: MLOps")),
    ).toThrow(/categoryName/);
  });

  it("rejects a slug that differs from the file name", () => {
    expect(() => parsePost("other-name.mdx", valid)).toThrow(/must match the file name/);
  });
});

describe("the articles", () => {
  it("are eight, newest first, with the route table's read times", () => {
    const posts = getAllPosts();
    expect(posts).toHaveLength(8);
    const dates = posts.map((p) => p.meta.date);
    expect([...dates].sort().reverse()).toEqual(dates);
    const readTime = (slug: string) => posts.find((p) => p.meta.slug === slug)?.meta;
    expect(readTime("future-of-agentic-ai")).toMatchObject({
      categoryName: "Agentic AI",
      estimatedReadTime: 8,
    });
    expect(readTime("building-ethical-data-infrastructures")).toMatchObject({
      categoryName: "AI Ethics",
      estimatedReadTime: 10,
    });
    expect(readTime("stream-processing-at-scale")).toMatchObject({
      categoryName: "Data Infrastructure",
      estimatedReadTime: 12,
    });
  });

  it("each have a substantial body with headings", () => {
    for (const post of getAllPosts()) {
      expect(post.body.split(/\s+/).length, post.meta.slug).toBeGreaterThan(700);
      expect(post.body, post.meta.slug).toMatch(/^## /m);
    }
  });
});
