import type { ArtworkSpec } from "@/lib/artwork";
import type { CollectionKey } from "@/lib/content";
import type { Locale } from "@/lib/i18n";
import { i18nFor } from "@/lib/i18n/messages";
import { defaultLocale } from "@/lib/i18n/locales";
import { pagePath, pagePatterns, paramsOf, type TemplateKey } from "@/lib/page-paths";
import { templates, type PageInfo, type Template } from "@/lib/pages";

import type { SearchItemType } from "@/lib/search";

/*
 * What the rest of the site derives from the page registry (lib/pages.ts): paths, the pages of an
 * edition, static params, the template of a path, a page's sources, breadcrumbs and artwork.
 */

const templateOfKey = (key: TemplateKey): Template => templates[key];
const keys = Object.keys(pagePatterns) as TemplateKey[];

/** One exported page: the sitemap, search index, Open Graph images and gates read this list. */
export type SitePage = PageInfo & {
  path: string;
  template: TemplateKey;
  type: SearchItemType;
  /** Renders a page form in its static HTML (the JS budget allows such pages more). */
  form?: true;
  /** A numbered page of a list (lib/pages.ts `later`): its first page's path, whose image it shows. */
  firstPage?: string;
  /** The numbered twin of a list's first page (`/blog/page/1`): canonical there, not in the sitemap. */
  twin?: true;
  /** Left out of search: a list's numbered page whose entries have pages of their own, or a twin. */
  unsearched?: true;
};

function idsOf(template: Template, locale: Locale): string[] {
  return template.ids ? template.ids(locale) : [""];
}

/** Every page the build exports, in one edition's language. */
export function getSitePages(locale: Locale): SitePage[] {
  return keys.flatMap((key) =>
    idsOf(templateOfKey(key), locale).flatMap((id) => sitePageOf(key, id, locale)),
  );
}

/** One page of an edition by its English path, without drawing up every other page. */
export function sitePage(locale: Locale, path: string): SitePage | undefined {
  const match = matchPath(path, locale);
  return match ? sitePageOf(match.key, match.id, locale)[0] : undefined;
}

function sitePageOf(key: TemplateKey, id: string, locale: Locale): SitePage[] {
  const template = templateOfKey(key);
  if (!template.page) return [];
  return [
    {
      ...template.page(locale, id),
      path: pagePath(key, id),
      template: key,
      type: template.type,
      ...(template.form?.(id) && { form: true as const }),
      ...(template.later && template.parent && { firstPage: parentPath(template.parent, id) }),
      ...(template.later && id.split("/").at(-1) === "1" && { twin: true as const }),
      ...((template.unsearched || (template.later && id.split("/").at(-1) === "1")) && {
        unsearched: true as const,
      }),
    },
  ];
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

const matchers = keys.map((key) => ({
  key,
  pattern: new RegExp(
    `^${pagePatterns[key]
      .split(/\[\w+\]/)
      .map(escape)
      .join("([^/]+)")}$`,
  ),
}));

/**
 * The templates whose pattern an English path fits, each with the id it would have:
 * `/blog/page/2` → blogPage "2" (and post "page/2" does not fit: an id holds no "/"). Whether
 * that page exists is the registry's to say (lib/site-pages.ts `matchPath`).
 */
export function patternMatches(path: string): { key: TemplateKey; id: string }[] {
  return matchers.flatMap(({ key, pattern }) => {
    const match = pattern.exec(path);
    return match ? [{ key, id: match.slice(1).join("/") }] : [];
  });
}

/** A template's `generateStaticParams` in an edition: its ids, as route parameters. */
export function staticParams(key: TemplateKey, locale: Locale, except: readonly string[] = []) {
  return idsOf(templateOfKey(key), locale)
    .filter((id) => !except.includes(id))
    .map((id) => paramsOf(key, id));
}

/**
 * The template and id of an English path (`/blog/x` → post, x), if the edition has that page
 * (English, unless one is named).
 */
export function matchPath(
  path: string,
  locale: Locale = defaultLocale,
): { key: TemplateKey; id: string } | undefined {
  return patternMatches(path).find(
    ({ key, id }) => id === "" || idsOf(templateOfKey(key), locale).includes(id),
  );
}

/** The content entries a page's own text comes from (an English path). */
export function pageSources(path: string): { key: CollectionKey; id: string }[] {
  const match = matchPath(path);
  return match ? templateOfKey(match.key).sources(match.id) : [];
}

/**
 * The entries a page is about: its sources, less the lists a list page draws (every article of
 * the blog), whose entries each have their own page.
 */
export function ownSources(path: string): { key: CollectionKey; id: string }[] {
  const sources = pageSources(path);
  const count = (key: CollectionKey) => sources.filter((source) => source.key === key).length;
  return sources.filter((source) => count(source.key) === 1);
}

export type Crumb = { name: string; path: string };

function parentPath(parent: NonNullable<Template["parent"]>, id: string): string {
  return pagePath(parent.template, parent.id?.(id) ?? "");
}

/**
 * The breadcrumb trail of a page below a list page, Home left out: each page above it (its
 * parent's trail), then the page. A page with no parent has none.
 */
export function breadcrumbTrail(locale: Locale, key: TemplateKey, id: string): Crumb[] {
  const template = templateOfKey(key);
  const info = template.page?.(locale, id);
  if (!template.parent || !info) return [];
  const { template: above, id: idAbove = () => "", crumb } = template.parent;
  const aboveId = idAbove(id);
  const trail = breadcrumbTrail(locale, above, aboveId);
  const aboveInfo = templateOfKey(above).page?.(locale, aboveId);
  const aboveCrumb = {
    name: crumb ? i18nFor(locale).t(crumb) : (aboveInfo?.crumb ?? aboveInfo?.title ?? ""),
    path: pagePath(above, aboveId),
  };
  return [
    ...(trail.length > 0 ? trail : [aboveCrumb]),
    { name: info.crumb ?? info.title, path: pagePath(key, id) },
  ];
}

/** Every picture the pages draw, one file each (app/art/[...path]/route.ts). */
export function getAllArtworks(): ArtworkSpec[] {
  return keys.flatMap((key) => {
    const template = templateOfKey(key);
    return template.art
      ? idsOf(template, defaultLocale).flatMap((id) => template.art?.(id) ?? [])
      : [];
  });
}
