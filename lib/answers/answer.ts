import { pageBody, type Section } from "@/lib/answers/body";
import { bestSection, quote } from "@/lib/answers/quote";
import { ranker, type Ranked, type Ranker } from "@/lib/answers/rank";
import { nearestStems } from "@/lib/answers/slips";
import type { TermIndexData } from "@/lib/answers/term-index";
import type { Locale } from "@/lib/i18n";
import type { PagefindApi } from "@/lib/pagefind-client";
import type { SearchIndex } from "@/lib/search";
import { setStopWords, wordsOf, type Word } from "@/lib/text/words";

/** How close (rank.ts's score) the best page must come to the question to answer it. */
export const answerThreshold = 0.25;

/** How squarely a word of an intent the site has no page for must stand in the question. */
export const replyThreshold = 0.4;

/** The share of the question's weight the best page must hold: the rest is what it lacks. */
export const heldThreshold = 0.3;

/** Tessa's reply: a page of the site, or the site's plain "no answer" with its next step. */
export type Reply =
  | { kind: "page"; title: string; url: string; heading: string; text: string; more: Link[] }
  | { kind: "none"; reply?: string };

type Link = { title: string; url: string };

/** Where a reply comes from: an edition's search index, its term index and its full text. */
export type AnswerSources = {
  locale: Locale;
  ranker: Ranker;
  variants?: string;
  pagefind: PagefindApi | null;
};

const page = (url: string) => url.split("#")[0] ?? url;

/** An edition's sources from its search index, its term index and Pagefind (null where none). */
export function answerSources(
  index: SearchIndex,
  locale: Locale,
  terms: TermIndexData | undefined,
  pagefind: PagefindApi | null,
): AnswerSources {
  setStopWords(index.stops);
  return {
    locale,
    ranker: ranker(index.items, terms, locale, index.variants),
    ...(index.variants && { variants: index.variants }),
    pagefind,
  };
}

const isLatinShort = (form: string) => form.length <= 3 && /^\p{Script=Latin}+$/u.test(form);

/** The question's words as the index reads them: a slip corrected, a leftover pair dropped. */
export function questionWords(question: string, sources: AnswerSources): Word[] {
  const { ranker: index, locale, variants } = sources;
  // An acronym the visitor capitalized ("SAP", "CPF") names a topic however short.
  const capitals = new Set(question.match(/\b\p{Lu}{2,}\b/gu)?.map((word) => word.toLowerCase()));
  return wordsOf(question, locale, variants).flatMap((word): Word[] => {
    if (index.knows(word.stem)) return [word];
    // A short word no page holds is chat shorthand ("hw", "ppl", "koi"), not a topic.
    if (word.joined || (isLatinShort(word.form) && !capitals.has(word.form))) return [];
    const nearest = nearestStems(word, index.stems, locale);
    return nearest.length > 0
      ? nearest.map((stem): Word => ({ ...word, stem, guess: true }))
      : [word];
  });
}

/** How close a second job must come to the first for the question to ask their list. */
export const tieThreshold = 0.8;

/**
 * The list of jobs ("/careers") when two jobs tie first: a question that two jobs answer alike
 * ("remote work") asks what they share, which their list says.
 */
function hubOf(ranked: readonly Ranked[]): Ranked | undefined {
  const [first, second] = ranked;
  if (!first || !second || first.item.type !== "job" || second.item.type !== "job")
    return undefined;
  if (second.score < tieThreshold * first.score) return undefined;
  const hub = first.item.url.slice(0, first.item.url.lastIndexOf("/"));
  return ranked.find((r) => r.item.url === hub);
}

/** Up to `count` more pages among `ranked`, none the same page as `first`'s or each other's. */
function others(first: string, ranked: readonly Ranked[], floor: number, count = 2): Link[] {
  const seen = new Set([page(first)]);
  const links: Link[] = [];
  for (const { item, score } of ranked) {
    if (links.length === count || score < floor) break;
    if (item.reply !== undefined || seen.has(page(item.url))) continue;
    seen.add(page(item.url));
    links.push({ title: item.title, url: item.url });
  }
  return links;
}

/** The section of the page at `url` closest to the question, read from the full text. */
async function sectionOf(
  url: string,
  stems: readonly string[],
  sources: AnswerSources,
): Promise<Section | undefined> {
  if (!sources.pagefind) return undefined;
  const body = await pageBody(sources.pagefind, page(url));
  return body ? bestSection(body.sections, stems, sources.locale, sources.variants) : undefined;
}

/**
 * The reply to a question from an edition's sources: the page that ranks first (rank.ts), when
 * it holds enough of the question (`answerThreshold`), quoting the section of that page closest
 * to the question; else the site's plain "no answer". An intent the site has no page for
 * answers "none" with its own reply (prices: we do not publish them).
 */
export async function answerQuestion(question: string, sources: AnswerSources): Promise<Reply> {
  const words = questionWords(question, sources);
  const { ranked } = sources.ranker.rank(words, sources.ranker.addresses(question));
  const best = hubOf(ranked) ?? ranked[0];
  // A question of a kind the site has no page for (prices) gets that intent's reply.
  const kind = ranked.find((r) => r.item.reply !== undefined && r.stated >= replyThreshold);
  if (kind?.item.reply !== undefined) return { kind: "none", reply: kind.item.reply };
  if (!best || best.score < answerThreshold || best.held < heldThreshold) return { kind: "none" };
  // One word of the question in a page's running text, nowhere it names its topic, is a word used
  // in passing ("laptop" among a job's benefits), not an answer.
  if (best.named === 0 && best.matched < 2) return { kind: "none" };
  if (best.item.reply !== undefined) return { kind: "none", reply: best.item.reply };
  const { title, url, description } = best.item;
  const stems = words.map((word) => word.stem);
  const section = await sectionOf(url, stems, sources);
  return {
    kind: "page",
    title,
    url: section?.url ?? url,
    heading: section?.heading || title,
    text: section ? quote(section, stems, sources.locale, sources.variants) : description,
    more: others(
      url,
      ranked.filter((r) => r !== best),
      best.score / 2,
    ),
  };
}

/** The pages a reply names, first the one it answers with. */
export function replyPages(reply: Reply): string[] {
  return reply.kind === "page" ? [reply.url, ...reply.more.map((link) => link.url)].map(page) : [];
}
