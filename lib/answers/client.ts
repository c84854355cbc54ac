import { answerQuestion, type Reply } from "@/lib/answers/answer";
import { groundedReply } from "@/lib/answers/assistant";
import { questionMatcher, type Match } from "@/lib/answers/match";
import type { Locale } from "@/lib/i18n";
import { searchPassages } from "@/lib/pagefind-client";
import type { SearchItem } from "@/lib/search";
import { loadSearchIndex } from "@/lib/search-client";

/* Tessa's answers in the browser: the edition's search index (with its questions), then Pagefind. */

type Matcher = (question: string) => Match<SearchItem>[];
const matchers = new Map<Locale, Promise<Matcher>>();

/** The question matcher of an edition, built once from its search index. */
export function matcherFor(locale: Locale): Promise<Matcher> {
  let matcher = matchers.get(locale);
  if (!matcher) {
    matcher = loadSearchIndex(locale).then((items) => questionMatcher(items, locale));
    matcher.catch(() => matchers.delete(locale));
    matchers.set(locale, matcher);
  }
  return matcher;
}

/**
 * Tessa's reply to a question: the page whose questions match it, or else the passage the
 * full-text search finds; the site's plain "no answer" when neither does (or both fail to load).
 */
export async function ask(question: string, locale: Locale): Promise<Reply> {
  const match = await matcherFor(locale).catch((): Matcher => () => []);
  const reply = await answerQuestion(question, { match, passages: searchPassages });
  // The owner's assistant, if the build names one, words the answer from what Tessa found.
  return groundedReply(process.env.NEXT_PUBLIC_ASSISTANT_ENDPOINT, question, locale, reply);
}
