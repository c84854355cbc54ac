"use client";

import dynamic from "next/dynamic";
import * as React from "react";
import { defaultLocale, localeInfo, localePath, splitLocalePath, type Locale } from "@/lib/i18n";
import type { ChromeMessages } from "@/lib/i18n/en";
import "./globals.css";

// Loaded when an error happens, not with every page.
const ErrorScreen = dynamic(() =>
  import("@/components/errors/error-screen").then((module) => module.ErrorScreen),
);

// The crash took the root layout and its strings with it: the page language's chrome strings
// load now, so no catalogue sits in any page's JavaScript.
const chrome: Record<Locale, () => Promise<ChromeMessages>> = {
  en: () => import("@/lib/i18n/en").then((module) => module.en),
  de: () => import("@/lib/i18n/de").then((module) => module.de),
  zh: () => import("@/lib/i18n/zh").then((module) => module.zh),
  es: () => import("@/lib/i18n/es").then((module) => module.es),
  fr: () => import("@/lib/i18n/fr").then((module) => module.fr),
};

const subscribe = () => () => {};
const pageLocale = () => splitLocalePath(window.location.pathname).locale;

export default function GlobalError(props: {
  error: Error & { digest?: string };
  reset: () => void;
}) {
  const locale = React.useSyncExternalStore<Locale>(subscribe, pageLocale, () => defaultLocale);
  const [messages, setMessages] = React.useState<ChromeMessages | null>(null);

  React.useEffect(() => {
    let current = true;
    chrome[locale]()
      .catch(() => chrome[defaultLocale]())
      .then(
        (loaded) => current && setMessages(loaded),
        () => {}, // Offline: the error screen itself cannot load either.
      );
    return () => {
      current = false;
    };
  }, [locale]);

  return (
    <html lang={localeInfo[locale].tag}>
      <body>
        <main>
          {messages ? (
            <ErrorScreen
              {...props}
              labels={{
                title: messages["error.title"],
                retry: messages["error.retry"],
                home: messages["error.home"],
                unknown: messages["error.unknown"],
              }}
              homeHref={localePath(locale, "/")}
            />
          ) : null}
        </main>
      </body>
    </html>
  );
}
