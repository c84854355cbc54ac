import { execFileSync } from "node:child_process";
import { relative } from "node:path";
import { collections, type Collection, type CollectionKey } from "@/lib/content/collections";
import { changedCopy, formatPath } from "@/lib/content/field-roles";
import { contentRoot, entryFile, loadCollection, parseEntrySource } from "@/lib/content/loader";
import { defaultLocale, type Locale } from "@/lib/i18n/locales";
import { flattenMessages, readMessages } from "@/lib/i18n/messages";

/*
 * What `npm run translations` reports, per language: entries missing or incomplete (with the
 * fields), and those whose English changed after their translation was last committed (by git
 * history, run in the content folder's repository, so a copy of content/ with its own history
 * reports on itself).
 */

export type Finding = {
  kind: "missing" | "incomplete" | "stale";
  entry: string;
  fields: string[];
  since?: string;
};

/** `git` in the content folder, or undefined where git or the history does not answer. */
export function git(args: string[]): string | undefined {
  try {
    return execFileSync("git", args, {
      cwd: contentRoot(),
      encoding: "utf8",
      stdio: ["ignore", "pipe", "ignore"],
    });
  } catch {
    return undefined;
  }
}

/** A content file's text as it stood at the last commit of another (`./…` paths: from content/). */
function atLastCommitOf(file: string, other: string) {
  const last = git(["log", "-1", "--format=%H %cs", "--", file])?.trim();
  if (!last) return undefined;
  const [commit = "", date = ""] = last.split(" ");
  const source = git(["show", `${commit}:./${other}`]);
  return source === undefined ? undefined : { date, source };
}

const inContent = (file: string) => relative(contentRoot(), file).replace(/\\/g, "/");

/** The English entry as it stood when its translation was last committed, if git knows. */
export function englishAtTranslation(collection: Collection, locale: Locale, slug: string) {
  const english = inContent(entryFile(collection, defaultLocale, slug));
  const found = atLastCommitOf(inContent(entryFile(collection, locale, slug)), english);
  if (!found) return undefined;
  const fields = parseEntrySource(collection, found.source, english);
  return {
    date: found.date,
    fields: collection.slugField ? { ...fields, [collection.slugField]: slug } : fields,
  };
}

/** The English interface strings as they stood when a language's file was last committed. */
export function englishMessagesAtTranslation(locale: Locale) {
  const found = atLastCommitOf(`messages/${locale}/ui.json`, "messages/en/ui.json");
  return found && { date: found.date, messages: flattenMessages(JSON.parse(found.source)) };
}

/** What a language lacks, collection by collection. */
export function translationReport(locale: Locale): Finding[] {
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
export function messagesReport(locale: Locale): Finding[] {
  const file = `content/messages/${locale}/ui.json`;
  const english = readMessages(defaultLocale) as Record<string, string>;
  const own = readMessages(locale) as Record<string, string>;
  const findings: Finding[] = [];
  const missing = Object.keys(english).filter((key) => !(key in own));
  if (missing.length > 0) findings.push({ kind: "incomplete", entry: file, fields: missing });
  const before = englishMessagesAtTranslation(locale);
  if (before) {
    const then = before.messages;
    const changed = Object.keys(own).filter(
      (key) => then[key] !== undefined && english[key] !== undefined && then[key] !== english[key],
    );
    if (changed.length > 0)
      findings.push({ kind: "stale", entry: file, fields: changed, since: before.date });
  }
  return findings;
}
