import type { CollectionKey } from "@/content/collections";
import { loadEntry } from "@/content/loader";
import { defaultLocale, type Edition } from "@/lib/i18n/locales";

type EntryRef = { key: CollectionKey; slug: string };

const pageEntries: Record<string, EntryRef[]> = {
  "/": [{ key: "pages", slug: "home" }],
  "/services": [{ key: "pages", slug: "services-overview" }],
  "/industries": [{ key: "pages", slug: "industries-overview" }],
  "/about": [{ key: "pages", slug: "about" }],
  "/careers": [{ key: "pages", slug: "careers" }],
  "/contact": [{ key: "pages", slug: "contact" }],
  "/client-portal": [{ key: "pages", slug: "client-portal" }],
  "/privacy": [{ key: "legal", slug: "privacy" }],
  "/terms": [{ key: "legal", slug: "terms" }],
};

/**
 * The content entries a page's own text comes from (an English path): a service page its
 * service and its page, an article its post. List pages (blog, case studies, resources) show
 * entries that each carry their own language.
 */
export function entriesOfPage(path: string): EntryRef[] {
  const fixed = pageEntries[path];
  if (fixed) return fixed;
  const [section, slug] = path.split("/").filter(Boolean);
  if (!slug) return [];
  switch (section) {
    case "services":
      return [
        { key: "services", slug },
        { key: "servicePages", slug },
      ];
    case "industries":
      return [{ key: "industries", slug }];
    case "case-studies":
      return [{ key: "caseStudies", slug }];
    case "blog":
      return [{ key: "posts", slug }];
    case "careers":
      return [{ key: "jobs", slug }];
    default:
      return [];
  }
}

/**
 * Whether an edition has a page in its own language: every entry the page's text comes from is
 * translated in full. A page that is not is served in English with a note, and left out of that
 * edition's hreflang alternates and sitemap until it is.
 */
export function isPageTranslated(locale: Edition, path: string): boolean {
  if (locale === defaultLocale) return true;
  return entriesOfPage(path).every(({ key, slug }) => {
    const status = loadEntry(key, locale, slug).status;
    return status === "complete" || status === "source";
  });
}
