// The translators' round trip ends in the site (part of `npm run test:growth`, on its copy of
// content/, which has a git history of its own: lib/xliff/content-copy.ts). Before the copy
// grows, an English field changes (its German goes stale) and an article is added (missing in
// German). The German XLIFF of the stale and missing units is exported through the CLI, those two
// entries' targets filled as a tool gives them back, and the file imported through the CLI. After
// the build, `translatorsProblems` checks that /de shows both (the service page's new
// description; the article as a German page of its own, with every block of its body) and that
// `npm run translations` lists neither any more.
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { localeInfo, localePath } from "@/lib/i18n/locales";
import { pagePath } from "@/lib/page-paths";
import {
  markedGerman,
  plantedArticle,
  plantEnglishChanges,
  translated,
  type ContentCopy,
} from "@/lib/xliff/content-copy";

const locale = "de";
const service = { id: "agentic-ai", field: "description" };
const entries = [`posts/${plantedArticle}`, `services/${service.id}`];

const cli = (copy: ContentCopy, ...args: string[]) =>
  execFileSync("npx", ["tsx", "scripts/translations.ts", ...args], {
    encoding: "utf8",
    env: { ...process.env, CONTENT_DIR: copy.root },
  });

/** Plants the English changes, then exports, fills and imports their German; committed. */
export function translatorsRoundTrip(copy: ContentCopy): void {
  plantEnglishChanges(copy);
  const file = copy.path("..", `${locale}.xlf`);
  cli(copy, "export", "--locale", locale, "--only", "missing,stale", "--out", file);
  const ours = (id: string) => entries.some((entry) => id.startsWith(`${entry}/`));
  writeFileSync(
    file,
    translated(readFileSync(file, "utf8"), (unit) =>
      ours(unit.id) ? markedGerman(unit.source) : undefined,
    ),
  );
  cli(copy, "import", file);
  copy.commit("German from the translators' file");
}

/** What is wrong with the imported German in the export `out` and the report: nothing, if well. */
export function translatorsProblems(out: string, copy: ContentCopy): string[] {
  const problems: string[] = [];
  const htmlOf = (url: string) => join(out, `${url.slice(1)}.html`);
  const serviceUrl = localePath(locale, pagePath("service", service.id));
  if (!readFileSync(htmlOf(serviceUrl), "utf8").includes("DE Agents that plan, call your systems"))
    problems.push(`${serviceUrl}: not the imported ${service.field}`);
  const articleUrl = localePath(locale, pagePath("post", plantedArticle));
  if (!existsSync(htmlOf(articleUrl))) problems.push(`${articleUrl}: no German page`);
  else {
    const article = readFileSync(htmlOf(articleUrl), "utf8");
    if (!article.includes(`<html lang="${localeInfo[locale].tag}"`))
      problems.push(`${articleUrl}: not a German page`);
    if (article.includes('<div lang="en">'))
      problems.push(`${articleUrl}: served in English under the translation note`);
    for (const text of [
      "DE Planted to check the <em>translators",
      'href="https://example.com/guide"',
      "<code>inline code</code>",
      "DE What it covers",
      "DE A list item with <strong>strong words</strong>",
      "DE Another list item",
    ])
      if (!article.includes(text)) problems.push(`${articleUrl}: no ${text}`);
  }
  const german = cli(copy)
    .split(/^(?=\w+: \d+ missing)/m)
    .find((section) => section.startsWith(`${locale}:`));
  if (german === undefined) problems.push("npm run translations has no German section");
  const listed = (german ?? "")
    .split("\n")
    .map((line) => line.trim().split(/\s+/)[1]?.replace(/:$/, ""));
  for (const entry of entries)
    if (listed.includes(entry)) problems.push(`npm run translations still lists ${entry}`);
  return problems;
}
