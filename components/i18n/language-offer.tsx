"use client";

import { usePathname } from "next/navigation";
import * as React from "react";
import { useI18n } from "@/components/i18n/i18n-provider";
import type { LanguageSuggestionBar } from "@/components/i18n/language-suggestion-bar";
import { readLanguageChoice } from "@/components/i18n/language-choice";
import { splitLocalePath, type Locale } from "@/lib/i18n";
import { suggestedEdition, type OfferWords } from "@/lib/i18n/preference";

type BarComponent = typeof LanguageSuggestionBar;

/**
 * After hydration, offers this page in the visitor's language when it is not the page's: their
 * stored choice, else their browser's first edition. Never a redirect, never in the static HTML;
 * the bar's code loads only when there is something to offer.
 */
export function LanguageOffer({ offers }: { offers: Partial<Record<Locale, OfferWords>> }) {
  const { locale } = useI18n();
  const { path } = splitLocalePath(usePathname() || "/");
  const [offer, setOffer] = React.useState<{
    locale: Locale;
    words: OfferWords;
    Bar: BarComponent;
  }>();

  React.useEffect(() => {
    const suggestion = suggestedEdition(locale, readLanguageChoice(), navigator.languages ?? []);
    const words = suggestion && offers[suggestion];
    if (!suggestion || !words) return;
    let current = true;
    void import("@/components/i18n/language-suggestion-bar").then((module) => {
      if (current) setOffer({ locale: suggestion, words, Bar: module.LanguageSuggestionBar });
    });
    return () => {
      current = false;
    };
  }, [locale, offers]);

  if (!offer) return null;
  const { Bar } = offer;
  return (
    <Bar
      pageLocale={locale}
      suggested={offer.locale}
      words={offer.words}
      path={path}
      onClose={() => setOffer(undefined)}
    />
  );
}
