import type { Locale } from "@/lib/i18n";
import { compoundParts } from "@/lib/text/compounds";
import { stem, type Word } from "@/lib/text/words";

/*
 * A question's word the edition's index does not hold, read as the stems it likely means: a
 * German compound's parts, the stem a truncation begins ("assos" → "associations"), the one a
 * typing slip away ("clinet" → "client"), the Chinese word that holds it ("药" → "制药"). Each is
 * a guess, and counts as one (rank.ts).
 */

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

/**
 * The stems the index holds for a word it does not: a truncation's ("assos" → "associations"),
 * the one a typing slip away ("clinet" → "client"); none for a Han or short word.
 */
export function nearestStems(
  word: Word,
  stems: ReadonlyMap<string, number>,
  locale: Locale,
): string[] {
  if (locale === "de") {
    const parts = compoundParts(word.form, (part) => stems.has(stem(part, locale)));
    if (parts) return parts.map((part) => stem(part, locale));
  }
  const truncated = longerStem(word.stem, stems);
  if (truncated) return [truncated];
  const nearest = nearestStem(word, stems);
  if (nearest) return [nearest];
  // A Chinese word the pages only use inside a longer one ("药" in "制药").
  const within = /^\p{Script=Han}+$/u.test(word.stem) ? widerStem(word.stem, stems) : undefined;
  return within ? [within] : [];
}

/** The most common Han stem that holds a Han word the index lacks. */
function widerStem(word: string, stems: ReadonlyMap<string, number>): string | undefined {
  let best: [string, number] | undefined;
  for (const [known, count] of stems)
    if (known.length > word.length && known.includes(word) && (!best || count > best[1]))
      best = [known, count];
  return best?.[0];
}

/** The most common stem that begins with a Latin stem of four letters or more ("asso"). */
export function longerStem(short: string, stems: ReadonlyMap<string, number>): string | undefined {
  if (short.length < 4 || !/^[\p{Script=Latin}]+$/u.test(short)) return undefined;
  let best: [string, number] | undefined;
  for (const [known, count] of stems)
    if (known.startsWith(short) && (!best || count > best[1])) best = [known, count];
  return best?.[0];
}

/** The stem the index holds nearest to an unknown Latin stem, a typing slip away. */
export function nearestStem(word: Word, stems: ReadonlyMap<string, number>): string | undefined {
  const form = word.stem;
  if (form.length < 4 || !/^[\p{Script=Latin}\d-]+$/u.test(form)) return undefined;
  const max = word.form.length >= 8 ? 2 : 1;
  let best: { stem: string; distance: number } | undefined;
  // A stem of six letters is a longer word cut (lib/text/words.ts): a slip before the cut shifts
  // the letters after it ("xgbost" is two edits from "xgboos", xgboost's stem), so a word that
  // begins as such a stem does is also compared by its first five or seven letters.
  const starts = [5, 7].map((length) => word.form.slice(0, length));
  const cut = (known: string) =>
    known.length === 6 &&
    known.startsWith(form.slice(0, 4)) &&
    starts.some((start) => editDistance(start, known, 1) <= 1);
  for (const known of stems.keys()) {
    const distance = Math.min(editDistance(form, known, max), cut(known) ? 1 : max + 1);
    if (distance <= max && (!best || distance < best.distance)) best = { stem: known, distance };
  }
  return best?.stem;
}
