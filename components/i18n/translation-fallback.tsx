import type * as React from "react";
import { getI18n } from "@/lib/i18n/server";
import { isPageTranslated } from "@/lib/translation-status";

/**
 * A page's content in its edition, or, while its translation is missing or incomplete, in
 * English (the content layer serves the English entry): marked `lang="en"` under a short note in
 * the edition's language. `path` is the page's English path.
 */
export async function TranslationFallback({
  path,
  children,
}: {
  path: string;
  children: React.ReactNode;
}) {
  const { locale, t } = await getI18n();
  if (isPageTranslated(locale, path)) return children;
  return (
    <>
      {/* Left out of the full-text index, so the page's excerpts show its own text. */}
      <p
        data-pagefind-ignore
        className="border-b bg-muted/60 page-gutter pt-20 pb-3 text-sm text-muted-foreground"
      >
        {t("ui.translation.pending")}
      </p>
      <div lang="en">{children}</div>
    </>
  );
}
