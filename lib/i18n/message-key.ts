import type englishMessages from "@/content/messages/en/ui.json";

/*
 * The types of the interface strings, apart from the module that reads the files (node:fs), so the
 * client barrel (lib/i18n/index.ts) can name them without any chance of importing that module.
 */

/** The dotted paths of a nested message file's strings: `{ nav: { home } }` → "nav.home". */
type Paths<T> = {
  [K in keyof T & string]: T[K] extends string ? K : `${K}.${Paths<T[K]>}`;
}[keyof T & string];

/** Every interface string's key: the English message file's. */
export type MessageKey = Paths<typeof englishMessages>;

export type Messages = Partial<Record<MessageKey, string>>;
