"use client";

import * as React from "react";
import type { ErrorLabels } from "@/components/errors/error-labels";
import type { ErrorScreen } from "@/components/errors/error-screen";
import {
  defaultLocale,
  localeInfo,
  localePath,
  splitLocalePath,
  type Locale,
} from "@/lib/i18n/locales";
import "./globals.css";

type Screen = { ErrorScreen: typeof ErrorScreen; labels: ErrorLabels; locale: Locale };

/**
 * The root layout crashed, taking its strings with it. Every page loads this file, so it holds
 * nothing but the loader: the screen and its words (in the language the address names) load
 * only after a crash.
 */
export default function GlobalError(props: {
  error: Error & { digest?: string };
  reset: () => void;
}) {
  const [screen, setScreen] = React.useState<Screen>();
  React.useEffect(() => {
    const { locale } = splitLocalePath(window.location.pathname);
    void Promise.all([
      import("@/components/errors/error-screen"),
      import("@/components/errors/error-labels").then(({ errorLabels }) => errorLabels(locale)),
    ]).then(([screenModule, labels]) =>
      setScreen({ ErrorScreen: screenModule.ErrorScreen, labels, locale }),
    );
  }, []);
  const locale = screen?.locale ?? defaultLocale;
  return (
    <html lang={localeInfo[locale].tag}>
      <body>
        <main>
          {screen ? (
            <screen.ErrorScreen
              {...props}
              labels={screen.labels}
              homeHref={localePath(locale, "/")}
            />
          ) : null}
        </main>
      </body>
    </html>
  );
}
