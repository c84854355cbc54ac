// `npm run translations`: per language, the entries whose translation is missing or incomplete
// (with the fields), and those whose English changed after their translation was last written
// (by git history, with the fields that changed). Informational: exits 0, unless a content file
// is invalid (the loader then names it, as the build does).
//   npm run translations -- export --locale de [--only missing,stale] [--out de.xlf]
//   npm run translations -- import de.xlf
// write and read XLIFF for translation tools (lib/xliff/, docs/languages.md).
import { readFileSync, writeFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { git, messagesReport, translationReport } from "@/lib/content/translation-report";
import { defaultLocale, locales, isLocale } from "@/lib/i18n";
import { exportXliff } from "@/lib/xliff/export";
import { ImportError, planImport } from "@/lib/xliff/import";
import type { Only } from "@/lib/xliff/units";

function report() {
  if (git(["rev-parse", "--is-shallow-repository"])?.trim() === "true")
    console.log("(A shallow clone: entries changed before its first commit are not compared.)\n");
  for (const locale of locales.filter((edition) => edition !== defaultLocale)) {
    const findings = [...translationReport(locale), ...messagesReport(locale)];
    const count = (kind: string) => findings.filter((f) => f.kind === kind).length;
    console.log(
      `${locale}: ${count("missing")} missing, ${count("incomplete")} incomplete, ${count("stale")} stale`,
    );
    for (const finding of findings) {
      const fields = finding.fields.length > 0 ? `: ${finding.fields.join(", ")}` : "";
      const since = finding.since ? ` (English changed since ${finding.since})` : "";
      console.log(`  ${finding.kind.padEnd(10)} ${finding.entry}${fields}${since}`);
    }
  }
}

function exportCommand(args: string[]) {
  const { values } = parseArgs({
    args,
    options: { locale: { type: "string" }, only: { type: "string" }, out: { type: "string" } },
  });
  const locale = values.locale;
  if (!isLocale(locale) || locale === defaultLocale)
    throw new Error(`--locale: one of ${locales.filter((e) => e !== defaultLocale).join(", ")}`);
  const only = (values.only?.split(",").filter(Boolean) ?? []) as Only[];
  const unknown = only.find((kind) => kind !== "missing" && kind !== "stale");
  if (unknown) throw new Error(`--only: "${unknown}" is not missing or stale`);
  const { xml, units } = exportXliff(locale, only);
  if (values.out) {
    writeFileSync(values.out, xml);
    console.log(`${values.out}: ${units.length} units for ${locale}`);
  } else process.stdout.write(xml);
}

function importCommand(file: string | undefined) {
  if (!file) throw new Error("import: name the XLIFF file");
  const plan = planImport(readFileSync(file, "utf8"));
  for (const [path, text] of plan.writes) writeFileSync(path, text);
  for (const { id, file: written } of plan.changed) console.log(`${id} → ${written}`);
  console.log(`${plan.changed.length} units changed in ${plan.writes.size} files (${plan.locale})`);
}

const [command, ...rest] = process.argv.slice(2);
try {
  if (command === "export") exportCommand(rest);
  else if (command === "import") importCommand(rest[0]);
  else if (command === undefined) report();
  else throw new Error(`"${command}": the commands are export and import (none: the report)`);
} catch (error) {
  console.error(error instanceof ImportError || error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
