import type { ArtworkSpec } from "@/lib/artwork";
import type { CollectionKey } from "@/lib/content";
import type { Edition } from "@/lib/i18n";
import { i18nFor } from "@/lib/i18n/messages";
import { pagePath, pagePatterns, placeholder, type TemplateKey } from "@/lib/page-paths";
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
};

function idsOf(template: Template): string[] {
  return template.ids ? template.ids() : [""];
}

/** Every page the build exports, in one edition's language. Every edition has every page. */
export function getSitePages(locale: Edition): SitePage[] {
  return keys.flatMap((key) =>
    idsOf(templateOfKey(key)).flatMap((id) => sitePageOf(key, id, locale)),
  );
}

/** One page of an edition by its English path, without drawing up every other page. */
export function sitePage(locale: Edition, path: string): SitePage | undefined {
  const match = matchPath(path);
  return match ? sitePageOf(match.key, match.id, locale)[0] : undefined;
}

function sitePageOf(key: TemplateKey, id: string, locale: Edition): SitePage[] {
  const template = templateOfKey(key);
  if (!template.page) return [];
  return [
    {
      ...template.page(locale, id),
      path: pagePath(key, id),
      template: key,
      type: template.type,
      ...(template.form?.(id) && { form: true as const }),
    },
  ];
}

/** A template's `generateStaticParams`: its ids, under the pattern's parameter name. */
export function staticParams(key: TemplateKey, except: readonly string[] = []) {
  const template = templateOfKey(key);
  const name = placeholder.exec(pagePatterns[key])?.[1] ?? "id";
  return idsOf(template)
    .filter((id) => !except.includes(id))
    .map((id) => ({ [name]: id }));
}

/** The template and id of an English path (`/blog/x` → post, x), if it is a page of the site. */
export function matchPath(path: string): { key: TemplateKey; id: string } | undefined {
  for (const key of keys) {
    // A pattern with a placeholder splits in three: before it, its name, after it.
    const [head = "", , tail] = pagePatterns[key].split(placeholder);
    if (tail === undefined) {
      if (head === path) return { key, id: "" };
      continue;
    }
    const id = path.startsWith(head) ? path.slice(head.length) : "";
    if (id && !id.includes("/") && idsOf(templateOfKey(key)).includes(id)) return { key, id };
  }
  return undefined;
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

/** The breadcrumb trail of a page below a list page: the list, then the page. */
export function breadcrumbTrail(locale: Edition, key: TemplateKey, id: string) {
  const template = templateOfKey(key);
  const info = template.page?.(locale, id);
  if (!template.parent || !info) return [];
  return [
    { name: i18nFor(locale).t(template.parent.crumb), path: pagePath(template.parent.template) },
    { name: info.crumb ?? info.title, path: pagePath(key, id) },
  ];
}

/** Every picture the pages draw, one file each (app/art/[...path]/route.ts). */
export function getAllArtworks(): ArtworkSpec[] {
  return keys.flatMap((key) => {
    const template = templateOfKey(key);
    return template.art ? idsOf(template).flatMap((id) => template.art?.(id) ?? []) : [];
  });
}
