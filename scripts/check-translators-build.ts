// `npm run test:translators`: the translators' round trip ends in the site. On a copy of content/
// with its own git history (lib/xliff/content-copy.ts), an English field changes (its German goes
// stale) and an article is added (missing in German). The German XLIFF of the stale and missing
// units is exported through the CLI, every target filled as a tool gives it back, and imported
// through the CLI. Then the copy is built in English and German (`next build` only: the pages are
// what is checked) into out-translators/, and:
// - /de shows both: the service page with the new description, the article as a German page of
//   its own (no translation note, `lang` German) with every block of its body;
// - `npm run translations` lists neither any more.
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { localeInfo, localePath } from "@/lib/i18n/locales";
import { pagePath } from "@/lib/page-paths";
import {
  copyContent,
  markedGerman,
  plantedArticle,
  plantEnglishChanges,
  translated,
} from "@/lib/xliff/content-copy";

const out = "out-translators";
const locale = "de";
const problems: string[] = [];
const copy = copyContent();
const env = { ...process.env, CONTENT_DIR: copy.root };
const cli = (...args: string[]) =>
  execFileSync("npx", ["tsx", "scripts/translations.ts", ...args], { encoding: "utf8", env });

/** The exported file of a page: "/de/x" → de/x.html. */
const htmlOf = (url: string) => readFileSync(join(out, `${url.slice(1)}.html`), "utf8");

try {
  plantEnglishChanges(copy);
  const file = copy.path("..", `${locale}.xlf`);
  cli("export", "--locale", locale, "--only", "missing,stale", "--out", file);
  writeFileSync(
    file,
    translated(readFileSync(file, "utf8"), (unit) => markedGerman(unit.source)),
  );
  const imported = cli("import", file);
  console.log(`Imported: ${imported.trim().split("\n").length} units.`);
  copy.commit("German from the translators' file");

  rmSync(out, { recursive: true, force: true });
  execFileSync("npx", ["next", "build"], {
    env: { ...env, EXPORT_EDITIONS: locale, EXPORT_DIR: out, TYPECHECKED: "1" },
    stdio: ["ignore", "ignore", "inherit"],
  });

  const service = htmlOf(localePath(locale, pagePath("service", "agentic-ai")));
  if (!service.includes("DE Agents that plan, call your systems"))
    problems.push("the German service page does not show the imported description");
  const articleUrl = localePath(locale, pagePath("post", plantedArticle));
  if (!existsSync(join(out, `${articleUrl.slice(1)}.html`)))
    problems.push(`${articleUrl}: the imported article has no German page`);
  else {
    const article = htmlOf(articleUrl);
    if (!article.includes(`<html lang="${localeInfo[locale].tag}"`))
      problems.push(`${articleUrl}: not a German page`);
    if (article.includes('<div lang="en">'))
      problems.push(`${articleUrl}: served in English under the translation note`);
    for (const text of [
      "DE Planted to check the <em>translators",
      `href="https://example.com/guide"`,
      "<code>inline code</code>",
      "DE What it covers",
      "DE A list item with <strong>strong words</strong>",
      "DE Another list item",
    ])
      if (!article.includes(text)) problems.push(`${articleUrl}: no ${text}`);
  }
  const german = cli()
    .split(/^(?=\w+: \d+ missing)/m)
    .find((section) => section.startsWith(`${locale}:`));
  if (german === undefined) problems.push("npm run translations has no German section");
  for (const entry of [`posts/${plantedArticle}`, "services/agentic-ai"])
    if (
      german?.split("\n").some((line) => line.trim().split(/\s+/)[1]?.replace(/:$/, "") === entry)
    )
      problems.push(`npm run translations still lists ${entry} in German`);
} finally {
  copy.remove();
}

if (problems.length > 0) {
  for (const problem of problems) console.error(`Translators' round trip: ${problem}`);
  process.exit(1);
}
console.log(
  "Translators' round trip: the imported German shows on /de (a stale field and a whole " +
    "article), and the translation report lists neither.",
);
