import { describe, expect, it } from "vitest";
import { filterPosts, type FilterablePost } from "@/lib/blog-filter";

const post = (slug: string, category: string, title = slug, excerpt = ""): FilterablePost => ({
  slug,
  category,
  title,
  excerpt,
});

const posts = [
  post("featured", "agentic-ai", "Agents at work", "What agents change"),
  post("b", "ethics", "Ethical pipelines", "Consent and lineage"),
  post("c", "agentic-ai", "Orchestration", "Supervisor agents"),
  post("d", "data-infra", "Streams", "Kafka at scale"),
];

const slugs = (result: ReturnType<typeof filterPosts>) => ({
  featured: result.featured?.slug ?? null,
  grid: result.grid.map((p) => p.slug),
});

describe("filterPosts", () => {
  it("unfiltered: the first post is featured and the grid holds every other post", () => {
    expect(slugs(filterPosts(posts, { topic: "all", query: "" }))).toEqual({
      featured: "featured",
      grid: ["b", "c", "d"],
    });
  });

  it("by topic: the featured post stays when it matches, and no matching post is dropped", () => {
    expect(slugs(filterPosts(posts, { topic: "agentic-ai", query: "" }))).toEqual({
      featured: "featured",
      grid: ["c"],
    });
  });

  it("by topic: when the featured post does not match it hides, and every match fills the grid", () => {
    expect(slugs(filterPosts(posts, { topic: "ethics", query: "" }))).toEqual({
      featured: null,
      grid: ["b"],
    });
    expect(slugs(filterPosts(posts, { topic: "data-infra", query: "" }))).toEqual({
      featured: null,
      grid: ["d"],
    });
  });

  it("search matches title or excerpt, case-insensitively, trimmed", () => {
    expect(slugs(filterPosts(posts, { topic: "all", query: "  KAFKA " }))).toEqual({
      featured: null,
      grid: ["d"],
    });
    expect(slugs(filterPosts(posts, { topic: "all", query: "agents" }))).toEqual({
      featured: "featured",
      grid: ["c"],
    });
  });

  it("topic AND search must both match", () => {
    expect(slugs(filterPosts(posts, { topic: "ethics", query: "agents" }))).toEqual({
      featured: null,
      grid: [],
    });
    expect(slugs(filterPosts(posts, { topic: "agentic-ai", query: "supervisor" }))).toEqual({
      featured: null,
      grid: ["c"],
    });
  });

  it("returns every matching post exactly once", () => {
    for (const topic of ["all", "agentic-ai", "ethics", "data-infra", "tutorials"]) {
      for (const query of ["", "a", "e", "zzz"]) {
        const { featured, grid } = filterPosts(posts, { topic, query });
        const shown = [...(featured ? [featured] : []), ...grid].map((p) => p.slug);
        const expected = posts
          .filter(
            (p) =>
              (topic === "all" || p.category === topic) &&
              (p.title + "\n" + p.excerpt).toLowerCase().includes(query),
          )
          .map((p) => p.slug);
        expect(shown.sort(), `${topic}/${query}`).toEqual(expected.sort());
      }
    }
  });
});

describe("filterPosts in Chinese", () => {
  const chinese = [
    post("a", "agentic-ai", "智能体 AI 的未来", "从 Copilot 到同事"),
    post("b", "ethics", "构建合乎伦理的数据基础设施", "同意追踪与数据血缘"),
  ];

  it("matches a substring of a title or excerpt, spaces around Latin words aside", () => {
    expect(slugs(filterPosts(chinese, { topic: "all", query: "数据血缘" }))).toEqual({
      featured: null,
      grid: ["b"],
    });
    expect(slugs(filterPosts(chinese, { topic: "all", query: "智能体AI" }))).toEqual({
      featured: "a",
      grid: [],
    });
  });
});
