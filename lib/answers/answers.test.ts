import { describe, expect, it } from "vitest";
import { benchEdition } from "@/lib/answers/eval/bench";
import { editions } from "@/lib/i18n";

/*
 * The floor under Tessa's answers: top-1 accuracy on the evaluation questions
 * (lib/answers/eval/), per edition, set just below what `npm run bench:answers` measures. A change
 * to the matcher, the questions or the intents that answers fewer of them fails here.
 */
const floor: Partial<Record<(typeof editions)[number], number>> = {
  en: 0.88,
  de: 0.92,
  zh: 0.95,
  es: 0.9,
  fr: 0.87,
};

describe("Tessa's answers to the evaluation questions", () => {
  it.each(editions.filter((locale) => floor[locale] !== undefined))(
    "%s: top-1 at or above its floor",
    (locale) => {
      const result = benchEdition(locale, "questions");
      const misses = result.misses.map((miss) => `${miss.q} → ${miss.got[0]}`);
      expect({ top1: result.top1 >= (floor[locale] ?? 1), misses }).toMatchObject({ top1: true });
    },
  );
});
