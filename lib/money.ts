import { formatMessage } from "@/lib/i18n";
import { localeInfo, type Locale } from "@/lib/i18n/locales";

/* Client-safe: an amount of money, or a range, formatted with Intl in a page's language. */

export const currencies = ["USD", "GBP"] as const;
export type Currency = (typeof currencies)[number];

/** An amount ("$7.2M": 7200000) or a range ("$185,000 – $235,000": 185000 to 235000). */
export type Money = {
  min: number;
  max?: number;
  currency: Currency;
  /** Significant digits it was written with ("$7.2M": 2); whole units when absent. */
  precision?: number;
};

/**
 * The values a message `money.<currency>` is written with, so each edition keeps its writers'
 * notation: `money` in Intl's currency format ("$7.2M", "£70,000 – £88,000"); `amount` the bare
 * number ("7,2 Mio.", "185.000–235.000", "720 万") and `amountLong` with the scale as a word
 * ("7,2 millones"); `scale` "million" when it is shortened to millions ("wan" for 万), else "none".
 */
export const moneyValueNames = ["money", "amount", "amountLong", "scale"] as const;

export function moneyParts(
  locale: Locale,
  money: Money,
): Record<(typeof moneyValueNames)[number], string> {
  const intl = localeInfo[locale].intl;
  const top = Math.max(money.min, money.max ?? money.min);
  // Chinese writes amounts from ten thousand in 万 ("720 万美元"); others shorten millions only.
  const scale = locale === "zh" ? (top >= 1e4 ? "wan" : "none") : top >= 1e6 ? "million" : "none";
  const digits: Intl.NumberFormatOptions = money.precision
    ? { maximumSignificantDigits: money.precision }
    : { maximumFractionDigits: scale === "none" ? 0 : 1 };
  const compact: Intl.NumberFormatOptions = scale === "none" ? {} : { notation: "compact" };
  const format = (options: Intl.NumberFormatOptions) => {
    const formatter = new Intl.NumberFormat(intl, { ...digits, ...options });
    const text =
      money.max === undefined
        ? formatter.format(money.min)
        : formatter.formatRange(money.min, money.max);
    // Chinese prose sets a space between digits and 万 and joins a range with an en dash.
    return locale === "zh" ? text.replace(/(\d)([万亿])/g, "$1 $2").replace(/\s*-\s*/g, "–") : text;
  };
  return {
    money: format({ style: "currency", currency: money.currency, ...compact }),
    amount: format(compact),
    amountLong: format({ ...compact, ...(scale !== "none" && { compactDisplay: "long" }) }),
    scale,
  };
}

/** `money` in `locale`, through its edition's message for the currency (see `moneyParts`). */
export function formatMoney(locale: Locale, money: Money, template: string): string {
  return formatMessage(template, moneyParts(locale, money), localeInfo[locale].intl);
}

/** A money figure as written in English ("$7.2M", "$5,000", "£70k"), else undefined. */
export function parseMoney(figure: string): Money | undefined {
  const match = /^([$£])(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d+))?([kKMB])?$/.exec(figure.trim());
  if (!match) return undefined;
  const [, symbol, whole = "0", fraction = "", suffix = ""] = match;
  const scale = { k: 1e3, K: 1e3, M: 1e6, B: 1e9 }[suffix] ?? 1;
  const written = `${whole.replace(/,/g, "")}${fraction}`.replace(/^0+/, "");
  return {
    min: Number(`${whole.replace(/,/g, "")}.${fraction || "0"}`) * scale,
    currency: symbol === "£" ? "GBP" : "USD",
    // "$7.2M" keeps its two significant digits: "7,2 Mio." rather than "7,20 Mio.".
    ...(scale > 1 && { precision: (fraction ? written : written.replace(/0+$/, "")).length || 1 }),
  };
}
