"use client";

import { Languages as languagesIcon } from "lucide";
import { usePathname } from "next/navigation";
import * as React from "react";
import { lucideIcon } from "@/components/icons/lucide-icon";
import { useI18n } from "@/components/i18n/i18n-provider";
import { rememberLanguageChoice } from "@/components/i18n/language-choice";
import { buttonVariants } from "@/components/ui/button";
import { editions, localeInfo, localePath, splitLocalePath } from "@/lib/i18n";
import { cx } from "@/lib/cx";

const Languages = lucideIcon(languagesIcon);

/**
 * The language picker: a disclosure listing this page in every edition, as plain links in the
 * static HTML (`hreflang`, each language in its own name), so it works without JavaScript too.
 * Script adds closing on Escape and on a click elsewhere, and remembers the choice (the
 * language suggestion then stops offering another edition).
 */
export function LanguagePicker() {
  const { locale, t } = useI18n();
  const { path } = splitLocalePath(usePathname() || "/");
  const details = React.useRef<HTMLDetailsElement>(null);

  React.useEffect(() => {
    const close = (event: Event) => {
      const element = details.current;
      if (!element?.open) return;
      if (event instanceof KeyboardEvent) {
        if (event.key !== "Escape") return;
        element.open = false;
        element.querySelector("summary")?.focus();
      } else if (!element.contains(event.target as Node)) {
        element.open = false;
      }
    };
    document.addEventListener("keydown", close);
    document.addEventListener("pointerdown", close);
    return () => {
      document.removeEventListener("keydown", close);
      document.removeEventListener("pointerdown", close);
    };
  }, []);

  const current = localeInfo[locale];
  return (
    <details ref={details} className="group relative">
      <summary
        aria-label={`${t("language.label")}: ${current.label}`}
        className={cx(
          buttonVariants({ variant: "ghost", size: "compact" }),
          "cursor-pointer list-none [&::-webkit-details-marker]:hidden",
        )}
      >
        <Languages aria-hidden="true" />
        <span className="font-mono text-xs uppercase">{locale}</span>
      </summary>
      <ul
        aria-label={t("language.label")}
        className="absolute right-0 z-50 mt-2 grid min-w-40 animate-fade-in gap-0.5 rounded-xl border bg-popover p-1 text-popover-foreground shadow-lg shadow-black/5"
      >
        {editions.map((edition) => {
          const info = localeInfo[edition];
          const active = edition === locale;
          return (
            <li key={edition}>
              <a
                href={localePath(edition, path)}
                hrefLang={info.tag}
                lang={info.tag}
                aria-current={active ? "page" : undefined}
                onClick={() => rememberLanguageChoice(edition)}
                className={cx(
                  "flex min-h-10 items-center justify-between gap-3 rounded-lg px-3 py-2 text-sm outline-none hover:bg-accent hover:text-accent-foreground focus-visible:bg-accent focus-visible:outline-2 focus-visible:outline-ring",
                  active && "font-semibold text-primary",
                )}
              >
                {info.label}
                <span
                  aria-hidden="true"
                  className="font-mono text-xs text-muted-foreground uppercase"
                >
                  {edition}
                </span>
              </a>
            </li>
          );
        })}
      </ul>
    </details>
  );
}
