import { defaultLocale, isLocale, prefixedLocales } from "@/lib/i18n";
import { buildSearchData } from "@/lib/search-index";

export const dynamic = "force-static";
export const dynamicParams = false;

/** "/de/search-index.json", "/zh/search-index.json": English has its index at the root. */
export function generateStaticParams() {
  return prefixedLocales().map((locale) => ({ locale }));
}

// Route handlers get their language from params: next/root-params is for pages and layouts.
export async function GET(_request: Request, { params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  if (!isLocale(locale) || locale === defaultLocale)
    return new Response("Not found", { status: 404 });
  return Response.json(buildSearchData(locale));
}
