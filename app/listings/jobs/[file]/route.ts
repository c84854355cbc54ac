import { editionJson } from "@/lib/edition-json";
import { getEntries } from "@/lib/content";
import { jobRow } from "@/lib/jobs";

export const dynamic = "force-static";
export const dynamicParams = false;

/** "/listings/jobs/de.json": every open position of the edition, for the job board's filters. */
export const { generateStaticParams, GET } = editionJson((locale) =>
  getEntries("jobs", locale).map(({ data }) => jobRow(locale, data)),
);
