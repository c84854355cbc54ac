"use client";

import * as React from "react";
import {
  defaultLocale,
  localeInfo,
  localePath,
  translate,
  type Locale,
  type MessageKey,
  type Messages,
  type TranslateValues,
} from "@/lib/i18n";
import { fetchJsonOnce } from "@/lib/fetch-once";

type I18nContextValue = {
  locale: Locale;
  messages: Messages;
  t: (key: MessageKey, values?: TranslateValues) => string;
  /** The URL of an English path in this page's language. */
  href: (path: string) => string;
};

function contextValue(locale: Locale, messages: Messages): I18nContextValue {
  return {
    locale,
    messages,
    t: (key, values) => translate(messages, key, values, localeInfo[locale].intl),
    href: (path) => localePath(locale, path),
  };
}

const I18nContext = React.createContext<I18nContextValue>(contextValue(defaultLocale, {}));

/**
 * The page's language and the interface strings its islands use, handed down by the server
 * layout: the strings travel in the page's data, not in the JavaScript bundle.
 */
export function I18nProvider({
  locale,
  messages,
  children,
}: {
  locale: Locale;
  messages: Messages;
  children: React.ReactNode;
}) {
  const value = React.useMemo(() => contextValue(locale, messages), [locale, messages]);
  return <I18nContext value={value}>{children}</I18nContext>;
}

/** More strings for the islands below (a page's own area: components/i18n/messages-scope). */
export function MoreMessages({
  messages,
  children,
}: {
  messages: Messages;
  children: React.ReactNode;
}) {
  const parent = React.use(I18nContext);
  const value = React.useMemo(
    () => contextValue(parent.locale, { ...parent.messages, ...messages }),
    [parent, messages],
  );
  return <I18nContext value={value}>{children}</I18nContext>;
}

/**
 * Adds the strings of the islands that load on demand (search overlay, chat panel, dialogs) for
 * the islands below (out/i18n/<locale>.json): it suspends until they have arrived, alongside the
 * islands' own code.
 */
export function OnDemandMessages({ children }: { children: React.ReactNode }) {
  const parent = React.use(I18nContext);
  const messages = React.use(fetchJsonOnce<Messages>(`/i18n/${parent.locale}.json`));
  const value = React.useMemo(
    () => contextValue(parent.locale, { ...parent.messages, ...messages }),
    [parent, messages],
  );
  return <I18nContext value={value}>{children}</I18nContext>;
}

export function useI18n(): I18nContextValue {
  return React.use(I18nContext);
}
