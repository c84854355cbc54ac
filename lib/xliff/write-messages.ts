import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { contentRoot } from "@/lib/content/loader";
import type { Unit } from "@/lib/xliff/units";

/**
 * A language's message file with new strings: the nested JSON the site and the editor write
 * (two-space indent, a final newline), so a file changes only where a string does.
 */
export function messagesText(locale: string, edits: { unit: Unit; text: string }[]): string {
  const file = join(contentRoot(), "messages", locale, "ui.json");
  const tree = (existsSync(file) ? JSON.parse(readFileSync(file, "utf8")) : {}) as Record<
    string,
    unknown
  >;
  for (const { unit, text } of edits) {
    if (unit.at.type !== "message") continue;
    const keys = unit.at.key.split(".");
    let group = tree;
    for (const key of keys.slice(0, -1)) group = (group[key] ??= {}) as Record<string, unknown>;
    group[keys[keys.length - 1] ?? ""] = text;
  }
  return `${JSON.stringify(tree, null, 2)}\n`;
}
