import { editionJson } from "@/lib/edition-json";
import { getEntries } from "@/lib/content";

export const dynamic = "force-static";
export const dynamicParams = false;

/** "/listings/resources/de.json": every resource of the edition, for the library's search. */
export const { generateStaticParams, GET } = editionJson((locale) =>
  getEntries("resources", locale).map(({ data }) => data),
);
