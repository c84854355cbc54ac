// `npm run translations`: per language, the entries whose translation is missing or incomplete
// (with the fields), and those whose English changed after their translation was last written
// (by git history, with the fields that changed). Informational: exits 0, unless a content file
// is invalid (the loader then names it, as the build does).
import { git, messagesReport, translationReport } from "@/lib/content/translation-report";
import { defaultLocale, editions } from "@/lib/i18n";

function report() {
  if (git(["rev-parse", "--is-shallow-repository"])?.trim() === "true")
    console.log("(A shallow clone: entries changed before its first commit are not compared.)\n");
  for (const locale of editions.filter((edition) => edition !== defaultLocale)) {
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

report();
