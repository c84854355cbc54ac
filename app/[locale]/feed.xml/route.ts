import { defaultLocale, isLocale, prefixedLocales } from "@/lib/i18n";
import { postsFeedResponse } from "@/lib/feed";

export const dynamic = "force-static";
export const dynamicParams = false;

/** "/de/feed.xml", "/zh/feed.xml": English has its feed at the root (app/feed.xml). */
export function generateStaticParams() {
  return prefixedLocales().map((locale) => ({ locale }));
}

// Route handlers get their language from params: next/root-params is for pages and layouts.
export async function GET(_request: Request, { params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  if (!isLocale(locale) || locale === defaultLocale)
    return new Response("Not found", { status: 404 });
  return postsFeedResponse(locale);
}
