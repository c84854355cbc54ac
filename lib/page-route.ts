import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { defaultLocale, isLocale, type Locale } from "@/lib/i18n";
import { getLocale } from "@/lib/i18n/server";
import { breadcrumbJsonLd } from "@/lib/json-ld";
import { routeMetadata } from "@/lib/metadata";
import { idOf, pagePath, type TemplateKey } from "@/lib/page-paths";
import { breadcrumbTrail, sitePage, staticParams, type SitePage } from "@/lib/site-pages";

/*
 * The one page API: a route takes its static params, its metadata and its breadcrumbs from its
 * template's registry entry (lib/pages.ts), in app/[locale] and, by re-export, app/(en):
 *
 *   const route = pageRoute("post");
 *   export const generateStaticParams = route.generateStaticParams;
 *   export const generateMetadata = route.generateMetadata;
 *   …  const { locale, id, page, breadcrumbs } = await route.page(params);
 */

type RouteParams = Record<string, string | undefined>;

export type RoutePage = {
  locale: Locale;
  /** The page's id in the registry ("" for a single page; "agentic-ai/2" for a topic's page 2). */
  id: string;
  page: SitePage;
  /** Its BreadcrumbList JSON-LD, if it sits below a list page. */
  breadcrumbs: ReturnType<typeof breadcrumbJsonLd> | undefined;
};

export function pageRoute(key: TemplateKey) {
  const resolve = async (params: Promise<RouteParams> | undefined) => {
    const locale = await getLocale();
    const id = idOf(key, (await params) ?? {});
    return { locale, id, page: sitePage(locale, pagePath(key, id)) };
  };
  return {
    /** The edition's pages of the template (a child route gets `locale` from its parent). */
    generateStaticParams({ params }: { params?: RouteParams } = {}) {
      const locale = isLocale(params?.locale) ? params.locale : defaultLocale;
      return staticParams(key, locale);
    },
    async generateMetadata({ params }: { params?: Promise<RouteParams> }): Promise<Metadata> {
      const { locale, page } = await resolve(params);
      return page ? routeMetadata(locale, page.path) : {};
    },
    /** The page a route renders, or the site's 404 for an id the registry does not have. */
    async page(params?: Promise<RouteParams>): Promise<RoutePage> {
      const { locale, id, page } = await resolve(params);
      if (!page) notFound();
      const trail = breadcrumbTrail(locale, key, id);
      return {
        locale,
        id,
        page,
        breadcrumbs: trail.length > 0 ? breadcrumbJsonLd(locale, trail) : undefined,
      };
    },
  };
}
