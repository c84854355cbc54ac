import { describe, expect, it } from "vitest";
import { searchResources } from "@/lib/resource-search";
import { resourceTabs } from "@/lib/resource-tabs";

const r = (
  title: string,
  category: "whitepapers" | "webinars" | "research" | "tools",
  description = "",
) => ({
  title,
  category,
  description,
});
const resources = [
  r("Agent evaluation", "whitepapers", "How to test agents"),
  r("Streaming live", "webinars", "Kafka in practice"),
  r("Drift study", "research", "Agents and drift"),
  r("evalkit", "tools", "A test harness"),
];

describe("searchResources", () => {
  it("groups everything by tab when the search is empty", () => {
    const tabs = searchResources(resources, " ");
    expect(Object.values(tabs).map((list) => list.length)).toEqual([1, 1, 1, 1]);
  });

  it("applies the search to every tab, on title or description, case-insensitively", () => {
    const tabs = searchResources(resources, "AGENT");
    expect(tabs.whitepapers.map((x) => x.title)).toEqual(["Agent evaluation"]);
    expect(tabs.research.map((x) => x.title)).toEqual(["Drift study"]);
    expect(tabs.webinars).toEqual([]);
    expect(tabs.tools).toEqual([]);
  });

  it("can leave every tab empty", () => {
    expect(Object.values(searchResources(resources, "nothing like this")).flat()).toEqual([]);
  });
});

describe("searchResources in other languages", () => {
  const translated = [
    r("Agenten in Produktion bewerten", "whitepapers", "Prüfstände für KI-Agenten"),
    r("规模化流处理", "webinars", "来自 Stream House 的经验"),
  ];

  it("finds German words in any case and Chinese substrings without spaces", () => {
    expect(searchResources(translated, "PRÜF").whitepapers).toHaveLength(1);
    expect(searchResources(translated, "流处理").webinars).toHaveLength(1);
    expect(searchResources(translated, "来自Stream").webinars).toHaveLength(1);
  });

  it("names every tab by a message key of the blog area", () => {
    expect(resourceTabs.map((tab) => tab.label)).toEqual([
      "blog.resources.tab.whitepapers",
      "blog.resources.tab.webinars",
      "blog.resources.tab.research",
      "blog.resources.tab.tools",
    ]);
  });
});
