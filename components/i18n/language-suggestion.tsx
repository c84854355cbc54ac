"use client";

import * as React from "react";
import type { LanguageOffer } from "@/components/i18n/language-offer";

type Offer = typeof LanguageOffer;

/**
 * The language suggestion, loaded once the page is interactive: nothing of it is in the static
 * HTML or the first-load JavaScript (components/i18n/language-offer.tsx decides and renders).
 */
export function LanguageSuggestion() {
  const [Offer, setOffer] = React.useState<Offer>();
  React.useEffect(() => {
    let current = true;
    void import("@/components/i18n/language-offer").then((module) => {
      if (current) setOffer(() => module.LanguageOffer);
    });
    return () => {
      current = false;
    };
  }, []);
  return Offer ? <Offer /> : null;
}
