import { pageBody, type Section } from "@/lib/answers/body";
import { readBody, type Vocabulary } from "@/lib/answers/evidence";
import {
  questionMatcher,
  type Answerable,
  type BodyEvidence,
  type Match,
} from "@/lib/answers/match";
import { bestSection, quote } from "@/lib/answers/quote";
import type { Locale } from "@/lib/i18n";
import type { PagefindApi } from "@/lib/pagefind-client";
import type { SearchIndex } from "@/lib/search";
import { foldHan, foldText } from "@/lib/text/fold";
import { wordsOf, type Word } from "@/lib/text/words";

/** How close a page must come to the question (0 to 1) to answer it. */
export const answerThreshold = 0.3;

/** How close a page's questions, title or description must come to answer without its body. */
export const outrightThreshold = 0.4;

/** Tessa's reply: a page of the site, or the site's plain "no answer" with its next step. */
export type Reply =
  | { kind: "page"; title: string; url: string; heading: string; text: string; more: Link[] }
  | { kind: "none"; reply?: string };

type Link = { title: string; url: string };

/** Where a reply comes from: an edition's search index and, where built, its full-text search. */
export type AnswerSources = {
  locale: Locale;
  match: ReturnType<typeof questionMatcher<SearchIndex["items"][number]>>;
  vocabulary: Vocabulary;
  /** The pages of the edition (the search index's items without an anchor). */
  total: number;
  variants?: string;
  pagefind: PagefindApi | null;
};

const page = (url: string) => url.split("#")[0] ?? url;

/** An edition's sources from its search index and Pagefind (null where there is none). */
export function answerSources(
  index: SearchIndex,
  locale: Locale,
  pagefind: PagefindApi | null,
): AnswerSources {
  const forms = new Map<string, number>();
  const stems = new Set<string>();
  for (const item of index.items)
    for (const text of [item.title, item.description, ...(item.questions ?? [])]) {
      for (const word of wordsOf(text, locale, index.variants)) stems.add(word.stem);
      for (const form of foldHan(foldText(text), index.variants).match(/[\p{L}\d-]+/gu) ?? [])
        forms.set(form, (forms.get(form) ?? 0) + 1);
    }
  const pages = new Set(index.items.filter((i) => !i.url.includes("#")).map((i) => page(i.url)));
  return {
    locale,
    match: questionMatcher(index.items, locale, index.variants),
    vocabulary: { forms, stems },
    total: pages.size,
    ...(index.variants && { variants: index.variants }),
    pagefind,
  };
}

/** Up to `count` more pages among `matches`, none the same page as `first`'s or each other's. */
function others(first: string, matches: readonly Match<Answerable>[], count = 2): Link[] {
  const seen = new Set([page(first)]);
  const links: Link[] = [];
  for (const { item, score } of matches) {
    if (links.length === count || score < answerThreshold / 2) break;
    if (item.reply !== undefined || seen.has(page(item.url))) continue;
    seen.add(page(item.url));
    links.push({ title: item.title, url: item.url });
  }
  return links;
}

/** The section a reply quotes: its match's, else the page's closest to the question, else its lead. */
async function sectionOf(
  best: Match<Answerable>,
  words: readonly Word[],
  body: BodyEvidence | undefined,
  sources: AnswerSources,
): Promise<Section | undefined> {
  if (best.section) return best.section;
  const stems = words.map((word) => word.stem);
  const url = page(best.item.url);
  const sections =
    body?.sections.get(url) ??
    (sources.pagefind ? (await pageBody(sources.pagefind, url))?.sections : undefined);
  return sections && bestSection(sections, stems, sources.locale, sources.variants);
}

/**
 * The reply to a question from an edition's sources: the page that comes closest, by the
 * questions it answers, its title and description, and the sections of its body the full-text
 * search reads, when it comes close enough (`answerThreshold`), quoting the section of that page
 * closest to the question; else the site's plain "no answer". An intent the site has no page for
 * answers "none" with its own reply (prices: we do not publish them).
 */
export async function answerQuestion(question: string, sources: AnswerSources): Promise<Reply> {
  const found = wordsOf(question, sources.locale, sources.variants);
  const read = sources.pagefind
    ? await readBody(sources.pagefind, found, sources.locale, sources.vocabulary, sources.total)
    : undefined;
  const words = read?.words ?? found;
  // A question one of the pages' own questions (or its title) answers outright: the body's
  // mentions do not outvote it.
  const outright = sources.match(words);
  const matches =
    (outright[0]?.score ?? 0) >= outrightThreshold ? outright : sources.match(words, read?.body);
  const best = matches[0];
  if (!best || best.score < answerThreshold) return { kind: "none" };
  if (best.item.reply !== undefined) return { kind: "none", reply: best.item.reply };
  const { title, url, description } = best.item;
  const section = await sectionOf(best, words, read?.body, sources);
  const stems = words.map((word) => word.stem);
  return {
    kind: "page",
    title,
    url: section?.url ?? url,
    heading: section?.heading || title,
    text: section ? quote(section, stems, sources.locale, sources.variants) : description,
    more: others(url, matches.slice(1)),
  };
}

/** The pages a reply names, first the one it answers with. */
export function replyPages(reply: Reply): string[] {
  return reply.kind === "page" ? [reply.url, ...reply.more.map((link) => link.url)].map(page) : [];
}
