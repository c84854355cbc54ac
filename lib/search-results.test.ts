import { describe, expect, it } from "vitest";
import type { PageMatch } from "@/lib/pagefind-pages";
import type { SearchItem } from "@/lib/search";
import { mergeResults } from "@/lib/search-results";

const item = (url: string): SearchItem => ({
  id: url,
  url,
  title: url,
  description: "",
  type: "page",
});
const text = (url: string): PageMatch => ({
  url,
  title: url,
  type: "page",
  excerpt: "x",
  sections: [],
});

describe("mergeResults", () => {
  it("lists the page about the query first, then the floor, then the full text, each once", () => {
    const urls = mergeResults(
      [
        { item: item("/careers"), score: 0.9 },
        { item: item("/weak"), score: 0.01 },
      ],
      [item("/jobs-post"), item("/careers")],
      [text("/blog"), text("/careers")],
    ).map((result) => result.url);
    expect(urls).toEqual(["/careers", "/jobs-post", "/blog"]);
  });
});
