import type { Thing, WithContext } from "schema-dts";
import { serializeJsonLd } from "@/lib/json-ld";

/** One JSON-LD script tag for one or more structured-data objects. */
export function JsonLd({ data }: { data: WithContext<Thing> | WithContext<Thing>[] }) {
  return (
    <script
      type="application/ld+json"
      dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }}
    />
  );
}
