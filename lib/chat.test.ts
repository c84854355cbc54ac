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

const dePages: SearchItem[] = [
  {
    id: "a",
    title: "Agentische KI",
    description: "Autonome Agenten und Copiloten",
    type: "service",
    url: "/de/services/agentic-ai",
  },
  {
    id: "b",
    title: "Datenlösungen",
    description: "Datenplattformen, Governance und Migration",
    type: "service",
    url: "/de/services/data-solutions",
  },
];

const zhPages: SearchItem[] = [
  {
    id: "a",
    title: "智能体 AI",
    description: "自主智能体与智能助手",
    type: "service",
    url: "/zh/services/agentic-ai",
  },
  {
    id: "b",
    title: "数据解决方案",
    description: "数据平台、数据治理与迁移",
    type: "service",
    url: "/zh/services/data-solutions",
  },
  {
    id: "c",
    title: "加入我们",
    description: "面向工程师的开放职位",
    type: "page",
    url: "/zh/careers",
  },
];

describe("keywords", () => {
  it("keeps meaningful words only, lower-cased and once", () => {
    expect(keywords("Can you tell me about the NGO lab? The NGO lab!")).toEqual(["ngo", "lab"]);
  });

  it("drops stop words of every language and folds accents", () => {
    expect(keywords("Können Sie mir bei Datenlösungen helfen?")).toEqual([
      "datenlosungen",
      "helfen",
    ]);
    expect(keywords("Comment gérez-vous les données ?")).toEqual(["gerez", "donnees"]);
  });

  it("cuts Chinese into character pairs without the ones that carry no topic", () => {
    expect(keywords("请问你们提供数据治理吗")).toEqual(["数据", "据治", "治理"]);
    expect(keywords("你们能帮我们做智能体吗？")).toEqual(["做智", "智能", "能体"]);
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

  it("matches the page language's titles and descriptions, accents or not", () => {
    expect(suggestPages(dePages, "Wer hilft bei Datenlosungen?").map((p) => p.url)).toEqual([
      "/de/services/data-solutions",
    ]);
    expect(suggestPages(dePages, "Copiloten für den Vertrieb").map((p) => p.url)).toEqual([
      "/de/services/agentic-ai",
    ]);
  });

  it("matches Chinese messages, which have no spaces", () => {
    expect(suggestPages(zhPages, "你们能帮我们做数据治理吗？").map((p) => p.url)).toEqual([
      "/zh/services/data-solutions",
    ]);
    expect(suggestPages(zhPages, "有工程师职位吗").map((p) => p.url)).toEqual(["/zh/careers"]);
  });

  it("offers nothing for a message with no matching words", () => {
    expect(suggestPages(pages, "hello there")).toEqual([]);
  });
});
