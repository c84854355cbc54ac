"use client";

import * as React from "react";
import type { LanguageOffer } from "@/components/i18n/language-offer";
import type { Locale } from "@/lib/i18n";
import type { OfferWords } from "@/lib/i18n/preference";

type Offer = typeof LanguageOffer;

/**
 * The language suggestion, loaded once the page is idle: nothing of it is in the static HTML or
 * the first-load JavaScript (components/i18n/language-offer.tsx decides and renders). Waiting
 * for an idle moment keeps its code off the main thread while the page starts, for the visitors
 * it shows to (a browser in another language than the page's): the same work as English.
 */
export function LanguageSuggestion({ offers }: { offers: Partial<Record<Locale, OfferWords>> }) {
  const [Offer, setOffer] = React.useState<Offer>();
  React.useEffect(() => {
    let current = true;
    const load = () =>
      void import("@/components/i18n/language-offer").then((module) => {
        if (current) setOffer(() => module.LanguageOffer);
      });
    // Safari has no requestIdleCallback: a timeout after load does the same there.
    const idle = "requestIdleCallback" in window;
    const handle = idle
      ? window.requestIdleCallback(load, { timeout: 3000 })
      : window.setTimeout(load, 1500);
    return () => {
      current = false;
      if (idle) window.cancelIdleCallback(handle);
      else window.clearTimeout(handle);
    };
  }, []);
  return Offer ? <Offer offers={offers} /> : null;
}
