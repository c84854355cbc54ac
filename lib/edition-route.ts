import { defaultLocale, isLocale, prefixedLocales, type Locale } from "@/lib/i18n";

/**
 * A route handler under `app/[locale]/` that writes one file per prefixed edition at build
 * ("/de/feed.xml", "/zh/search-index.json"); English has its file at the root, so "/en/…" is not
 * found. Route handlers get their language from params: next/root-params is for pages and layouts.
 */
export function prefixedEditionRoute(respond: (locale: Locale) => Response | Promise<Response>) {
  return {
    generateStaticParams: () => prefixedLocales().map((locale) => ({ locale })),
    GET: async (_request: Request, { params }: { params: Promise<{ locale: string }> }) => {
      const { locale } = await params;
      if (!isLocale(locale) || locale === defaultLocale)
        return new Response("Not found", { status: 404 });
      return respond(locale);
    },
  };
}
