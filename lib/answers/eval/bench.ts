import { answerQuestion, replyPages, type AnswerSources } from "@/lib/answers/answer";
import { isDevelopment, readQuestions, type QuestionSet } from "@/lib/answers/eval/questions";
import { localePath, type Locale } from "@/lib/i18n";
import { pagePath } from "@/lib/page-paths";
import { matchPath } from "@/lib/site-pages";

/*
 * How Tessa's replies fare on a set of questions, asked through the site's own pipeline
 * (`answerQuestion` over an export's sources). Top-1: the reply's first link opens one of the
 * pages that answer the question; a question no page answers wants the no-answer reply, whose
 * first link is the contact page. Top-3: one of its first three links does.
 */

export type Score = { count: number; top1: number; top3: number };
export type Miss = { q: string; expected: string[]; got: string[] };

export type SetResult = {
  set: QuestionSet;
  locale: Locale;
  total: Score;
  byKind: Record<string, Score>;
  /** Hits whose reply was the no-answer reply (a question the set answers with the contact page). */
  viaContact: number;
  /** A development set's misses only: a held-out set's questions are never handed out. */
  misses: Miss[];
};

const page = (url: string) => url.split("#")[0] ?? url;
const add = (score: Score, top1: boolean, top3: boolean): Score => ({
  count: score.count + 1,
  top1: score.top1 + Number(top1),
  top3: score.top3 + Number(top3),
});
export const emptyScore: Score = { count: 0, top1: 0, top3: 0 };

/** The replies to one set's questions in one edition, scored. */
export async function benchSet(
  set: QuestionSet,
  locale: Locale,
  sources: AnswerSources,
): Promise<SetResult> {
  const contact = localePath(locale, pagePath("contact"));
  const result: SetResult = {
    set,
    locale,
    total: emptyScore,
    byKind: {},
    viaContact: 0,
    misses: [],
  };
  for (const { q, kind, expected } of readQuestions(set, locale)) {
    const unknown = expected.find((path) => !matchPath(path));
    if (unknown) throw new Error(`eval ${set}/${locale}: an answer names no page (${unknown})`);
    const reply = await answerQuestion(q, sources);
    const links = reply.kind === "none" ? [contact] : replyPages(reply);
    const wanted = expected.map((path) => localePath(locale, path));
    const none = wanted.length === 0;
    const hit = (url: string | undefined) => url !== undefined && wanted.includes(page(url));
    const top1 = none ? reply.kind === "none" : hit(links[0]);
    const top3 = none ? reply.kind === "none" : links.slice(0, 3).some(hit);
    result.total = add(result.total, top1, top3);
    result.byKind[kind] = add(result.byKind[kind] ?? emptyScore, top1, top3);
    if (top1 && !none && reply.kind === "none") result.viaContact++;
    if (!top1 && isDevelopment(set))
      result.misses.push({
        q,
        expected: none ? ["none"] : wanted,
        got: reply.kind === "none" ? ["none"] : links,
      });
  }
  return result;
}
