import type * as React from "react";
import { JsonLd } from "@/components/seo/json-ld";
import type { Locale } from "@/lib/i18n";
import { serviceJsonLd } from "@/lib/json-ld";
import type { Service } from "@/lib/content/schemas/services";
import type { RoutePage } from "@/lib/page-route";

/** A service page: its Service and breadcrumb JSON-LD, then the service's own view. */
export function ServicePage({
  locale,
  service,
  breadcrumbs,
  children,
}: {
  locale: Locale;
  service: Service;
  breadcrumbs: RoutePage["breadcrumbs"];
  children: React.ReactNode;
}) {
  return (
    <>
      <JsonLd data={[serviceJsonLd(locale, service), breadcrumbs]} />
      {children}
    </>
  );
}
