"use client";

import * as React from "react";
import {
  getLanguageSnapshot,
  subscribeLanguage,
  writeLanguage,
} from "@/components/i18n/language-store";
import {
  defaultLanguage,
  en,
  loadMessages,
  translate,
  type Language,
  type MessageKey,
  type Messages,
} from "@/lib/i18n";

export { languageStorageKey } from "@/components/i18n/language-store";

type I18nContextValue = {
  language: Language;
  setLanguage: (language: Language) => void;
  t: (key: MessageKey, values?: Record<string, string | number>) => string;
};

const I18nContext = React.createContext<I18nContextValue>({
  language: defaultLanguage,
  setLanguage: () => {},
  t: (key, values) => translate(en, key, values),
});

export function I18nProvider({ children }: { children: React.ReactNode }) {
  const language = React.useSyncExternalStore(
    subscribeLanguage,
    getLanguageSnapshot,
    () => defaultLanguage,
  );
  const [loaded, setLoaded] = React.useState<{ language: Language; messages: Messages }>({
    language: defaultLanguage,
    messages: en,
  });

  React.useEffect(() => {
    document.documentElement.lang = language;
    let current = true;
    void loadMessages(language).then((messages) => {
      if (current) setLoaded({ language, messages });
    });
    return () => {
      current = false;
    };
  }, [language]);

  // Until a language's messages arrive, English stands in (the fallback of every key).
  const messages = loaded.language === language ? loaded.messages : en;
  const value = React.useMemo<I18nContextValue>(
    () => ({
      language,
      setLanguage: writeLanguage,
      t: (key, values) => translate(messages, key, values),
    }),
    [language, messages],
  );

  return <I18nContext value={value}>{children}</I18nContext>;
}

export function useI18n(): I18nContextValue {
  return React.use(I18nContext);
}
