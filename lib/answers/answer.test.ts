import { describe, expect, it } from "vitest";
import { answerQuestion, answerSources, questionWords } from "@/lib/answers/answer";
import type { TermIndexData } from "@/lib/answers/term-index";
import { encodeCounts } from "@/lib/answers/term-index";
import type { SearchIndex, SearchItem } from "@/lib/search";
import { words } from "@/lib/text/words";

const item = (url: string, title: string, description: string, extra: Partial<SearchItem> = {}) =>
  ({ id: url, url, title, description, type: "page", ...extra }) as SearchItem;

const index: SearchIndex = {
  items: [
    item("/careers", "Careers", "Open positions", { questions: ["Are you hiring?"] }),
    item("/fleet", "Fleet tracking", "Real-time tracking for a delivery fleet"),
    item("/ngo", "NGO Lab", "Free development for associations and nonprofits"),
    item("/contact", "Contact", "Write to us", {
      id: "intent:3",
      questions: ["pricing", "prices and costs"],
      reply: "We don't publish prices.",
    }),
  ],
};
const terms: TermIndexData = {
  pages: [
    {
      url: "/fleet",
      stressed: encodeCounts(words("ClickHouse", "en")),
      body: encodeCounts(words("Positions stream into ClickHouse", "en")),
    },
    {
      url: "/careers",
      body: encodeCounts(words("A laptop of your choice and parental leave", "en")),
    },
  ],
  copies: [],
};
const sources = answerSources(index, "en", terms, null);

describe("answerQuestion", () => {
  it("answers with the page that holds the question, quoting its description without a full text", async () => {
    const reply = await answerQuestion("do you use clickhouse?", sources);
    expect(reply).toMatchObject({ kind: "page", url: "/fleet", text: index.items[1]?.description });
  });

  it("says plainly that it found nothing when no page addresses the question", async () => {
    expect(await answerQuestion("what's the weather in Lisbon tomorrow", sources)).toEqual({
      kind: "none",
    });
  });

  it("takes one word a page only mentions in its running text for a word in passing, not an answer", async () => {
    expect(await answerQuestion("can you fix my laptop", sources)).toEqual({ kind: "none" });
    expect(await answerQuestion("a laptop and parental leave?", sources)).toMatchObject({
      kind: "page",
      url: "/careers",
    });
  });

  it("gives the reply of an intent the site has no page for, whatever the question's topic", async () => {
    expect(await answerQuestion("what would fleet tracking cost?", sources)).toEqual({
      kind: "none",
      reply: "We don't publish prices.",
    });
  });
});

describe("answerQuestion, two jobs alike", () => {
  const jobs = answerSources(
    {
      items: [
        item("/careers", "Careers", "Open positions and how we work"),
        item("/careers/engineer", "Engineer (remote)", "Build pipelines", { type: "job" }),
        item("/careers/designer", "Designer (remote)", "Design reviews", { type: "job" }),
      ],
    },
    "en",
    {
      pages: [{ url: "/careers", heading: encodeCounts(words("Flexible and remote work", "en")) }],
      copies: [],
    },
    null,
  );

  it("answers with their list when two jobs tie on the question, the jobs as more links", async () => {
    const reply = await answerQuestion("can I work remote?", jobs);
    expect(reply).toMatchObject({ kind: "page", url: "/careers" });
    expect(reply.kind === "page" && reply.more.map((link) => link.url)).toContain(
      "/careers/engineer",
    );
    expect(await answerQuestion("engineer pipelines?", jobs)).toMatchObject({
      url: "/careers/engineer",
    });
  });
});

describe("questionWords", () => {
  it("reads a truncation and a slip as the index's words, and drops chat shorthand", () => {
    const read = questionWords("hw abt the clickhuose for assos", sources).map((w) => w.stem);
    expect(read).toEqual([...words("clickhouse associations", "en")]);
  });
});
