export type { MessageKey, Messages } from "@/lib/i18n/message-key";
export * from "@/lib/i18n/locales";

export type TranslateValues = Record<string, string | number>;

/** The index just past the `}` that closes the `{` at `start`. */
export function closing(template: string, start: number): number {
  let depth = 0;
  for (let index = start; index < template.length; index++) {
    if (template[index] === "{") depth++;
    else if (template[index] === "}" && --depth === 0) return index + 1;
  }
  return template.length;
}

const pluralRules = new Map<string, Intl.PluralRules>();

/** The options of a plural or select: `one {…} other {…}` → { one: "…", other: "…" }. */
function optionsOf(options: string): Map<string, string> {
  const chosen = new Map<string, string>();
  const option = /\s*(=\d+|[\w-]+)\s*\{/g;
  for (let match = option.exec(options); match; match = option.exec(options)) {
    const end = closing(options, match.index + match[0].length - 1);
    chosen.set(match[1] ?? "", options.slice(match.index + match[0].length, end - 1));
    option.lastIndex = end;
  }
  return chosen;
}

/** `{count, plural, =0 {…} one {# item} other {# items}}`: the option for the count. */
function plural(count: number, options: string, locale: string): string {
  const chosen = optionsOf(options);
  let rules = pluralRules.get(locale);
  if (!rules) pluralRules.set(locale, (rules = new Intl.PluralRules(locale)));
  const text = chosen.get(`=${count}`) ?? chosen.get(rules.select(count)) ?? chosen.get("other");
  return (text ?? "").replace(/#/g, new Intl.NumberFormat(locale).format(count));
}

/**
 * A message with its values: `{name}` replaced (left as it is when there is no value), ICU
 * plurals chosen by the language's plural rules (`#` being the count in its notation), and ICU
 * selects chosen by value (`{gender, select, feminine {…} other {…}}`).
 */
export function formatMessage(template: string, values: TranslateValues, locale: string): string {
  let result = "";
  let index = 0;
  while (index < template.length) {
    const open = template.indexOf("{", index);
    if (open < 0) break;
    const end = closing(template, open);
    const inner = template.slice(open + 1, end - 1);
    const match = /^\s*(\w+)\s*(?:,\s*(plural|select)\s*,([\s\S]*))?$/.exec(inner);
    const value = match?.[1] !== undefined ? values[match[1]] : undefined;
    result += template.slice(index, open);
    if (value === undefined) result += template.slice(open, end);
    else if (match?.[2] === "plural")
      result += formatMessage(plural(Number(value), match[3] ?? "", locale), values, locale);
    else if (match?.[2] === "select") {
      // A choice by value (an author's grammatical gender): `other` when no option names it.
      const chosen = optionsOf(match[3] ?? "");
      result += formatMessage(
        chosen.get(String(value)) ?? chosen.get("other") ?? "",
        values,
        locale,
      );
    } else result += String(value);
    index = end;
  }
  return result + template.slice(index);
}

/**
 * The message for `key` in `messages` (a page's complete catalogue: English stands beneath
 * every language on the server), else the key itself, formatted with `values` in `locale`'s
 * conventions (see `formatMessage`).
 */
export function translate(
  messages: Readonly<Record<string, string | undefined>> | undefined,
  key: string,
  values?: TranslateValues,
  locale = "en",
): string {
  const template = messages?.[key] ?? key;
  return values ? formatMessage(template, values, locale) : template;
}
