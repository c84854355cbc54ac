import { defaultLocale } from "@/lib/i18n";
import { buildSearchData } from "@/lib/search-index";

export const dynamic = "force-static";

/** The English search index; the other editions' are app/[locale]/search-index.json. */
export function GET() {
  return Response.json(buildSearchData(defaultLocale));
}
