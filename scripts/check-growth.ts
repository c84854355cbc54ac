// Room to grow (npm run test:growth): on a copy of content/, an owner's first weeks: one more
// job, 50 more articles (half of them translated, half in English only), 10 more resources and 5
// more case studies, cloned from the entries there are, and two new services, one of them written
// as one English file (scripts/check-new-service.ts). The copy is built in every edition into
// out-growth/, and every page of it goes through the page budgets (scripts/check-budgets.ts): a
// list page's budget follows its page size, so adding entries never fails one. Then the new
// services are looked for in every edition: their pages, the sitemap, the search indexes and the
// footer. Before it grows, the copy goes through a translators' round trip (XLIFF out and in,
// scripts/translators-round-trip.ts), whose German is then looked for on /de.
import { execFileSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import YAML from "yaml";
import { locales } from "@/lib/i18n/locales";
import { copyContent, type ContentCopy } from "@/lib/xliff/content-copy";
import { addNewServices, newServiceProblems } from "./check-new-service";
import { translatorsProblems, translatorsRoundTrip } from "./translators-round-trip";

const out = process.env.GROWTH_EXPORT_DIR ?? "out-growth";
const copy = process.argv[1]?.endsWith("check-growth.ts") ? copyContent() : undefined;
const content = copy?.root ?? "content";

/** Gives a cloned entry a title and a place of its own; every other byte is kept. */
export function cloneEntry(source: string, number: number): string {
  const front = /^---\r?\n([\s\S]*?)\r?\n---(\r?\n[\s\S]*)?$/.exec(source);
  const yaml = front ? (front[1] ?? "") : source;
  const doc = YAML.parseDocument(yaml);
  if (doc.errors.length > 0) throw new Error(doc.errors[0]?.message);
  const title = doc.get("title");
  if (typeof title === "string") doc.set("title", `${title} ${number}`);
  if (typeof doc.get("order") === "number") doc.set("order", 1000 + number);
  const text = doc.toString({ lineWidth: 0 });
  return front ? `---\n${text}---${front[2] ?? ""}` : text;
}

/**
 * `count` clones of a collection's English entries, each with the translations of its source,
 * or (`englishOnly`) none, so the other editions list it in English.
 */
function grow(collection: string, count: number, englishOnly = (_number: number) => false) {
  const english = readdirSync(join(content, collection, "en")).sort();
  for (let number = 1; number <= count; number++) {
    const file = english[(number - 1) % english.length] ?? "";
    const [, name, extension] = /^(.*?)(\.\w+)$/.exec(file) ?? [];
    const clone = `${name}-grown-${number}${extension}`;
    for (const locale of locales) {
      const from = join(content, collection, locale, file);
      if (!existsSync(from) || (locale !== "en" && englishOnly(number))) continue;
      writeFileSync(
        join(content, collection, locale, clone),
        cloneEntry(readFileSync(from, "utf8"), number),
      );
    }
  }
}

async function main(copy: ContentCopy) {
  translatorsRoundTrip(copy);
  grow("jobs", 1);
  grow("posts", 50, (number) => number % 2 === 0);
  grow("resources", 10);
  grow("case-studies", 5);
  addNewServices(content);
  const env = { ...process.env, CONTENT_DIR: content, EXPORT_DIR: out };
  const problems: string[] = [];
  try {
    execFileSync("npm", ["run", "build"], { env, stdio: ["ignore", "ignore", "inherit"] });
    execFileSync("npx", ["tsx", "scripts/check-budgets.ts"], { env, stdio: "inherit" });
    problems.push(...(await newServiceProblems(out)).map((problem) => `New services: ${problem}`));
    problems.push(...translatorsProblems(out, copy).map((problem) => `Translators: ${problem}`));
  } finally {
    copy.remove();
  }
  for (const problem of problems) console.error(problem);
  if (problems.length > 0) process.exit(1);
  console.log("New services: their pages in every edition, in the sitemap, search and the footer.");
  console.log("Translators: the imported German on /de, and neither entry in the report.");
}

if (copy) await main(copy);
