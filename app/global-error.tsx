"use client";

import * as React from "react";
import type { ErrorLanguage, errorLabels } from "@/components/errors/error-labels";
import type { ErrorScreen } from "@/components/errors/error-screen";
import "./globals.css";

type Screen = {
  ErrorScreen: typeof ErrorScreen;
  labels: (typeof errorLabels)[ErrorLanguage];
};

const tags: Record<ErrorLanguage, string> = {
  en: "en",
  de: "de",
  zh: "zh-Hans",
  es: "es",
  fr: "fr",
};

/**
 * The root layout crashed, taking its strings with it. Every page loads this file, so it holds
 * nothing but the loader: the screen and its words (in the language the address names) load
 * only after a crash.
 */
export default function GlobalError(props: {
  error: Error & { digest?: string };
  reset: () => void;
}) {
  const [screen, setScreen] = React.useState<Screen & { locale: ErrorLanguage }>();
  React.useEffect(() => {
    const prefix = /^\/([a-z]{2})(?=\/|$)/.exec(window.location.pathname)?.[1];
    void Promise.all([
      import("@/components/errors/error-screen"),
      import("@/components/errors/error-labels"),
    ]).then(([screenModule, { errorLabels }]) => {
      const locale = prefix && prefix in errorLabels ? (prefix as ErrorLanguage) : "en";
      setScreen({ ErrorScreen: screenModule.ErrorScreen, labels: errorLabels[locale], locale });
    });
  }, []);
  const locale = screen?.locale ?? "en";
  return (
    <html lang={tags[locale]}>
      <body>
        <main>
          {screen ? (
            <screen.ErrorScreen
              {...props}
              labels={screen.labels}
              homeHref={locale === "en" ? "/" : `/${locale}`}
            />
          ) : null}
        </main>
      </body>
    </html>
  );
}
