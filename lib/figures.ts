import { formatFigure } from "@/lib/format";
import type { Locale } from "@/lib/i18n";
import { i18nFor } from "@/lib/i18n/messages";
import { moneyParts, parseMoney, type Money } from "@/lib/money";
import type { Salary } from "@/lib/content/schemas/jobs";

/*
 * Server side: figures, money and salaries in an edition's notation. Money goes through the
 * edition's message `money.<currency>`, so a card, a stat and a salary write an amount alike.
 */

/** "$7.2M" → "7,2 Mio. US-Dollar" / "720 万美元" / "7,2 millones de dólares". */
export function formatMoneyIn(locale: Locale, money: Money): string {
  return i18nFor(locale).t(`money.${money.currency}`, moneyParts(locale, money));
}

/** A figure as written in English, in the edition's notation (money through its message). */
export function figureIn(locale: Locale, figure: string): string {
  const money = parseMoney(figure);
  if (locale === "en" || !money) return formatFigure(locale, figure);
  return formatMoneyIn(locale, money);
}

/** Stats (or any items with a `value` figure) with their figures in the edition's notation. */
export function statsIn<T extends { value: string }>(locale: Locale, stats: readonly T[]): T[] {
  return stats.map((stat) => ({ ...stat, value: figureIn(locale, stat.value) }));
}

/** A salary band with its period and note: "Grundgehalt 175.000–215.000 US-Dollar plus …". */
export function formatSalary(locale: Locale, salary: Salary): string {
  return i18nFor(locale).t("work.job.salaryValue", {
    money: formatMoneyIn(locale, salary),
    period: salary.period,
    note: salary.note ?? "none",
  });
}
