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
  messages: Messages;
  t: (key: MessageKey, values?: TranslateValues) => string;
  /** The URL of an English path in this page's language. */
  href: (path: string) => string;
};

function contextValue(locale: Edition, messages: Messages): I18nContextValue {
  return {
    locale,
    messages,
    t: (key, values) => translate(messages, key, values),
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
  locale: Edition;
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

const onDemand = new Map<Edition, Promise<Messages>>();

/** The on-demand strings of a language (lib/i18n/messages `onDemandMessages`), fetched once. */
function loadOnDemandMessages(locale: Edition): Promise<Messages> {
  let request = onDemand.get(locale);
  if (!request) {
    request = fetch(`/i18n/${locale}.json`).then((response) => {
      if (!response.ok) throw new Error(`/i18n/${locale}.json: ${response.status}`);
      return response.json() as Promise<Messages>;
    });
    // A failed fetch is tried again the next time an island opens.
    request.catch(() => onDemand.delete(locale));
    onDemand.set(locale, request);
  }
  return request;
}

/**
 * Adds the strings of the islands that load on demand (search overlay, chat panel, dialogs) for
 * the islands below: it suspends until they have arrived, alongside the islands' own code.
 */
export function OnDemandMessages({ children }: { children: React.ReactNode }) {
  const parent = React.use(I18nContext);
  const messages = React.use(loadOnDemandMessages(parent.locale));
  const value = React.useMemo(
    () => contextValue(parent.locale, { ...parent.messages, ...messages }),
    [parent, messages],
  );
  return <I18nContext value={value}>{children}</I18nContext>;
}

export function useI18n(): I18nContextValue {
  return React.use(I18nContext);
}
