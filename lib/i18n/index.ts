import { en, type MessageKey, type Messages } from "@/lib/i18n/en";

export { en, type MessageKey, type Messages };

export const languages = [
  { code: "en", label: "English" },
  { code: "es", label: "Español" },
  { code: "fr", label: "Français" },
  { code: "de", label: "Deutsch" },
  { code: "zh", label: "中文" },
] as const;

export type Language = (typeof languages)[number]["code"];

export const defaultLanguage: Language = "en";

export function isLanguage(value: unknown): value is Language {
  return languages.some((language) => language.code === value);
}

/**
 * The message for `key` in `messages`, falling back to English, then to the key itself.
 * `{name}` placeholders are replaced from `values`.
 */
export function translate(
  messages: Messages | undefined,
  key: string,
  values?: Record<string, string | number>,
): string {
  const template =
    (messages as Record<string, string | undefined> | undefined)?.[key] ??
    (en as Record<string, string | undefined>)[key] ??
    key;
  if (!values) return template;
  return template.replace(/\{(\w+)\}/g, (match, name: string) =>
    name in values ? String(values[name]) : match,
  );
}

/** Loads a language's messages on demand, so only English ships in first-load JavaScript. */
export async function loadMessages(language: Language): Promise<Messages> {
  switch (language) {
    case "es":
      return (await import("@/lib/i18n/es")).es;
    case "fr":
      return (await import("@/lib/i18n/fr")).fr;
    case "de":
      return (await import("@/lib/i18n/de")).de;
    case "zh":
      return (await import("@/lib/i18n/zh")).zh;
    default:
      return en;
  }
}
