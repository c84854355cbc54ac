import { describe, expect, it } from "vitest";
import { searchItems, type SearchItem } from "@/lib/search";

const item = (title: string, description: string): SearchItem => ({
  id: title,
  title,
  description,
  type: "page",
  url: `/${title.toLowerCase().replace(/\W+/g, "-")}`,
});

const items = [
  item("Data Solutions", "Pipelines, governance and dashboards"),
  item("Stream House", "Real-time streaming with Kafka"),
  item("Careers", "Join a team that ships data products"),
  item("Real-time Data", "Streaming analytics"),
];

describe("searchItems", () => {
  it("finds nothing for a blank or whitespace-only query", () => {
    expect(searchItems(items, "")).toEqual([]);
    expect(searchItems(items, "   \t")).toEqual([]);
  });

  it("matches any case-insensitive substring of the title or the description", () => {
    expect(searchItems(items, "KAFKA").map((i) => i.title)).toEqual(["Stream House"]);
    expect(searchItems(items, "stream").map((i) => i.title)).toContain("Real-time Data");
    expect(searchItems(items, "ouse").map((i) => i.title)).toEqual(["Stream House"]);
  });

  it("ranks title matches above description matches, prefix matches first", () => {
    expect(searchItems(items, "data").map((i) => i.title)).toEqual([
      "Data Solutions",
      "Real-time Data",
      "Careers",
    ]);
  });

  it("trims the query and keeps the original order within a rank", () => {
    expect(searchItems(items, "  real-time ").map((i) => i.title)).toEqual([
      "Real-time Data",
      "Stream House",
    ]);
  });
});
