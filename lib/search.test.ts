import { describe, expect, it } from "vitest";
import { searchItems, type SearchItem } from "@/lib/search";
import { buildSearchIndex } from "@/lib/search-index";
import { splitLocalePath } from "@/lib/i18n/locales";

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

describe("searchItems in German and Chinese", () => {
  const german = [
    item("Über uns", "Wer wir sind und wofür wir stehen"),
    item("Datenlösungen", "Pipelines für Größe und Qualität"),
  ];
  const chinese = [
    item("智能体 AI 的未来", "从 Copilot 到同事"),
    item("AI 伦理", "公平性在上线前经过测试"),
    item("数据基础设施", "实时流处理，每秒两百万个事件"),
  ];

  it("matches umlauts and ß in any case, composed or decomposed", () => {
    expect(searchItems(german, "ÜBER").map((i) => i.title)).toEqual(["Über uns"]);
    expect(searchItems(german, "lösung").map((i) => i.title)).toEqual(["Datenlösungen"]);
    expect(searchItems(german, "Lo\u0308sungen").map((i) => i.title)).toEqual(["Datenlösungen"]);
    expect(searchItems(german, "GRÖSSE").map((i) => i.title)).toEqual(["Datenlösungen"]);
    expect(searchItems(german, "größe").map((i) => i.title)).toEqual(["Datenlösungen"]);
  });

  it("finds Chinese text by any substring, with no word boundaries", () => {
    expect(searchItems(chinese, "基础").map((i) => i.title)).toEqual(["数据基础设施"]);
    expect(searchItems(chinese, "上线前").map((i) => i.title)).toEqual(["AI 伦理"]);
    expect(searchItems(chinese, "流处理").map((i) => i.title)).toEqual(["数据基础设施"]);
  });

  it("ignores the spaces around Latin words in Chinese text, in the text and the query", () => {
    expect(searchItems(chinese, "AI伦理").map((i) => i.title)).toEqual(["AI 伦理"]);
    expect(searchItems(chinese, "ai伦理").map((i) => i.title)).toEqual(["AI 伦理"]);
    expect(searchItems(chinese, "体AI的").map((i) => i.title)).toEqual(["智能体 AI 的未来"]);
    expect(searchItems(chinese, "从Copilot").map((i) => i.title)).toEqual(["智能体 AI 的未来"]);
    expect(searchItems(chinese, "数据 基础").map((i) => i.title)).toEqual(["数据基础设施"]);
  });

  it("folds full-width Latin letters and ranks Chinese title prefixes first", () => {
    expect(searchItems(chinese, "ＡＩ").map((i) => i.title)).toEqual([
      "AI 伦理",
      "智能体 AI 的未来",
    ]);
  });
});

describe("each edition's search index", () => {
  const english = buildSearchIndex("en");

  it("lists the same entries in every edition, with URLs in that edition", () => {
    for (const locale of ["de", "zh"] as const) {
      const index = buildSearchIndex(locale);
      expect(index.map((entry) => entry.id)).toEqual(english.map((entry) => entry.id));
      for (const entry of index)
        expect(entry.url, entry.id).toMatch(new RegExp(`^/${locale}(/|#|$)`));
    }
    expect(english.filter((entry) => splitLocalePath(entry.url).locale !== "en")).toEqual([]);
  });

  it("finds German pages by German words, umlauts in any case", () => {
    const results = searchItems(buildSearchIndex("de"), "ÜBER UNS");
    expect(results[0]).toMatchObject({ url: "/de/about" });
  });

  it("finds Chinese articles by a substring of their title", () => {
    const results = searchItems(buildSearchIndex("zh"), "流处理");
    expect(results.map((entry) => entry.url)).toContain("/zh/blog/stream-processing-at-scale");
    expect(results.every((entry) => entry.url.startsWith("/zh"))).toBe(true);
  });
});
