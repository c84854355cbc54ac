import {
  answerQuestion,
  answerSources,
  type AnswerSources,
  type Reply,
} from "@/lib/answers/answer";
import { groundedReply } from "@/lib/answers/assistant";
import { termIndexPath, type TermIndexData } from "@/lib/answers/term-index";
import type { Locale } from "@/lib/i18n";
import { loadPagefind } from "@/lib/pagefind-client";
import { loadSearchIndex } from "@/lib/search-client";

/*
 * Tessa's answers in the browser: the edition's search index (with its questions), its term index
 * and Pagefind.
 */

/** An edition's term index; none where the build wrote none (the dev server). */
function loadTermIndex(locale: Locale): Promise<TermIndexData | undefined> {
  return fetch(termIndexPath(locale))
    .then((response) => (response.ok ? (response.json() as Promise<TermIndexData>) : undefined))
    .catch(() => undefined);
}

const sources = new Map<Locale, Promise<AnswerSources>>();

/** An edition's answer sources, loaded once (a visitor focused the chat's input, or asked). */
export function sourcesFor(locale: Locale): Promise<AnswerSources> {
  let loaded = sources.get(locale);
  if (!loaded) {
    loaded = Promise.all([loadSearchIndex(locale), loadTermIndex(locale), loadPagefind()]).then(
      ([index, terms, pagefind]) => answerSources(index, locale, terms, pagefind),
    );
    loaded.catch(() => sources.delete(locale));
    sources.set(locale, loaded);
  }
  return loaded;
}

/**
 * Tessa's reply to a question, from the edition's pages; the site's plain "no answer" when
 * nothing comes close enough (or the sources fail to load).
 */
export async function ask(question: string, locale: Locale): Promise<Reply> {
  const reply = await sourcesFor(locale)
    .then((loaded) => answerQuestion(question, loaded))
    .catch((): Reply => ({ kind: "none" }));
  // The owner's assistant, if the build names one, words the answer from what Tessa found.
  return groundedReply(process.env.NEXT_PUBLIC_ASSISTANT_ENDPOINT, question, locale, reply);
}
