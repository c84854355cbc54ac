// Post-build: the answers' term index of each exported edition (lib/answers/term-index.ts), read
// from the pages the build wrote: for each page of the edition's search index, the <main> as
// Pagefind indexes it (scripts/search-index.mjs), cut into sections, cards of other pages left
// out. Tessa loads it with the search index when the chat's input gets focus.
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { answerIndexOf, type ExportPage } from "../lib/answers/answer-index";
import { exportedLocales, type Locale } from "../lib/i18n";
import type { SearchIndex } from "../lib/search";
import { searchIndexPath } from "../lib/search-client";
import { termIndexPath } from "../lib/answers/term-index";
import { matchPath } from "../lib/site-pages";
import { indexedMain } from "./search-index.mjs";

const out = fileURLToPath(new URL(`../${process.env.EXPORT_DIR ?? "out"}/`, import.meta.url));

const readIndex = (locale: Locale) =>
  JSON.parse(readFileSync(join(out, searchIndexPath(locale)), "utf8")) as SearchIndex;

/** A page of the export by its URL: its <main> as Pagefind reads it. */
function exportPage(url: string): ExportPage {
  const file = join(out, url === "/" ? "index.html" : `${url}.html`);
  return { url, main: indexedMain(readFileSync(file, "utf8")) };
}

// A topic's or a type's list only repeats the cards of pages that answer for themselves.
const copyTemplates = new Set(["topic", "resourceType"]);
const isCopy = (id: string) => copyTemplates.has(matchPath(id)?.key ?? "");
// The pages about the company itself, which a question addressed to it ("do you…") asks.
const ownTemplates = new Set(["about", "careers", "contact", "privacy", "terms", "clientPortal"]);
const isOwn = (id: string) => ownTemplates.has(matchPath(id)?.key ?? "");

const english = readIndex("en");
for (const locale of exportedLocales()) {
  const index = locale === "en" ? english : readIndex(locale);
  const data = answerIndexOf(index, locale, exportPage, english, isCopy, isOwn);
  const path = join(out, termIndexPath(locale));
  writeFileSync(path, JSON.stringify(data));
}
console.log(`Answer index: ${exportedLocales().length} editions.`);
