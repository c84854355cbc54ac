// Post-build: the answers' term index of each exported edition (lib/answers/term-index.ts), read
// from the pages the build wrote: for each page of the edition's search index, the <main> as
// Pagefind indexes it (scripts/search-index.mjs), cut into sections, cards of other pages left
// out. Tessa loads it with the search index when the chat's input gets focus.
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { answerIndexOf, type ExportPage } from "../lib/answers/answer-index";
import { exportedEditions, type Edition } from "../lib/i18n";
import type { SearchIndex } from "../lib/search";
import { searchIndexPath } from "../lib/search-client";
import { termIndexPath } from "../lib/answers/term-index";
import { matchPath } from "../lib/site-pages";
import { indexedDocument } from "./search-index.mjs";

const out = fileURLToPath(new URL(`../${process.env.EXPORT_DIR ?? "out"}/`, import.meta.url));

const readIndex = (locale: Edition) =>
  JSON.parse(readFileSync(join(out, searchIndexPath(locale)), "utf8")) as SearchIndex;

/** A page of the export by its URL: its <main> as Pagefind reads it. */
function exportPage(url: string): ExportPage {
  const file = join(out, url === "/" ? "index.html" : `${url}.html`);
  // The type is a Pagefind meta with no text of its own: the answer index never reads it.
  const html = indexedDocument(readFileSync(file, "utf8"), { url, type: "" });
  return { url, main: /<main\b[^>]*>([\s\S]*)<\/main>/.exec(html)?.[1] ?? "" };
}

// A topic's or a type's list only repeats the cards of pages that answer for themselves.
const copyTemplates = new Set(["topic", "resourceType"]);
const isCopy = (id: string) => copyTemplates.has(matchPath(id)?.key ?? "");

const english = readIndex("en");
for (const locale of exportedEditions()) {
  const index = locale === "en" ? english : readIndex(locale);
  const data = answerIndexOf(index, locale, exportPage, english, isCopy);
  const path = join(out, termIndexPath(locale));
  writeFileSync(path, JSON.stringify(data));
}
console.log(`Answer index: ${exportedEditions().length} editions.`);
