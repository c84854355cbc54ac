import { prefixedEditionRoute } from "@/lib/edition-route";
import { postsFeedResponse } from "@/lib/feed";

export const dynamic = "force-static";
export const dynamicParams = false;

/** "/de/feed.xml", "/zh/feed.xml": English has its feed at the root (app/feed.xml). */
export const { generateStaticParams, GET } = prefixedEditionRoute(postsFeedResponse);
