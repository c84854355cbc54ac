import { editionJson } from "@/lib/edition-json";
import { getAllPostMeta, postListing } from "@/lib/posts";

export const dynamic = "force-static";
export const dynamicParams = false;

/** "/listings/blog/de.json": every article of the edition, for the listing's search. */
export const { generateStaticParams, GET } = editionJson((locale) =>
  getAllPostMeta(locale).map(postListing),
);
