"use client";

import * as React from "react";
import {
  defaultLocale,
  localePath,
  translate,
  type Edition,
  type MessageKey,
  type Messages,
  type TranslateValues,
} from "@/lib/i18n";

type I18nContextValue = {
  locale: Edition;
  t: (key: MessageKey, values?: TranslateValues) => string;
  /** The URL of an English path in this page's language. */
  href: (path: string) => string;
};

const I18nContext = React.createContext<I18nContextValue>({
  locale: defaultLocale,
  t: (key, values) => translate(undefined, key, values),
  href: (path) => path,
});

/**
 * The page's language and its interface strings, handed down by the server layout: the
 * strings travel in the page's data, not in the JavaScript bundle.
 */
export function I18nProvider({
  locale,
  messages,
  children,
}: {
  locale: Edition;
  messages: Messages;
  children: React.ReactNode;
}) {
  const value = React.useMemo<I18nContextValue>(
    () => ({
      locale,
      t: (key, values) => translate(messages, key, values),
      href: (path) => localePath(locale, path),
    }),
    [locale, messages],
  );
  return <I18nContext value={value}>{children}</I18nContext>;
}

export function useI18n(): I18nContextValue {
  return React.use(I18nContext);
}
