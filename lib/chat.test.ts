import { describe, expect, it } from "vitest";
import { answerFrom, keywords, searchTerms, type Passage } from "@/lib/chat";

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

describe("searchTerms", () => {
  it("searches the words as written, accents kept, without the stop words", () => {
    expect(searchTerms("Proposez-vous de la détection de fraude ?")).toEqual([
      "proposez",
      "détection",
      "fraude",
    ]);
    expect(keywords("Proposez-vous de la détection de fraude ?")).toEqual([
      "proposez",
      "detection",
      "fraude",
    ]);
    expect(searchTerms("你们做数据治理吗？")).toEqual(["做数", "数据", "据治", "治理"]);
  });
});

describe("answerFrom", () => {
  const passage = (over: Partial<Passage>): Passage => ({
    pageTitle: "A page",
    pageUrl: "/page",
    type: "page",
    heading: "A section",
    url: "/page#section",
    text: "Some text.",
    score: 5,
    ...over,
  });
  const ngoLab = passage({
    pageTitle: "NGO Lab — Free development for nonprofits",
    pageUrl: "/services/ngo-lab",
    type: "service",
    heading: "How it works",
    url: "/services/ngo-lab#steps-title",
    text: "NGO Lab is our free development program for nonprofits. We select projects quarterly.",
    score: 9,
  });
  const playbook = passage({
    pageTitle: "A Practical AI Playbook for Nonprofits",
    pageUrl: "/blog/ai-for-nonprofits-playbook",
    type: "blog",
    text: "Small teams, tight budgets, high stakes for nonprofits.",
    score: 11,
  });

  it("answers with the best passage and up to two more pages", () => {
    const answer = answerFrom([playbook, ngoLab], "Do you work with nonprofits?");
    expect(answer?.passage.pageUrl).toBe("/services/ngo-lab");
    expect(answer?.more).toEqual([{ title: playbook.pageTitle, url: playbook.pageUrl }]);
  });

  it("ranks by score where the pages are of a kind, and never lists a page twice", () => {
    const other = passage({ pageUrl: "/blog/b", pageTitle: "Nonprofits again", score: 3 });
    const same = { ...playbook, url: "/blog/ai-for-nonprofits-playbook#x" };
    const answer = answerFrom([other, playbook, same], "nonprofits");
    expect(answer?.passage).toBe(playbook);
    expect(answer?.more.map((m) => m.url)).toEqual(["/blog/b"]);
  });

  it("says nothing is good enough when a passage holds under half of the message's words", () => {
    const weak = passage({ text: "Weather in Paris is mild.", score: 20 });
    expect(answerFrom([weak], "Which kafka consultants handle streaming telemetry?")).toBeNull();
    expect(answerFrom([ngoLab], "hello there")).toBeNull();
    expect(answerFrom([], "nonprofits")).toBeNull();
  });

  it("asks more of a passage found by some of the words only: all of them but one, two at least", () => {
    const weather = passage({ text: "Forecasts from imagery and weather history.", score: 20 });
    expect(answerFrom([weather], "What's the weather tomorrow?")).not.toBeNull();
    expect(answerFrom([{ ...weather, partial: true }], "What's the weather tomorrow?")).toBeNull();
    const fraud = passage({ text: "Détection de la fraude en temps réel.", partial: true });
    expect(answerFrom([fraud], "Proposez-vous de la détection de fraude ?")).not.toBeNull();
    const one = passage({ text: "Fraude.", partial: true });
    expect(answerFrom([one], "Proposez-vous de la détection de fraude ?")).toBeNull();
  });

  it("matches inflected words and Chinese without spaces", () => {
    const german = passage({
      pageTitle: "NGO Lab — Kostenlose Entwicklung für gemeinnützige Organisationen",
      type: "service",
      text: "Wir arbeiten jedes Quartal mit gemeinnützigen Organisationen.",
    });
    expect(answerFrom([german], "Arbeiten Sie mit gemeinnützigen Organisationen?")).not.toBeNull();
    const chinese = passage({ text: "NGO Lab 为非营利组织免费开发软件。" });
    expect(answerFrom([chinese], "你们和非营利组织合作吗？")).not.toBeNull();
  });
});
