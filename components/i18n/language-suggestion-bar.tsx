"use client";

import * as React from "react";
import { spriteIcon } from "@/components/icons/sprite-icon";
import { rememberLanguageChoice } from "@/components/i18n/language-choice";
import { Button, buttonVariants } from "@/components/ui/button";
import { localeInfo, localePath, type Locale } from "@/lib/i18n";
import type { OfferWords } from "@/lib/i18n/preference";
import { cx } from "@/lib/cx";

const X = spriteIcon("x");

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
  words,
  path,
  onClose,
}: {
  pageLocale: Locale;
  suggested: Locale;
  /** In the suggested language (its `language.*` messages): a reader of it must understand them. */
  words: OfferWords;
  path: string;
  onClose: () => void;
}) {
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
      aria-label={words.text}
      className="fixed right-20 bottom-4 left-4 z-40 flex justify-start motion-safe:animate-fade-in sm:right-24 sm:bottom-6 sm:left-6"
    >
      <div className="flex max-w-xl flex-wrap items-center gap-x-3 gap-y-2 rounded-2xl border bg-popover py-2 pr-2 pl-4 text-sm text-popover-foreground shadow-lg shadow-black/10">
        <p>{words.text}</p>
        <div className="flex items-center gap-1">
          <a
            href={localePath(suggested, path)}
            hrefLang={tag}
            onClick={() => rememberLanguageChoice(suggested)}
            className={cx(buttonVariants({ size: "sm" }))}
          >
            {words.open}
          </a>
          <Button
            variant="ghost"
            size="icon"
            aria-label={words.dismiss}
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
