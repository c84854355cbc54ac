import { readFileSync } from "node:fs";
import { join } from "node:path";
import { parse } from "yaml";
import { z } from "zod";
import { replyPages, replyTo, type Reply } from "@/lib/answers/answer";
import { fullTextSearch } from "@/lib/answers/eval/full-text";
import { questionMatcher } from "@/lib/answers/match";
import type { Edition } from "@/lib/i18n";
import { i18nFor } from "@/lib/i18n/messages";
import { pagePath, pagePatterns, type TemplateKey } from "@/lib/page-paths";
import { buildSearchIndex } from "@/lib/search-index";

/* The evaluation of Tessa's answers: each edition's questions (eval/<locale>.yaml) asked in Node. */

const question = z.object({
  q: z.string().min(2),
  a: z.union([z.literal("none"), z.array(z.string())]),
});

export type Outcome = {
  q: string;
  expected: string[];
  got: string[];
  top1: boolean;
  top3: boolean;
};
export type EditionResult = { locale: Edition; top1: number; top3: number; misses: Outcome[] };

const isTemplate = (key: string): key is TemplateKey => key in pagePatterns;

/** "careers" or "job:x" as the edition's URL; "none" as no page. */
function expectedUrls(answers: "none" | string[], href: (path: string) => string): string[] {
  if (answers === "none") return [];
  return answers.map((answer) => {
    const [key = "", id] = answer.split(":");
    if (!isTemplate(key)) throw new Error(`eval: no template "${key}"`);
    return href(pagePath(key, id));
  });
}

export function evalQuestions(locale: Edition) {
  const file = join(process.cwd(), "lib/answers/eval", `${locale}.yaml`);
  return z.array(question).parse(parse(readFileSync(file, "utf8")));
}

/** How the replies of one way of answering (`mode`) fare on an edition's questions. */
export function benchEdition(locale: Edition, mode: "questions" | "full-text"): EditionResult {
  const { href } = i18nFor(locale);
  const match = questionMatcher(buildSearchIndex(locale), locale);
  const search = fullTextSearch(locale);
  const outcomes = evalQuestions(locale).map(({ q, a }): Outcome => {
    const passages = search(q);
    const reply: Reply = replyTo(q, mode === "questions" ? match(q) : [], passages);
    const got = replyPages(reply);
    const expected = expectedUrls(a, href);
    const hit = (url: string | undefined) => url !== undefined && expected.includes(url);
    const none = expected.length === 0;
    return {
      q,
      expected,
      got: got.length > 0 ? got : ["none"],
      top1: none ? reply.kind === "none" : hit(got[0]),
      top3: none ? reply.kind === "none" : got.slice(0, 3).some(hit),
    };
  });
  const share = (key: "top1" | "top3") => outcomes.filter((o) => o[key]).length / outcomes.length;
  return {
    locale,
    top1: share("top1"),
    top3: share("top3"),
    misses: outcomes.filter((o) => !o.top1),
  };
}
