import { existsSync } from "node:fs";
import { join } from "node:path";
import { collections, type CollectionKey } from "@/content/collections";
import { contentRoot, entrySlugs, loadEntry } from "@/content/loader";
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

const everyEntry = (key: CollectionKey): EntryRef[] =>
  entrySlugs(collections[key]).map((slug) => ({ key, slug }));

/**
 * The content entries a page's own text comes from (an English path): a service page its
 * service and its page, an article its post, a list page every entry it lists.
 */
export function entriesOfPage(path: string): EntryRef[] {
  const fixed = pageEntries[path];
  if (fixed) return fixed;
  if (path === "/blog") return everyEntry("posts");
  if (path === "/case-studies") return everyEntry("caseStudies");
  if (path === "/resources") return everyEntry("resources");
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
 * Whether an edition has a page in its own language: the language has its interface strings,
 * and every entry the page's text comes from is translated in full. A page that is not is served in English with a note, and left out of that
 * edition's hreflang alternates and sitemap until it is.
 */
export function isPageTranslated(locale: Edition, path: string): boolean {
  if (locale === defaultLocale) return true;
  // A language without its message file yet has no page of its own.
  if (!existsSync(join(contentRoot(), "messages", locale, "ui.json"))) return false;
  return entriesOfPage(path).every(({ key, slug }) => {
    const status = loadEntry(key, locale, slug).status;
    return status === "complete" || status === "source";
  });
}
