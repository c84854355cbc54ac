import { prefixedEditionRoute } from "@/lib/edition-route";
import { buildSearchData } from "@/lib/search-index";

export const dynamic = "force-static";
export const dynamicParams = false;

/** "/de/search-index.json", "/zh/search-index.json": English has its index at the root. */
export const { generateStaticParams, GET } = prefixedEditionRoute((locale) =>
  Response.json(buildSearchData(locale)),
);
