import { benchEdition } from "@/lib/answers/eval/bench";
import { editions } from "@/lib/i18n";

/*
 * npm run bench:answers: Tessa's answers to the evaluation questions (lib/answers/eval/), per
 * edition, in Node from the content (no build needed). `--before` measures the previous way:
 * the full text alone.
 */

const mode = process.argv.includes("--before") ? "full-text" : "questions";
const percent = (share: number) => `${(share * 100).toFixed(1)}%`;
console.log(
  `Tessa's answers (${mode === "questions" ? "questions and intents, then full text" : "full text only"})`,
);
for (const locale of editions) {
  const result = benchEdition(locale, mode);
  console.log(`\n${locale}: top-1 ${percent(result.top1)}, top-3 ${percent(result.top3)}`);
  for (const miss of result.misses)
    console.log(
      `  miss: ${miss.q}\n        expected ${miss.expected.join(" | ") || "none"}, got ${miss.got.join(", ")}`,
    );
}
