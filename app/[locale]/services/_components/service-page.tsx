import type * as React from "react";
import { JsonLd } from "@/components/seo/json-ld";
import type { Edition } from "@/lib/i18n";
import { i18nFor } from "@/lib/i18n/messages";
import { breadcrumbJsonLd, serviceJsonLd } from "@/lib/json-ld";
import { buildMetadata } from "@/lib/metadata";
import type { Service } from "@/lib/services";

/** Title, description, canonical and alternates of a service page in one language. */
export function serviceMetadata(locale: Edition, service: Service) {
  return buildMetadata({
    locale,
    title: service.subtitle ? `${service.title} — ${service.subtitle}` : service.title,
    description: service.description,
    path: `/services/${service.id}`,
  });
}

/** A service page: its Service and breadcrumb JSON-LD, then the service's own view. */
export function ServicePage({
  locale,
  service,
  children,
}: {
  locale: Edition;
  service: Service;
  children: React.ReactNode;
}) {
  const { t } = i18nFor(locale);
  return (
    <>
      <JsonLd
        data={[
          serviceJsonLd(locale, service),
          breadcrumbJsonLd(locale, [
            { name: t("nav.services"), path: "/services" },
            { name: service.title, path: `/services/${service.id}` },
          ]),
        ]}
      />
      {children}
    </>
  );
}
