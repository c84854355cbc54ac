import { readFileSync } from "node:fs";
import { join } from "node:path";
import { parse } from "yaml";
import { z } from "zod";
import type { Locale } from "@/lib/i18n";
import { pagePath, pagePatterns, type TemplateKey } from "@/lib/page-paths";

/*
 * The questions Tessa is measured on, per edition: three development sets, read and tuned on, their
 * misses printed (eval/<locale>.yaml; eval/a/<locale>.yaml: set A, held out in round one, read
 * since round two; eval/e/<locale>.yaml: set E, written blind before round four, scored once
 * untouched, then read; A and E are kept as written), and three held-out sets
 * (eval/held-out/b|c|d/<locale>.yaml, frozen, each written by its own person who saw only the
 * exported pages; only their scores are printed).
 */

export const questionKinds = [
  "informal",
  "spelling",
  "product",
  "symptom",
  "policy",
  "none",
  "plain",
] as const;

export type QuestionKind = (typeof questionKinds)[number];

/** The development sets: their questions and misses are read. */
export const developmentSets = ["dev", "a", "e"] as const;
/** The held-out sets, each frozen by checksum (held-out.test.ts): only their scores are read. */
export const heldOutSets = ["b", "c", "d"] as const;
export const questionSets = [...developmentSets, ...heldOutSets] as const;
export type QuestionSet = (typeof questionSets)[number];

/** Whether a set's questions and misses may be read (a held-out set's never are). */
export const isDevelopment = (set: QuestionSet) =>
  (developmentSets as readonly QuestionSet[]).includes(set);

export const heldOutDir = "lib/answers/eval/held-out";

const question = z.object({
  q: z.string().min(2),
  kind: z.enum(questionKinds).optional(),
  // English paths ("/careers") or registry keys ("careers", "job:x"), the best first; or none.
  a: z.union([z.literal("none"), z.array(z.string()).min(1)]),
});

export type EvalQuestion = {
  q: string;
  kind: QuestionKind | "unmarked";
  /** The English paths of the pages that answer it, the best first; empty: none does. */
  expected: string[];
};

const isTemplate = (key: string): key is TemplateKey => key in pagePatterns;

/** "/careers" as it is; "careers" or "job:x" as the registry's path; without a section anchor. */
function englishPath(answer: string): string {
  if (answer.startsWith("/")) return answer.split("#")[0] || "/";
  const [key = "", id] = answer.split(":");
  if (!isTemplate(key)) throw new Error(`eval: no template "${key}"`);
  return pagePath(key, id);
}

function fileOf(set: QuestionSet, locale: Locale): string {
  if (set === "dev") return join("lib/answers/eval", `${locale}.yaml`);
  return isDevelopment(set)
    ? join("lib/answers/eval", set, `${locale}.yaml`)
    : join(heldOutDir, set, `${locale}.yaml`);
}

/** An edition's questions of one set. */
export function readQuestions(set: QuestionSet, locale: Locale, root = process.cwd()) {
  const text = readFileSync(join(root, fileOf(set, locale)), "utf8");
  return z
    .array(question)
    .parse(parse(text))
    .map(({ q, kind, a }): EvalQuestion => ({
      q,
      kind: kind ?? "unmarked",
      expected: a === "none" ? [] : a.map(englishPath),
    }));
}
