import { describe, expect, it } from "vitest";
import { searchResources } from "@/lib/resource-search";

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
