import type { Metadata } from "next";
import { weightedLength } from "@/lib/content/schemas/shared";
import { site } from "@/lib/site";
import { defaultLocale, locales, localeInfo, localePath, type Locale } from "@/lib/i18n";
import { i18nFor } from "@/lib/i18n/messages";
import { ogImagePath, ogImageSize, ogImageType } from "@/lib/og";
import { isPageTranslated } from "@/lib/translation-status";
import { sitePage } from "@/lib/site-pages";
import { absoluteUrl } from "@/lib/utils";

type PageMetadata = {
  locale: Locale;
  title: string;
  description: string;
  /** The page's English path: "/services". */
  path: string;
  /** Set on the home page, whose title is complete without the brand suffix. */
  absoluteTitle?: boolean;
  /** The page whose Open Graph image it shows, if not its own (a later page of a list). */
  imagePath?: string;
};

const maxDescription = 160;
const minDescription = 50;

/**
 * A meta description from a page's lead: whole sentences up to 160 characters (a CJK character
 * counts two), since search engines cut longer ones mid-word; when whole sentences give less
 * than 50, the text is cut at a word (or, in Chinese, a character) with an ellipsis.
 */
export function metaDescription(text: string): string {
  if (weightedLength(text) <= maxDescription) return text;
  const sentences = text.match(/[^.!?。！？]+[.!?。！？]+["”»」]?\s*/g) ?? [];
  let fitted = "";
  for (const sentence of sentences) {
    if (weightedLength(fitted + sentence) > maxDescription) break;
    fitted += sentence;
  }
  // Whole sentences, unless that leaves too little (a short first sentence, a long second).
  if (weightedLength(fitted.trim()) >= minDescription) return fitted.trim();
  let cut = "";
  for (const char of text) {
    if (weightedLength(`${cut}${char}…`) > maxDescription) break;
    cut += char;
  }
  const atWord = cut.replace(/\s+\S*$/, "");
  return `${(atWord.length > cut.length / 2 ? atWord : cut).replace(/[\s,;:，、；：]+$/, "")}…`;
}

/** The image the build renders for a page (app/og), absolute as crawlers require. */
export function socialImage(locale: Locale, path: string, alt: string) {
  return { url: absoluteUrl(ogImagePath(locale, path)), ...ogImageSize, alt, type: ogImageType };
}

/**
 * The page in every edition that has it in its own language, for hreflang (a page served in
 * English while its translation is missing is left out): `x-default` is the English page.
 */
export function languageAlternates(path: string): Record<string, string> {
  return {
    ...Object.fromEntries(
      locales
        .filter((locale) => isPageTranslated(locale, path))
        .map((locale) => [localeInfo[locale].tag, absoluteUrl(localePath(locale, path))]),
    ),
    "x-default": absoluteUrl(localePath(defaultLocale, path)),
  };
}

/**
 * Title, description, canonical URL (the page in its own language), hreflang alternates,
 * Open Graph with locale and alternates, and the Twitter card for one page.
 */
export function buildMetadata({
  locale,
  title,
  description: lead,
  path,
  absoluteTitle,
  imagePath = path,
}: PageMetadata): Metadata {
  const description = metaDescription(lead);
  const { t } = i18nFor(locale);
  const url = absoluteUrl(localePath(locale, path));
  const fullTitle = absoluteTitle ? title : `${title} | ${site.name}`;
  const image = socialImage(locale, imagePath, fullTitle);
  return {
    title: absoluteTitle ? { absolute: title } : title,
    description,
    alternates: {
      canonical: url,
      languages: languageAlternates(path),
      types: {
        "application/rss+xml": [
          { url: localePath(locale, "/feed.xml"), title: t("feed.title", { name: site.name }) },
        ],
      },
    },
    openGraph: {
      type: "website",
      siteName: site.name,
      title: fullTitle,
      description,
      url,
      locale: localeInfo[locale].og,
      alternateLocale: locales
        .filter((other) => other !== locale)
        .map((other) => localeInfo[other].og),
      images: [image],
    },
    twitter: { card: "summary_large_image", title: fullTitle, description, images: [image] },
  };
}

/** A page's metadata from the page registry (lib/pages.ts): title and description per edition. */
export function routeMetadata(locale: Locale, path: string): Metadata {
  const page = sitePage(locale, path);
  if (!page) throw new Error(`No page "${path}" in lib/pages.ts`);
  return buildMetadata({
    locale,
    title: page.title,
    description: page.description,
    // A list's numbered first page (`/blog/page/1`) is its first page's twin: canonical there.
    path: page.twin && page.firstPage ? page.firstPage : path,
    absoluteTitle: path === "/",
    imagePath: page.firstPage,
  });
}
