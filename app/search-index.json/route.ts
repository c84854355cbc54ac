import { defaultLocale } from "@/lib/i18n";
import { buildSearchIndex } from "@/lib/search-index";

export const dynamic = "force-static";

/** The English search index; the other editions' are app/[locale]/search-index.json. */
export function GET() {
  return Response.json(buildSearchIndex(defaultLocale));
}
