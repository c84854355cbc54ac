import { resolve } from "node:path";
import { parseArgs } from "node:util";
import { benchSet, emptyScore, type Score, type SetResult } from "@/lib/answers/eval/bench";
import { exportSources } from "@/lib/answers/eval/export-sources";
import { developmentSets, questionSets, type QuestionSet } from "@/lib/answers/eval/questions";
import { locales } from "@/lib/i18n";

/*
 * npm run bench:answers (after npm run build): Tessa's replies to the evaluation questions,
 * through the site's own pipeline on the export (its search index and Pagefind), per edition:
 * top-1 and top-3 of the development sets with every miss, and of each held-out set the scores
 * only, per edition and per kind. A held-out question or miss is never printed.
 *
 * --development: the development sets only, for the steps of a round (choose on these; run the
 * held-out sets at a round's start and end).
 */

const dir = resolve(process.env.EXPORT_DIR ?? "out");
const { values } = parseArgs({ options: { development: { type: "boolean", default: false } } });
const sets: readonly QuestionSet[] = values.development ? developmentSets : questionSets;
const percent = (hits: number, count: number) =>
  count === 0 ? "–" : `${((hits / count) * 100).toFixed(1)}%`;
const scored = (s: Score) =>
  `${percent(s.top1, s.count)} / ${percent(s.top3, s.count)} (${s.count})`;
const sum = (a: Score, b: Score): Score => ({
  count: a.count + b.count,
  top1: a.top1 + b.top1,
  top3: a.top3 + b.top3,
});

const results: SetResult[] = [];
for (const locale of locales) {
  const sources = await exportSources(dir, locale);
  for (const set of sets) results.push(await benchSet(set, locale, sources));
}

console.log(`Tessa's answers on ${dir}: top-1 / top-3 (questions)\n`);
console.log(`| edition | ${sets.join(" | ")} |`);
console.log(`| --- | ${sets.map(() => "---").join(" | ")} |`);
for (const locale of locales) {
  const row = sets.map((set) => {
    const result = results.find((r) => r.set === set && r.locale === locale);
    return result ? scored(result.total) : "–";
  });
  console.log(`| ${locale} | ${row.join(" | ")} |`);
}
for (const set of sets) {
  const ofSet = results.filter((r) => r.set === set);
  const kinds = new Map<string, Score>();
  for (const result of ofSet)
    for (const [kind, score] of Object.entries(result.byKind))
      kinds.set(kind, sum(kinds.get(kind) ?? emptyScore, score));
  const all = ofSet.reduce((total, r) => sum(total, r.total), emptyScore);
  const viaContact = ofSet.reduce((total, r) => total + r.viaContact, 0);
  console.log(`\n${set}: all ${scored(all)}; hits by the contact reply: ${viaContact}`);
  for (const [kind, score] of kinds) console.log(`  ${kind}: ${scored(score)}`);
}
for (const result of results.filter((r) => r.misses.length > 0)) {
  console.log(`\nmisses, ${result.set} ${result.locale}:`);
  for (const miss of result.misses)
    console.log(
      `  ${miss.q}\n    expected ${miss.expected.join(" | ")}, got ${miss.got.join(", ")}`,
    );
}
