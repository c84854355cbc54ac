import { describe, expect, it } from "vitest";
import { keywords, suggestPages } from "@/lib/chat";
import type { SearchItem } from "@/lib/search";

const pages: SearchItem[] = [
  {
    id: "a",
    title: "Agentic AI",
    description: "Autonomous agents and copilots",
    type: "service",
    url: "/services/agentic-ai",
  },
  {
    id: "b",
    title: "NGO Lab",
    description: "Pro bono work for nonprofits",
    type: "service",
    url: "/services/ngo-lab",
  },
  {
    id: "c",
    title: "Careers",
    description: "Open roles for engineers",
    type: "page",
    url: "/careers",
  },
  {
    id: "d",
    title: "Stream House",
    description: "Real-time streaming",
    type: "service",
    url: "/services/stream-house",
  },
];

describe("keywords", () => {
  it("keeps meaningful words only, lower-cased and once", () => {
    expect(keywords("Can you tell me about the NGO lab? The NGO lab!")).toEqual(["ngo", "lab"]);
  });
});

describe("suggestPages", () => {
  it("offers pages whose title or description contains words of the message", () => {
    expect(
      suggestPages(pages, "Do you do pro bono work for nonprofits?").map((p) => p.url),
    ).toEqual(["/services/ngo-lab"]);
  });

  it("ranks title hits first and never offers more than the limit", () => {
    const found = suggestPages(pages, "agentic copilots streaming careers engineers", 3);
    expect(found).toHaveLength(3);
    expect(found[0]?.url).toBe("/services/agentic-ai");
  });

  it("offers nothing for a message with no matching words", () => {
    expect(suggestPages(pages, "hello there")).toEqual([]);
  });
});
