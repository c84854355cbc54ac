import { defaultLocale, type Locale } from "@/lib/i18n/locales";

export type ErrorLabels = { title: string; retry: string; home: string; unknown: string };

/**
 * The root error screen's words (`error.*` of the language's message file, English beneath):
 * app/global-error.tsx renders after the root layout (and its strings) crashed, and loads them
 * only then, each language's file a chunk of its own.
 */
export async function errorLabels(locale: Locale): Promise<ErrorLabels> {
  const [english, own] = await Promise.all([
    errorWords(defaultLocale),
    locale === defaultLocale ? {} : errorWords(locale).catch(() => ({})),
  ]);
  return { ...english, ...own } as ErrorLabels;
}

async function errorWords(locale: Locale): Promise<Partial<ErrorLabels>> {
  const file: unknown = await import(`../../content/messages/${locale}/ui.json`);
  const tree = (file as { default?: { error?: Partial<ErrorLabels> } }).default;
  return tree?.error ?? {};
}
