export type { MessageKey, Messages } from "@/lib/i18n/messages";
export * from "@/lib/i18n/locales";

export type TranslateValues = Record<string, string | number>;

/**
 * The message for `key` in `messages` (a page's complete catalogue: English stands beneath
 * every language on the server), else the key itself. `{name}` placeholders are replaced
 * from `values`.
 */
export function translate(
  messages: Readonly<Record<string, string | undefined>> | undefined,
  key: string,
  values?: TranslateValues,
): string {
  const template = messages?.[key] ?? key;
  if (!values) return template;
  return template.replace(/\{(\w+)\}/g, (match, name: string) =>
    name in values ? String(values[name]) : match,
  );
}
