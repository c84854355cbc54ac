import type * as React from "react";
import { JsonLd } from "@/components/seo/json-ld";
import type { Edition } from "@/lib/i18n";
import { i18nFor } from "@/lib/i18n/messages";
import { breadcrumbJsonLd, serviceJsonLd } from "@/lib/json-ld";
import { buildMetadata } from "@/lib/metadata";
import type { Service } from "@/lib/content/schemas/services";
import { pagePath } from "@/lib/page-paths";

/** Title, description, canonical and alternates of a service page in one language. */
export function serviceMetadata(locale: Edition, service: Service) {
  const { t } = i18nFor(locale);
  return buildMetadata({
    locale,
    title: service.subtitle
      ? t("services.metaTitle", { title: service.title, subtitle: service.subtitle })
      : service.title,
    description: service.description,
    path: pagePath("service", service.id),
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
            { name: t("nav.services"), path: pagePath("services") },
            { name: service.title, path: pagePath("service", service.id) },
          ]),
        ]}
      />
      {children}
    </>
  );
}
