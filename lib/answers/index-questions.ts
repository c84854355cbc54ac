import { getEntries, getEntry } from "@/lib/content";
import type { Locale } from "@/lib/i18n";
import { pagePath } from "@/lib/page-paths";
import type { SearchItem } from "@/lib/search";
import { ownSources } from "@/lib/site-pages";

/** The questions a page's own entries say it answers (their optional `questions` field). */
function ownQuestions(path: string, locale: Locale): string[] {
  return ownSources(path).flatMap(({ key, id }) => {
    const data = getEntries(key, locale).find((entry) => entry.id === id)?.data;
    const list =
      data !== null && typeof data === "object" && "questions" in data ? data.questions : [];
    return Array.isArray(list) ? list.filter((q): q is string => typeof q === "string") : [];
  });
}

/**
 * An edition's search index with what each page answers: its entries' questions and the phrases
 * of the site's intents that point to it; an intent the site has no page for becomes an item of
 * its own, with the reply the assistant gives and the contact page as the next step.
 */
export function withQuestions(items: SearchItem[], locale: Locale, href: (path: string) => string) {
  const byUrl = new Map(items.map((item) => [item.url, item]));
  const answered = items.map((item) => {
    const questions = ownQuestions(item.id, locale);
    return questions.length > 0 ? { ...item, questions } : { ...item };
  });
  const indexOf = new Map(answered.map((item, index) => [item.url, index]));
  const contact = byUrl.get(href(pagePath("contact")));
  const unanswered: SearchItem[] = [];
  getEntry("intents", "site", locale).data.intents.forEach((intent, at) => {
    if (!intent.template) {
      if (!contact) throw new Error("content/intents: no contact page for an unanswered intent");
      unanswered.push({
        ...contact,
        id: `intent:${at}`,
        questions: intent.phrases,
        ...(intent.reply && { reply: intent.reply }),
      });
      return;
    }
    const url = href(pagePath(intent.template, intent.id));
    const index = indexOf.get(url);
    const item = index === undefined ? undefined : answered[index];
    if (!item) throw new Error(`content/intents: intent ${at + 1} points to no page (${url})`);
    item.questions = [...(item.questions ?? []), ...intent.phrases];
  });
  return [...answered, ...unanswered];
}
