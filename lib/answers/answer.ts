import { answerFrom, type Passage } from "@/lib/chat";
import type { Answerable, Match } from "@/lib/answers/match";

/** How close a page's question must come to the visitor's (0 to 1) to answer it outright. */
export const questionThreshold = 0.25;

/** Tessa's reply: a page of the site, or the site's plain "no answer" with its next step. */
export type Reply =
  | { kind: "page"; title: string; url: string; heading: string; text: string; more: Link[] }
  | { kind: "none"; reply?: string };

type Link = { title: string; url: string };

const page = (url: string) => url.split("#")[0] ?? url;

/** Up to `count` more pages among `links`, none the same page as `first`'s or each other's. */
function others(first: string, links: readonly Link[], count = 2): Link[] {
  const seen = new Set([page(first)]);
  return links
    .filter((link) => !seen.has(page(link.url)) && !!seen.add(page(link.url)))
    .slice(0, count);
}

/**
 * The reply to a question: the page whose questions, title or description come closest
 * (`matches`, from `questionMatcher`), when close enough; else the passage the full-text search
 * found (`answerFrom`); else no answer. An intent the site has no page for answers "none" with
 * its own reply (prices: we do not publish them).
 */
export function replyTo(
  question: string,
  matches: readonly Match<Answerable>[],
  passages: readonly Passage[],
): Reply {
  const best = matches[0];
  if (best && best.score >= questionThreshold) {
    if (best.item.reply !== undefined) return { kind: "none", reply: best.item.reply };
    const { title, url, description } = best.item;
    const links = matches
      .slice(1)
      .filter((m) => m.item.reply === undefined && m.score >= questionThreshold / 2);
    return {
      kind: "page",
      title,
      url,
      heading: title,
      text: description,
      more: others(
        url,
        links.map((m) => ({ title: m.item.title, url: m.item.url })),
      ),
    };
  }
  const found = answerFrom(passages, question);
  if (!found) return { kind: "none" };
  const { passage, more } = found;
  return {
    kind: "page",
    title: passage.pageTitle,
    url: passage.url,
    heading: passage.heading,
    text: passage.text,
    more,
  };
}

/** Where a reply comes from: the edition's questions and the full-text search of its pages. */
export type AnswerSources = {
  match: (question: string) => Match<Answerable>[];
  passages: (question: string) => Promise<Passage[]>;
};

/**
 * The reply to a question from an edition's sources: the page whose questions match it, or else
 * the passage the full-text search finds (searched only when no question comes close enough).
 */
export async function answerQuestion(question: string, sources: AnswerSources): Promise<Reply> {
  const matches = sources.match(question);
  const close = (matches[0]?.score ?? 0) >= questionThreshold;
  const passages = close ? [] : await sources.passages(question).catch(() => []);
  return replyTo(question, matches, passages);
}

/** The pages a reply names, first the one it answers with. */
export function replyPages(reply: Reply): string[] {
  return reply.kind === "page" ? [reply.url, ...reply.more.map((link) => link.url)].map(page) : [];
}
