import { execFileSync } from "node:child_process";
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import YAML from "yaml";
import { clearContentCache } from "@/lib/content";
import type { Segment } from "@/lib/xliff/segment";
import type { Unit } from "@/lib/xliff/units";
import { readXliff, writeXliff, type XliffUnit } from "@/lib/xliff/xliff12";

/*
 * For tests: a copy of content/ in a temporary folder with its own git history (the translation
 * report reads it), made the content root (CONTENT_DIR) until `remove`.
 */

export type ContentCopy = {
  root: string;
  path: (...parts: string[]) => string;
  commit: (message: string) => void;
  /** Every file's text, by path: to see that nothing changed. */
  snapshot: () => Map<string, string>;
  remove: () => void;
};

export function copyContent(): ContentCopy {
  const root = mkdtempSync(join(tmpdir(), "xliff-content-"));
  cpSync(join(process.cwd(), "content"), root, { recursive: true });
  const git = (...args: string[]) =>
    execFileSync("git", ["-c", "user.name=Test", "-c", "user.email=test@example.com", ...args], {
      cwd: root,
      stdio: "ignore",
    });
  git("init", "-q");
  const commit = (message: string) => {
    git("add", "-A");
    git("commit", "-q", "--allow-empty", "-m", message);
    clearContentCache();
  };
  commit("content as copied");
  process.env.CONTENT_DIR = root;
  clearContentCache();
  const snapshot = () =>
    new Map(
      (readdirSync(root, { recursive: true, encoding: "utf8" }) as string[])
        .filter((file) => !file.startsWith(".git") && /\.(ya?ml|mdx?|json)$/.test(file))
        .map((file) => [file, readFileSync(join(root, file), "utf8")]),
    );
  return {
    root,
    path: (...parts) => join(root, ...parts),
    commit,
    snapshot,
    remove: () => {
      delete process.env.CONTENT_DIR;
      clearContentCache();
      rmSync(root, { recursive: true, force: true });
    },
  };
}

/** Writes a file of the copy. */
export const plantFile = (copy: ContentCopy, file: string, text: string) =>
  writeFileSync(copy.path(file), text);

/** The article `plantEnglishChanges` adds. */
export const plantedArticle = "xliff-planted-article";

/**
 * What an owner does between two rounds of translation, committed to the copy: an English field
 * changed (agentic-ai's description: its translations go stale) and an article added (missing in
 * every language), with a link, emphasis, inline code, a heading and a list in its body.
 */
export function plantEnglishChanges(copy: ContentCopy): void {
  const services = copy.path("services/en/agentic-ai.yaml");
  const doc = YAML.parseDocument(readFileSync(services, "utf8"));
  doc.set(
    "description",
    "Agents that plan, call your systems and hand over to people when unsure.",
  );
  writeFileSync(services, doc.toString());
  const source = readFileSync(copy.path("posts/en/ai-for-nonprofits-playbook.mdx"), "utf8");
  const [, frontMatter = ""] = source.split(/^---$/m);
  const body = [
    "Planted to check the *translators' files*: a [linked phrase](https://example.com/guide) and `inline code`.",
    "## What it covers",
    "- A list item with **strong words**.\n- Another list item.",
  ].join("\n\n");
  plantFile(
    copy,
    `posts/en/${plantedArticle}.mdx`,
    `---${frontMatter.replace(/^title: .*$/m, "title: An article planted by the XLIFF test")}---\n\n${body}\n`,
  );
  copy.commit("English changes after the translations");
}

/** A file's units as a translation tool gives them back, each target from `translate`. */
export function translated(
  xml: string,
  translate: (unit: XliffUnit) => Segment | undefined,
): string {
  const doc = readXliff(xml);
  const units = doc.units.map((unit) => {
    const target = translate(unit) ?? unit.target;
    return {
      ...unit,
      kind: "text",
      at: { type: "message", key: "" },
      notes: [],
      ...(target ? { target, state: "translated" } : { state: "initial" }),
    } as Unit;
  });
  return writeXliff(doc.site, doc.locale, units);
}

/** A stand-in translation: the source with its first words marked "DE", its codes in place. */
export const markedGerman = (segment: Segment): Segment => {
  const first = segment.findIndex((part) => typeof part === "string" && part.trim());
  return segment.map((part, index) => (index === first ? `DE ${String(part)}` : part));
};
