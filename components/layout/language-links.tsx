"use client";

import { usePathname } from "next/navigation";
import { useI18n } from "@/components/i18n/i18n-provider";
import { rememberLanguageChoice } from "@/components/i18n/language-choice";
import { locales, localeInfo, localePath, splitLocalePath } from "@/lib/i18n";

/** The paths the not-found pages are rendered at (app/global-not-found.tsx, app/[locale]/[...missing]). */
const notFoundPaths: ReadonlySet<string> = new Set(["/_not-found", "/404"]);

/**
 * This page in every edition, each language in its own name; the current one is marked.
 * Following a link remembers the choice (the language suggestion then stays quiet).
 */
export function LanguageLinks({ label }: { label: string }) {
  const { locale } = useI18n();
  const { path } = splitLocalePath(usePathname() || "/");
  // A not-found page (out/404.html, out/<locale>/404.html) has no counterpart: each edition's home.
  const target = notFoundPaths.has(path) ? "/" : path;
  return (
    <ul aria-label={label} className="grid gap-0.5">
      {locales.map((edition) => {
        const { tag, label: name } = localeInfo[edition];
        return (
          <li key={edition}>
            <a
              href={localePath(edition, target)}
              hrefLang={tag}
              lang={tag}
              aria-current={edition === locale ? "page" : undefined}
              onClick={() => rememberLanguageChoice(edition)}
              className="language-link"
            >
              {name}
              <span aria-hidden="true">{edition}</span>
            </a>
          </li>
        );
      })}
    </ul>
  );
}
