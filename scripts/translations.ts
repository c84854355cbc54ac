// `npm run translations`: per language, the entries whose translation is missing or incomplete
// (with the fields), and those whose English changed after their translation was last written
// (by git history, with the fields that changed). Informational: exits 0, unless a content file
// is invalid (the loader then names it, as the build does).
import { execFileSync } from "node:child_process";
import { relative } from "node:path";
import { collections, type Collection, type CollectionKey } from "@/lib/content/collections";
import { changedCopy, formatPath } from "@/lib/content/fields";
import { entryFile, loadCollection, parseEntrySource } from "@/lib/content/loader";
import { defaultLocale, editions, type Edition } from "@/lib/i18n";
import { flattenMessages, readMessages } from "@/lib/i18n/messages";

export type Finding = {
  kind: "missing" | "incomplete" | "stale";
  entry: string;
  fields: string[];
  since?: string;
};

function git(args: string[]): string | undefined {
  try {
    return execFileSync("git", args, { encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] });
  } catch {
    return undefined;
  }
}

/** The English entry as it stood when the translation was last committed, if git knows. */
function englishAtTranslation(collection: Collection, locale: Edition, slug: string) {
  const translation = relative(process.cwd(), entryFile(collection, locale, slug));
  const english = relative(process.cwd(), entryFile(collection, defaultLocale, slug));
  const last = git(["log", "-1", "--format=%H %cs", "--", translation])?.trim();
  if (!last) return undefined;
  const [commit, date] = last.split(" ");
  const source = git(["show", `${commit}:${english.replace(/\\/g, "/")}`]);
  if (source === undefined) return undefined;
  const fields = parseEntrySource(collection, source, english);
  return {
    date: date ?? "",
    fields: collection.slugField ? { ...fields, [collection.slugField]: slug } : fields,
  };
}

/** What a language lacks, collection by collection. */
export function translationReport(locale: Edition): Finding[] {
  const findings: Finding[] = [];
  for (const key of Object.keys(collections) as CollectionKey[]) {
    const collection: Collection = collections[key];
    if (!collection.translated) continue;
    const english = loadCollection(collection, defaultLocale);
    for (const entry of loadCollection(collection, locale)) {
      const name = `${collection.name}/${entry.id}`;
      if (entry.status === "missing") {
        findings.push({ kind: "missing", entry: name, fields: [] });
        continue;
      }
      if (entry.status === "partial")
        findings.push({ kind: "incomplete", entry: name, fields: entry.missing });
      const before = englishAtTranslation(collection, locale, entry.id);
      const now = english.find((candidate) => candidate.id === entry.id)?.data;
      if (!before || !now) continue;
      const changed = changedCopy(collection.schema(entry.id), before.fields, now);
      if (changed.length > 0)
        findings.push({
          kind: "stale",
          entry: name,
          fields: changed.map(formatPath),
          since: before.date,
        });
    }
  }
  return findings;
}

/** The interface strings a language lacks, and those whose English changed since its file. */
export function messagesReport(locale: Edition): Finding[] {
  const file = `content/messages/${locale}/ui.json`;
  const english = readMessages(defaultLocale) as Record<string, string>;
  const own = readMessages(locale) as Record<string, string>;
  const findings: Finding[] = [];
  const missing = Object.keys(english).filter((key) => !(key in own));
  if (missing.length > 0) findings.push({ kind: "incomplete", entry: file, fields: missing });
  const last = git(["log", "-1", "--format=%H %cs", "--", file])?.trim();
  const [commit, date] = (last ?? "").split(" ");
  const before = commit ? git(["show", `${commit}:content/messages/en/ui.json`]) : undefined;
  if (before) {
    const then = flattenMessages(JSON.parse(before));
    const changed = Object.keys(own).filter(
      (key) => then[key] !== undefined && english[key] !== undefined && then[key] !== english[key],
    );
    if (changed.length > 0)
      findings.push({ kind: "stale", entry: file, fields: changed, since: date });
  }
  return findings;
}

function main() {
  if (git(["rev-parse", "--is-shallow-repository"])?.trim() === "true")
    console.log("(A shallow clone: entries changed before its first commit are not compared.)\n");
  for (const locale of editions.filter((edition) => edition !== defaultLocale)) {
    const findings = [...translationReport(locale), ...messagesReport(locale)];
    const count = (kind: Finding["kind"]) => findings.filter((f) => f.kind === kind).length;
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

main();
