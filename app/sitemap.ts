import type { MetadataRoute } from "next";
import { exportedLocales, localePath } from "@/lib/i18n";
import { languageAlternates } from "@/lib/metadata";
import { getSitePages } from "@/lib/site-pages";
import { isPageTranslated } from "@/lib/translation-status";
import { absoluteUrl } from "@/lib/utils";

export const dynamic = "force-static";

/**
 * Every page of every edition, each with its alternates in the other languages; a page an edition
 * serves in English while its translation is missing is left out of that edition's entries.
 */
export default function sitemap(): MetadataRoute.Sitemap {
  return exportedLocales().flatMap((locale) =>
    getSitePages(locale)
      .filter((page) => !page.twin && isPageTranslated(locale, page.path))
      .map((page) => ({
        url: absoluteUrl(localePath(locale, page.path)),
        changeFrequency: "monthly" as const,
        priority: page.path === "/" ? 1 : 0.7,
        alternates: { languages: languageAlternates(page.path) },
      })),
  );
}
