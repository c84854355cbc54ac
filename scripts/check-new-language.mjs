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
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { htmlFiles } from "./export-pages.mjs";
import { codeFiles, localeCodes, scanLocaleLists } from "./locale-lists.mjs";

// Lists another change of issue 42 removes (the search index reads the build's page manifest).
// Once a file has no list left, the check fails until its line here is deleted too.
const pendingLists = new Set(["scripts/search-index.mjs"]);

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
  for (const list of lists.filter((found) => !pendingLists.has(found.split(":")[0] ?? "")))
    fail(`a locale list typed by hand (take it from lib/i18n/locales.ts): ${list}`);
  for (const file of pendingLists)
    if (!lists.some((found) => found.startsWith(`${file}:`)))
      fail(`${file} types no locale list any more: take it out of pendingLists`);
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

  run("npx", ["tsc", "--noEmit"]);
  run("npx", ["next", "build"], { EXPORT_EDITIONS: "pt", TYPECHECKED: "1" });

  const out = join(copy, "out");
  const english = htmlFiles(out)
    .map((file) => relative(out, file))
    .filter((file) => !file.startsWith("pt/") && file !== "pt.html")
    .filter((file) => !/(^|\/)(404|_not-found)\.html$/.test(file));
  let pages = 0;
  for (const file of english) {
    const target = join(out, "pt", file === "index.html" ? "../pt.html" : file);
    if (!existsSync(target)) {
      fail(`no Portuguese page for ${file}`);
      continue;
    }
    const html = readFileSync(target, "utf8");
    if (!html.includes('<html lang="pt"')) fail(`${file}: <html lang> is not pt`);
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
      `New language check: ${pages} pages built in Portuguese from English, marked and noted.`,
    );
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
} finally {
  rmSync(copy, { recursive: true, force: true });
}
