import { describe, expect, it } from "vitest";
import { answerIndexOf, type ExportPage } from "@/lib/answers/answer-index";
import { decodeCounts, pageFields } from "@/lib/answers/term-index";
import type { SearchIndex, SearchItem } from "@/lib/search";
import { stem } from "@/lib/text/words";

const item = (id: string, url: string, title: string, extra: Partial<SearchItem> = {}) =>
  ({ id, url, title, description: "", type: "page", ...extra }) as SearchItem;

const english: SearchIndex = {
  items: [
    item("/work", "/work", "Our work", { questions: ["past client projects"] }),
    item("/work/leaks", "/work/leaks", "Leak detection"),
    item("/topic/water", "/topic/water", "Articles on water"),
  ],
};
const german: SearchIndex = {
  items: [
    item("/work", "/de/work", "Unsere Arbeit"),
    item("/work/leaks", "/de/work/leaks", "Lecksuche"),
    item("/work/leaks#x", "/de/work/leaks#x", "Ein Abschnitt"),
    item("/topic/water", "/de/topic/water", "Artikel zu Wasser"),
  ],
};
const html: Record<string, string> = {
  "/work": `<h1>Our work</h1><p>Projects we measured.</p><article><h2><a href="/work/leaks">Leak detection</a></h2><p>LoRaWAN sensors</p></article>`,
  "/work/leaks": `<h1>Leak detection</h1><p>Sensors on <strong>LoRaWAN</strong>.</p>`,
  "/de/work": `<h1>Unsere Arbeit</h1><p>Gemessene Projekte.</p><article><h2>Lecksuche</h2><p>LoRaWAN-Sensoren im Wassernetz</p></article>`,
  "/de/work/leaks": `<h1>Lecksuche</h1><p>Sensoren im <strong>Wassernetz</strong>, im Netz der Stadt.</p>`,
  "/topic/water": `<h1>Articles on water</h1>`,
  "/de/topic/water": `<h1>Artikel zu Wasser</h1>`,
};
const read = (url: string): ExportPage => ({ url, main: html[url] ?? "" });
const isCopy = (id: string) => id.startsWith("/topic/");

describe("answerIndexOf", () => {
  const data = answerIndexOf(german, "de", read, english, isCopy);
  const of = (url: string) => data.pages.find((p) => p.url === url);

  it("indexes each whole page once, a list that only repeats cards as a copy", () => {
    expect(data.pages.map((p) => p.url)).toEqual(["/de/work", "/de/work/leaks"]);
    expect(data.copies).toEqual(["/de/topic/water"]);
  });

  it("names the company's own pages and the edition's words of address", () => {
    const own = answerIndexOf(german, "de", read, english, isCopy, (id) => id === "/work");
    expect(own.own).toEqual(["/de/work"]);
    expect(own.you?.split(" ")).toEqual(expect.arrayContaining(["ihr", "euch", "Sie"]));
  });

  it("leaves a card out of the list that shows it, whether linked or headed with the page's title", () => {
    const list = decodeCounts(of("/de/work")?.body).counts;
    expect(list.has(stem("lorawan", "de"))).toBe(false);
    expect(decodeCounts(of("/de/work/leaks")?.body).counts.has(stem("sensoren", "de"))).toBe(true);
  });

  it("reads a German compound as its parts too, when the edition knows them", () => {
    const body = decodeCounts(of("/de/work/leaks")?.body).counts;
    expect(body.has(stem("wassernetz", "de"))).toBe(true);
    expect(body.get(stem("wasser", "de"))).toBe(1);
    expect(body.get(stem("netz", "de"))).toBe(2);
  });

  it("gives every page of another edition the English page's title, headings, stress and questions", () => {
    const terms = decodeCounts(of("/de/work")?.english).counts;
    expect([...terms.keys()]).toEqual(
      expect.arrayContaining([stem("past", "en"), stem("client", "en"), stem("projects", "en")]),
    );
    expect(decodeCounts(of("/de/work/leaks")?.english).counts.has(stem("lorawan", "en"))).toBe(
      true,
    );
  });
});

describe("pageFields", () => {
  it("stresses the initials of a name the page spells out, except in German", () => {
    const section = { level: 3, heading: "Maya", text: "Chief Technology Officer", stressed: [] };
    expect(decodeCounts(pageFields([section], "en").stressed).counts.has("cto")).toBe(true);
    expect(decodeCounts(pageFields([section], "de").stressed).counts.has("cto")).toBe(false);
  });
});
