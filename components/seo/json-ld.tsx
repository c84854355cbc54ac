import type { Thing, WithContext } from "schema-dts";
import { serializeJsonLd } from "@/lib/json-ld";

type Data = WithContext<Thing> | undefined;

/** One JSON-LD script tag for one or more structured-data objects (none: no tag). */
export function JsonLd({ data }: { data: Data | Data[] }) {
  const things = (Array.isArray(data) ? data : [data]).filter(
    (thing): thing is WithContext<Thing> => thing !== undefined,
  );
  if (things.length === 0) return null;
  return (
    <script
      type="application/ld+json"
      dangerouslySetInnerHTML={{
        __html: serializeJsonLd(things.length === 1 && things[0] ? things[0] : things),
      }}
    />
  );
}
