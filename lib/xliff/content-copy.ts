import { execFileSync } from "node:child_process";
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { clearContentCache } from "@/lib/content";

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
