import { defaultLocale } from "@/lib/i18n";
import { postsFeedResponse } from "@/lib/feed";

export const dynamic = "force-static";

/** The English RSS feed; the other editions' feeds are app/[locale]/feed.xml. */
export function GET() {
  return postsFeedResponse(defaultLocale);
}
