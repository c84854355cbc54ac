// `npm run test:new-language`: proves that adding a language is what the README says (one entry
// in lib/i18n/locales.ts and a message file) and that a language with no content files yet
// builds every page in English, marked and noted, outside the sitemap. First, no script, test,
// library or page module may type the languages by hand (scripts/locale-lists.mjs): such a list
// would leave the new language out without failing the build. Then, on a copy of the project in
// a temporary folder (the project itself is not touched), TypeScript checks every module, specs
// and scripts included, so a table typed `Record<Locale, …>` must have the new language's entry.
import { execFileSync } from "node:child_process";
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { htmlFiles } from "./export-pages.mjs";
import { codeFiles, localeCodes, scanLocaleLists } from "./locale-lists.mjs";

const project = fileURLToPath(new URL("..", import.meta.url));
const copy = mkdtempSync(join(tmpdir(), "new-language-"));
const run = (command, args, env = {}) =>
  execFileSync(command, args, { cwd: copy, stdio: "inherit", env: { ...process.env, ...env } });
const fail = (message) => {
  console.error(`New language check: ${message}`);
  process.exitCode = 1;
};

try {
  const files = execFileSync(
    "git",
    ["ls-files", "--cached", "--others", "--exclude-standard", "-z"],
    {
      cwd: project,
      encoding: "utf8",
    },
  )
    .split("\0")
    .filter((file) => file && existsSync(join(project, file)));

  const { codes, defaultLocale } = localeCodes(
    readFileSync(join(project, "lib/i18n/locales.ts"), "utf8"),
  );
  const prefixed = codes.filter((code) => code !== defaultLocale);
  const lists = scanLocaleLists(project, codeFiles(files), prefixed);
  for (const list of lists)
    fail(`a locale list typed by hand (take it from lib/i18n/locales.ts): ${list}`);
  if (process.exitCode) throw new Error(`languages typed outside lib/i18n/locales.ts`);
  console.log(`New language check: no locale list in ${codeFiles(files).length} code files.`);
  for (const file of files) {
    mkdirSync(dirname(join(copy, file)), { recursive: true });
    cpSync(join(project, file), join(copy, file));
  }
  // Hard links: the copy shares the installed packages without duplicating them.
  execFileSync("cp", ["-al", join(project, "node_modules"), join(copy, "node_modules")]);

  // The two steps of README "Adding a language": the entry, and a message file (empty: every
  // interface string stays English until translated).
  const locales = join(copy, "lib/i18n/locales.ts");
  const source = readFileSync(locales, "utf8");
  const entry = '  pt: { label: "Português", tag: "pt", intl: "pt-PT", og: "pt_PT" },\n';
  const patched = source.replace(/(  fr: \{[^\n]*\},\n)/, `$1${entry}`);
  if (patched === source) throw new Error("lib/i18n/locales.ts: no place for the new entry");
  writeFileSync(locales, patched);
  mkdirSync(join(copy, "content/messages/pt"), { recursive: true });
  writeFileSync(join(copy, "content/messages/pt/ui.json"), "{}\n");

  // The scripts' type declarations are generated, not tracked (npm run declarations).
  run("npm", ["run", "declarations"]);
  run("npx", ["tsc", "--noEmit"]);
  run("npx", ["next", "build"], { EXPORT_EDITIONS: "pt", TYPECHECKED: "1" });

  // Every English page has its Portuguese page (out/pages.json, the registry's manifest), but an
  // article may not: an edition links an untranslated article's English page from its listings
  // (docs/languages.md), unless no edition has translated any, as in a build of Portuguese alone.
  const out = join(copy, "out");
  const manifest = JSON.parse(readFileSync(join(out, "pages.json"), "utf8"));
  const htmlOf = (url) => join(out, url === "/" ? "index.html" : `${url.slice(1)}.html`);
  const portuguese = new Set(manifest.filter((page) => page.locale === "pt").map((p) => p.url));
  const englishPages = manifest.filter((page) => page.locale === defaultLocale);
  const listings = [join(out, "pt/blog.html"), ...htmlFiles(join(out, "pt/blog"))]
    .map((file) => readFileSync(file, "utf8"))
    .join("\n");
  let pages = 0;
  for (const { url, template } of englishPages) {
    const target = url === "/" ? "/pt" : `/pt${url}`;
    // An article without a Portuguese page is linked in English from the Portuguese listings.
    if (template === "post" && !portuguese.has(target)) {
      if (existsSync(htmlOf(target))) fail(`${url}: a Portuguese page outside the manifest`);
      if (!listings.includes(`href="${url}"`)) fail(`${url}: no Portuguese listing links it`);
      continue;
    }
    if (!portuguese.has(target) || !existsSync(htmlOf(target))) {
      fail(`no Portuguese page for ${url}`);
      continue;
    }
    const html = readFileSync(htmlOf(target), "utf8");
    if (!html.includes('<html lang="pt"')) fail(`${url}: <html lang> is not pt`);
    pages++;
  }
  const home = readFileSync(join(out, "pt.html"), "utf8");
  if (!home.includes("This page is not yet available in this language."))
    fail("the Portuguese home has no translation note");
  if (!home.includes('<div lang="en">')) fail("the Portuguese home's English text is not marked");
  const sitemap = readFileSync(join(out, "sitemap.xml"), "utf8");
  if (/\/pt[/<]/.test(sitemap)) fail("the sitemap lists Portuguese pages that are not translated");
  if (/<link rel="alternate" hrefLang="pt"/.test(readFileSync(join(out, "index.html"), "utf8")))
    fail("the English home names an untranslated Portuguese page as its alternate");
  if (!process.exitCode)
    console.log(
      `New language check: ${pages} pages built in Portuguese from English, marked and noted, ` +
        `the articles among them (no edition of this build translates an article, so each gets ` +
        `a fallback page: lib/posts.ts hasArticlePage).`,
    );
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
} finally {
  rmSync(copy, { recursive: true, force: true });
}
