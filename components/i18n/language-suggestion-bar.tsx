"use client";

import * as React from "react";
import { spriteIcon } from "@/components/icons/sprite-icon";
import { rememberLanguageChoice } from "@/components/i18n/language-choice";
import { Button, buttonVariants } from "@/components/ui/button";
import { localeInfo, localePath, type Edition, type Locale } from "@/lib/i18n";
import { cx } from "@/lib/cx";

const X = spriteIcon("x");

/**
 * The bar's words in the language it offers (not the page's): a reader of that language must
 * understand it. Loaded only when a suggestion is shown.
 */
// A language added later without its entry here is offered in English words.
type Offer = { text: string; open: string; dismiss: string };
const offers: Record<"en", Offer> & Partial<Record<Locale, Offer>> = {
  en: {
    text: "This page is also available in English.",
    open: "Read in English",
    dismiss: "Dismiss",
  },
  de: {
    text: "Diese Seite gibt es auch auf Deutsch.",
    open: "Auf Deutsch lesen",
    dismiss: "Schließen",
  },
  zh: { text: "本页面也提供中文版。", open: "阅读中文版", dismiss: "关闭" },
  es: {
    text: "Esta página también está disponible en español.",
    open: "Leer en español",
    dismiss: "Cerrar",
  },
  fr: {
    text: "Cette page est aussi disponible en français.",
    open: "Lire en français",
    dismiss: "Fermer",
  },
};

/**
 * A small bar fixed at the bottom left, clear of the chat and back-to-top buttons on the right.
 * It hides nothing: while it shows, the page ends with as much room as it takes, so every line
 * can scroll clear of it, and that room is added at the end of the page, so nothing shifts.
 * (Below the header, it covered a phone's first lines: a job page's back link and heading.)
 * Following the link or dismissing it remembers the choice, so it does not come back.
 */
export function LanguageSuggestionBar({
  pageLocale,
  suggested,
  path,
  onClose,
}: {
  pageLocale: Edition;
  suggested: Edition;
  path: string;
  onClose: () => void;
}) {
  const offer = offers[suggested] ?? offers.en;
  const tag = localeInfo[suggested].tag;
  const bar = React.useRef<HTMLElement>(null);
  React.useLayoutEffect(() => {
    const element = bar.current;
    if (!element) return;
    const reserve = () => {
      document.body.style.paddingBottom = `${element.offsetHeight + 16}px`;
    };
    reserve();
    const observer = new ResizeObserver(reserve);
    observer.observe(element);
    return () => {
      observer.disconnect();
      document.body.style.paddingBottom = "";
    };
  }, []);
  return (
    <aside
      ref={bar}
      lang={tag}
      aria-label={offer.text}
      className="fixed right-20 bottom-4 left-4 z-40 flex justify-start motion-safe:animate-fade-in sm:right-24 sm:bottom-6 sm:left-6"
    >
      <div className="flex max-w-xl flex-wrap items-center gap-x-3 gap-y-2 rounded-2xl border bg-popover py-2 pr-2 pl-4 text-sm text-popover-foreground shadow-lg shadow-black/10">
        <p>{offer.text}</p>
        <div className="flex items-center gap-1">
          <a
            href={localePath(suggested, path)}
            hrefLang={tag}
            onClick={() => rememberLanguageChoice(suggested)}
            className={cx(buttonVariants({ size: "sm" }))}
          >
            {offer.open}
          </a>
          <Button
            variant="ghost"
            size="icon"
            aria-label={offer.dismiss}
            onClick={() => {
              rememberLanguageChoice(pageLocale);
              onClose();
            }}
          >
            <X aria-hidden="true" />
          </Button>
        </div>
      </div>
    </aside>
  );
}
