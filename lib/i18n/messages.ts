import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { contentRoot } from "@/lib/content/loader";
import { translate, type TranslateValues } from "@/lib/i18n";
import { localeInfo, localePath, locales, type Locale } from "@/lib/i18n/locales";
import type { OfferWords } from "@/lib/i18n/preference";
import type { MessageKey, Messages } from "@/lib/i18n/message-key";

export type { MessageKey, Messages };

/** A nested message file as flat keys: `{ nav: { home: "Home" } }` → `{ "nav.home": "Home" }`. */
export function flattenMessages(tree: unknown, prefix = ""): Record<string, string> {
  if (typeof tree === "string") return { [prefix]: tree };
  if (tree === null || typeof tree !== "object" || Array.isArray(tree))
    throw new Error(`${prefix || "(the file)"}: a message is a string or a group of messages`);
  return Object.assign(
    {},
    ...Object.entries(tree).map(([key, value]) =>
      flattenMessages(value, prefix ? `${prefix}.${key}` : key),
    ),
  ) as Record<string, string>;
}

/**
 * A language's message file (content/messages/<locale>/ui.json): messages grouped by area
 * (`nav`, `forms.contact`, …), ICU messages, read as flat dotted keys. A language may leave keys
 * out (or have no file yet): English stands beneath it.
 */
export function readMessages(locale: Locale): Messages {
  const file = join(contentRoot(), "messages", locale, "ui.json");
  if (!existsSync(file)) return {};
  try {
    return flattenMessages(JSON.parse(readFileSync(file, "utf8"))) as Messages;
  } catch (error) {
    throw new Error(`content/messages/${locale}/ui.json: ${(error as Error).message}`);
  }
}

/**
 * Every language's interface strings, English beneath the others. Server-side only: a page
 * hands its own language's strings to the client islands, so no catalogue ships in the
 * JavaScript bundle.
 */
export const catalogues = Object.fromEntries(
  locales.map((locale) => [locale, { ...readMessages("en"), ...readMessages(locale) }]),
) as Record<Locale, Messages>;

export type I18n = {
  locale: Locale;
  t: (key: MessageKey, values?: TranslateValues) => string;
  /** The URL of an English path in this language. */
  href: (path: string) => string;
};

/** Strings and links of one edition, for server code that knows its language. */
export function i18nFor(locale: Locale): I18n {
  const messages = catalogues[locale];
  return {
    locale,
    t: (key, values) => translate(messages, key, values, localeInfo[locale].intl),
    href: (path) => localePath(locale, path),
  };
}

/** A language's strings whose keys start with one of `prefixes`. */
export function pickMessages(locale: Locale, prefixes: readonly string[]): Messages {
  return Object.fromEntries(
    Object.entries(catalogues[locale]).filter(([key]) =>
      prefixes.some((prefix) => key.startsWith(prefix)),
    ),
  ) as Messages;
}

/**
 * Strings only the islands that load on demand use: the search overlay, the chat panel, the
 * dialogs and their forms. They are not sent with every page: those islands fetch them, with
 * their code, from /i18n/<locale>.json (app/i18n/[file]/route.ts). A page that renders a form in
 * its HTML hands down the `forms.` strings itself (components/i18n/messages-scope).
 */
const onDemandPrefixes = [
  "search.",
  "chat.",
  "dialog.",
  "forms.",
  "ui.caseStudy.",
  "ui.detail.",
  "ui.demo.",
] as const;

/**
 * The strings the client islands present on every page use as it starts (the rest of the chrome
 * is rendered on the server and travels as text): the navigation menus, the theme toggle, the
 * search and chat buttons, the newsletter form (with its honeypot's label), the error screen,
 * consent, share and toasts.
 */
const startKeys = [
  "nav.",
  "theme.",
  "search.open",
  "chat.open",
  "chat.close",
  "newsletter.",
  "forms.newsletter.",
  "forms.honeypot",
  "footer.privacy",
  "error.",
  "ui.consent.",
  "ui.share.",
  "ui.toast.",
] as const;

/**
 * The strings a form rendered in a page's HTML uses (contact, NGO Lab, job pages): the forms
 * area and the submit button's "Sending...". The page hands them down with MessagesScope.
 */
export const pageFormPrefixes = ["forms.", "dialog.sending"] as const;

/** Whether `key` is one of `keys`, or starts with one that ends in a dot. */
function matches(key: string, keys: readonly string[]): boolean {
  return keys.some((entry) => (entry.endsWith(".") ? key.startsWith(entry) : key === entry));
}

/** Whether only islands loaded on demand use the string `key`. */
export function isOnDemandKey(key: string): boolean {
  return matches(key, onDemandPrefixes) && !matches(key, startKeys);
}

/**
 * The strings every page's islands need as the page starts. A page adds its own area's for its
 * islands with components/i18n/messages-scope.
 */
export function clientMessages(locale: Locale): Messages {
  return Object.fromEntries(
    Object.entries(catalogues[locale]).filter(([key]) => matches(key, startKeys)),
  ) as Messages;
}

/**
 * The language suggestion's words in each edition's own language, for the bar that offers it on
 * a page in another (`page`, whose own language is never offered): its reader must understand it.
 * A language whose file does not write them yet is not offered (English words would say "also
 * available in English" for it).
 */
export function languageOffers(page: Locale): Partial<Record<Locale, OfferWords>> {
  return Object.fromEntries(Object.entries(offerWords).filter(([edition]) => edition !== page));
}

const offerWords: Partial<Record<Locale, OfferWords>> = Object.fromEntries(
  locales.flatMap((edition) => {
    const own = readMessages(edition);
    const [text, open, dismiss] = [
      own["language.offer"],
      own["language.read"],
      own["language.dismiss"],
    ];
    return text && open && dismiss ? [[edition, { text, open, dismiss }]] : [];
  }),
);

/** The strings the islands that load on demand fetch (see `isOnDemandKey`). */
export function onDemandMessages(locale: Locale): Messages {
  return Object.fromEntries(
    Object.entries(catalogues[locale]).filter(([key]) => isOnDemandKey(key)),
  ) as Messages;
}
