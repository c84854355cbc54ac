import { describe, expect, it } from "vitest";
import { ranker, type Candidate } from "@/lib/answers/rank";
import { encodeCounts, type TermIndexData } from "@/lib/answers/term-index";
import { words, wordsOf } from "@/lib/text/words";
import type { Locale } from "@/lib/i18n";

const page = (url: string, title: string, description: string, questions?: string[]) =>
  ({ url, title, description, type: "page", ...(questions && { questions }) }) as Candidate;
const field = (text: string, locale: Locale = "en") => encodeCounts(words(text, locale));

const items = [
  page("/careers", "Careers", "Open positions", ["Are you hiring?"]),
  page("/hr", "AI for Human Resources", "Fair screening for recruiters"),
  page("/streaming", "Stream House", "Real-time streaming platforms"),
  page("/fleet", "Fleet tracking", "A case study"),
  page("/topic/streams", "Articles on streams", "Every article on streams"),
];
const terms: TermIndexData = {
  pages: [
    { url: "/careers", body: field("Benefits and parental leave for every employee") },
    {
      url: "/hr",
      heading: field("Hiring tools are regulated"),
      body: field("Hiring tools, hiring audits and hiring decisions need bias audits for hiring"),
    },
    { url: "/streaming", heading: field("Event-driven systems"), body: field("Kafka and Flink") },
    {
      url: "/fleet",
      stressed: field("ClickHouse"),
      body: field("We stream positions into ClickHouse for every vehicle"),
    },
  ],
  copies: ["/topic/streams"],
  own: ["/careers"],
  you: "you your Sie 你",
};
const rank = (question: string, locale: Locale = "en") => {
  const index = ranker(items, terms, locale);
  return index.rank(wordsOf(question, locale));
};
const first = (question: string) => rank(question).ranked[0]?.item.url;

describe("ranker", () => {
  it("prefers the page whose own question states the question to one that repeats its words", () => {
    expect(first("are you hiring?")).toBe("/careers");
  });

  it("finds a technology product named only in a page's body and chips", () => {
    expect(first("do you use ClickHouse?")).toBe("/fleet");
  });

  it("ranks a page by what its title and headings name above what its body mentions", () => {
    expect(first("event-driven streaming")).toBe("/streaming");
  });

  it("leaves out a list that only repeats other pages' cards", () => {
    expect(rank("articles on streams").ranked.map((r) => r.item.url)).not.toContain(
      "/topic/streams",
    );
  });

  it("says how much of the question the candidate holds, a word no page holds counting most", () => {
    const { ranked, unknown } = rank("ClickHouse weather");
    expect(ranked[0]?.held).toBeLessThan(0.5);
    expect(unknown).toBeGreaterThan(0.5);
    expect(rank("ClickHouse").ranked[0]?.held).toBe(1);
  });

  it("counts a guessed stem for less than a word the visitor wrote", () => {
    const index = ranker(items, terms, "en");
    const [sure] = wordsOf("ClickHouse", "en");
    if (!sure) throw new Error("no word");
    const certain = index.rank([sure]).ranked[0]?.score ?? 0;
    const guessed = index.rank([{ ...sure, guess: true }]).ranked[0]?.score ?? 0;
    expect(guessed).toBeGreaterThan(0);
    expect(guessed).toBeLessThan(certain);
  });

  it("ranks the company's own page first for a question addressed to it", () => {
    const index = ranker(
      [
        page("/careers", "Careers", "Open positions and benefits"),
        page("/hr", "AI for Human Resources", "Benefits for employees"),
        page("/other", "Other", "Other things"),
      ],
      {
        pages: [
          { url: "/careers", body: field("Benefits for employees: parental leave") },
          { url: "/hr", body: field("Recruiting tools") },
        ],
        copies: [],
        own: ["/careers"],
        you: "you your",
      },
      "en",
    );
    const ask = (question: string) =>
      index.rank(wordsOf(question, "en"), index.addresses(question)).ranked[0]?.item.url;
    expect(ask("benefits for employees")).toBe("/hr");
    expect(ask("your benefits for employees")).toBe("/careers");
  });

  it("ranks a service before an article on a short question, not on a long one", () => {
    const service = { ...page("/service", "Streaming", "Pipelines"), type: "service" } as Candidate;
    const article = { ...page("/article", "Streaming", "Pipelines"), type: "blog" } as Candidate;
    const index = ranker([article, service], { pages: [], copies: [] }, "en");
    const top = (question: string) => index.rank(wordsOf(question, "en")).ranked[0]?.item.url;
    expect(top("streaming pipelines")).toBe("/service");
    expect(top("streaming pipelines stall when one source goes quiet overnight")).toBe("/article");
  });

  it("tells a question addressed to the company by its words of address", () => {
    const index = ranker(items, terms, "en");
    expect(index.addresses("Are YOU hiring?")).toBe(true);
    expect(index.addresses("Können Sie mir helfen?")).toBe(true);
    expect(index.addresses("Was machen sie?")).toBe(false);
    expect(index.addresses("你们招人吗")).toBe(true);
    expect(index.addresses("hiring tools for recruiters")).toBe(false);
  });

  it("finds a page by the English page's terms in another edition", () => {
    const german = ranker(
      [page("/de/streaming", "Echtzeit", "Plattformen"), page("/de/other", "Anderes", "Etwas")],
      {
        pages: [{ url: "/de/streaming", english: field("Event streaming with Kafka") }],
        copies: [],
      },
      "de",
    );
    expect(german.rank(wordsOf("Nutzt ihr Kafka?", "de")).ranked[0]?.item.url).toBe(
      "/de/streaming",
    );
  });
});
