import { localeInfo, type Locale } from "@/lib/i18n/locales";

/* Client-safe: Intl formatting of dates and figures in a page's language. */

const dateFormats = new Map<string, Intl.DateTimeFormat>();

function dateFormat(locale: Locale, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}:${JSON.stringify(options)}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(localeInfo[locale].intl, { ...options, timeZone: "UTC" });
    dateFormats.set(key, format);
  }
  return format;
}

const toDate = (isoDate: string) =>
  new Date(`${isoDate.length === 7 ? `${isoDate}-01` : isoDate}T00:00:00Z`);

/**
 * "2025-04-22" → "April 22, 2025" / "22. April 2025" / "2025年4月22日", on every machine alike;
 * French writes the first of a month as an ordinal ("1er juin 2025"), which Intl does not.
 */
export function formatDate(locale: Locale, isoDate: string): string {
  const parts = dateFormat(locale, {
    year: "numeric",
    month: "long",
    day: "numeric",
  }).formatToParts(toDate(isoDate));
  return parts
    .map(({ type, value }) => (locale === "fr" && type === "day" && value === "1" ? "1er" : value))
    .join("");
}

/** "2025-04" → "April 2025" / "April 2025" / "2025年4月". */
export function formatMonth(locale: Locale, isoMonth: string): string {
  return dateFormat(locale, { year: "numeric", month: "long" }).format(toDate(isoMonth));
}

const listFormats = new Map<Locale, Intl.ListFormat>();

/**
 * Names or terms as a list in the page's language: "A, B, and C", "A, B und C", "A、B 和 C"
 * (Chinese sets Latin words apart with a space, as the edition's prose does).
 */
export function formatList(locale: Locale, items: readonly string[]): string {
  let format = listFormats.get(locale);
  if (!format) {
    format = new Intl.ListFormat(localeInfo[locale].intl, { type: "conjunction" });
    listFormats.set(locale, format);
  }
  const text = format.format(items);
  return locale === "zh" ? text.replace(/(?<=[\w.)）])([和与])(?=[\w(（])/g, " $1 ") : text;
}

/**
 * A figure written in English notation ("15,000", "98.7%", "$7.2M", "250k", "3.5x", "+40%",
 * "30-50%"), re-written with Intl for `locale`: "15.000", "98,7 %", "7,2 Mio. $", "250.000",
 * "3,5x", "+40 %", "30–50 %"; in Chinese "US$720万" and "25 万".
 * Anything it does not recognise as a figure is returned as it is.
 */
export function formatFigure(locale: Locale, figure: string): string {
  if (locale === "en") return figure;
  const range = /^(\d+)\s?[-–]\s?(\d+%)$/.exec(figure.trim());
  if (range) {
    const [, low = "", high = ""] = range;
    const upper = formatFigure(locale, high);
    return locale === "zh" ? `${low}%–${upper}` : `${formatFigure(locale, low)}–${upper}`;
  }
  const match = /^([<>~+−-]?)(\$?)(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d+))?(%|[kKMB]|x|×)?(\+?)$/.exec(
    figure.trim(),
  );
  if (!match) return figure;
  const [, sign = "", dollar = "", whole = "0", fraction = "", suffix = "", plus = ""] = match;
  const value = Number(`${whole.replace(/,/g, "")}.${fraction || "0"}`);
  const digits = fraction.length;
  const intl = localeInfo[locale].intl;
  const grouping = whole.includes(",") || whole.length > 4;
  const scale = { k: 1e3, K: 1e3, M: 1e6, B: 1e9 }[suffix] ?? 1;
  /* A scaled figure keeps the precision it was written with: "$7.2M" has two significant digits,
     which is "7,2 Mio. $" in German and "US$720万" (no ".0") in Chinese. */
  const written = `${whole.replace(/,/g, "")}${fraction}`.replace(/^0+/, "");
  const significant = (fraction ? written : written.replace(/0+$/, "")).length || 1;
  let body: string;
  if (suffix === "%") {
    body = new Intl.NumberFormat(intl, {
      style: "percent",
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    }).format(value / 100);
  } else if (scale > 1 || (locale === "zh" && !dollar && value >= 1e4)) {
    /* Money stays compact ("7,2 Mio. $"); a count is written out ("250.000", "250 000"), as
       those languages have no short form for thousands, and Chinese counts from ten thousand in
       万, with the space its prose writes ("25 万", "10 万+"; lib/copy/marks.ts checks it). */
    const compact = Boolean(dollar) || locale === "zh";
    body = new Intl.NumberFormat(intl, {
      ...(dollar && { style: "currency", currency: "USD" }),
      ...(compact
        ? {
            notation: "compact",
            minimumSignificantDigits: significant,
            maximumSignificantDigits: significant,
          }
        : { maximumFractionDigits: 0 }),
    })
      .format(value * scale)
      .replace(/(\d)([万亿])/, locale === "zh" && !dollar ? "$1 $2" : "$1$2");
  } else {
    body =
      new Intl.NumberFormat(intl, {
        ...(dollar && { style: "currency", currency: "USD" }),
        minimumFractionDigits: digits,
        maximumFractionDigits: digits,
        useGrouping: grouping,
      }).format(value) + suffix;
  }
  return `${sign}${body}${plus}`;
}
