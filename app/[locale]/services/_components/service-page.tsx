import type * as React from "react";
import { JsonLd } from "@/components/seo/json-ld";
import { breadcrumbJsonLd, serviceJsonLd } from "@/lib/json-ld";
import { buildMetadata } from "@/lib/metadata";
import type { Service } from "@/lib/services";

/** Title, description and canonical of a service page. */
export function serviceMetadata(service: Service) {
  return buildMetadata({
    title: service.subtitle ? `${service.title} — ${service.subtitle}` : service.title,
    description: service.description,
    path: `/services/${service.id}`,
  });
}

/** A service page: its Service and breadcrumb JSON-LD, then the service's own view. */
export function ServicePage({
  service,
  children,
}: {
  service: Service;
  children: React.ReactNode;
}) {
  return (
    <>
      <JsonLd
        data={[
          serviceJsonLd(service),
          breadcrumbJsonLd([
            { name: "Services", path: "/services" },
            { name: service.title, path: `/services/${service.id}` },
          ]),
        ]}
      />
      {children}
    </>
  );
}
