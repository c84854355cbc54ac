import { bodyOf, type PageBody } from "@/lib/answers/body";
import type { BodyEvidence } from "@/lib/answers/match";
import type { Locale } from "@/lib/i18n";
import type { PagefindApi, PagefindResult } from "@/lib/pagefind-client";
import { stem, type Word } from "@/lib/text/words";

/*
 * What the full-text search (Pagefind) knows of a question's words: on how many pages each
 * stands, and the pages that hold the most of them, read in full and cut into sections. A word
 * neither the search nor the index knows is read as the nearest word the index does know, when
 * one is a typing slip away ("recruting" → "recruiting").
 */

export type Vocabulary = { forms: ReadonlyMap<string, number>; stems: ReadonlySet<string> };

/** How many edits (insert, delete, substitute, swap) turn `a` into `b`, or `max + 1` if more. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let before: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(
        (previous[j] ?? 0) + 1,
        (row[j - 1] ?? 0) + 1,
        (previous[j - 1] ?? 0) + cost,
      );
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        value = Math.min(value, (before[j - 2] ?? 0) + 1);
      row.push(value);
    }
    if (Math.min(...row) > max) return max + 1;
    [before, previous] = [previous, row];
  }
  return previous[b.length] ?? max + 1;
}

/** The index's word closest to a Latin word it does not hold, if one is a slip away. */
export function nearestWord(form: string, vocabulary: Vocabulary): string | undefined {
  if (form.length < 4 || !/^[\p{Script=Latin}\d-]+$/u.test(form)) return undefined;
  const max = form.length >= 8 ? 2 : 1;
  let best: { word: string; distance: number; count: number } | undefined;
  for (const [word, count] of vocabulary.forms) {
    const distance = editDistance(form, word, max);
    if (distance > max) continue;
    if (!best || distance < best.distance || (distance === best.distance && count > best.count))
      best = { word, distance, count };
  }
  return best?.word;
}

const bodiesRead = new WeakMap<PagefindApi, Map<string, Promise<PageBody>>>();

/** A page's body, read once per index. */
function bodyFor(api: PagefindApi, result: PagefindResult): Promise<PageBody> {
  let read = bodiesRead.get(api);
  if (!read) bodiesRead.set(api, (read = new Map()));
  let body = read.get(result.id);
  if (!body) {
    body = result.data().then(bodyOf);
    read.set(result.id, body);
  }
  return body;
}

/** The question's words (slips corrected) and what the full-text search holds of them. */
export async function readBody(
  api: PagefindApi,
  found: readonly Word[],
  locale: Locale,
  vocabulary: Vocabulary,
  total: number,
  limit = 8,
): Promise<{ words: Word[]; body: BodyEvidence }> {
  const search = async (form: string) => (await api.search(form))?.results ?? [];
  const words: Word[] = [];
  const results = new Map<string, PagefindResult[]>();
  for (const word of found) {
    let hits = await search(word.form);
    let used = word;
    const nearest =
      hits.length === 0 && !vocabulary.stems.has(word.stem) && nearestWord(word.form, vocabulary);
    if (nearest) {
      used = { stem: stem(nearest, locale), form: nearest };
      hits = await search(nearest);
    }
    words.push(used);
    results.set(used.stem, [...(results.get(used.stem) ?? []), ...hits]);
  }
  const pages = new Map<string, number>();
  const rank = new Map<string, { result: PagefindResult; score: number }>();
  for (const [key, hits] of results) {
    const ids = new Set(hits.map((hit) => hit.id));
    pages.set(key, ids.size);
    const idf = Math.log((total + 1) / (ids.size + 0.5));
    const top = Math.max(...hits.map((hit) => hit.score), 1e-9);
    for (const hit of hits) {
      const seen = rank.get(hit.id);
      rank.set(hit.id, { result: hit, score: (seen?.score ?? 0) + (idf * hit.score) / top });
    }
  }
  const read = [...rank.values()].sort((a, b) => b.score - a.score).slice(0, limit);
  const bodies = await Promise.all(read.map(({ result }) => bodyFor(api, result)));
  return {
    words,
    body: { sections: new Map(bodies.map((b) => [b.url, b.sections])), pages, total },
  };
}
