import { notFound } from "next/navigation";
import { TranslationFallback } from "@/components/i18n/translation-fallback";
import type * as React from "react";
import { ServicePage, serviceMetadata } from "../_components/service-page";
import { getLocale } from "@/lib/i18n/server";
import type { Service } from "@/lib/content/schemas/services";
import { AgenticAiView } from "./_components/agentic-ai-view";
import { DataSolutionsView } from "./_components/data-solutions-view";
import { MachineLearningView } from "./_components/machine-learning-view";
import { McpSolutionsView } from "./_components/mcp-solutions-view";
import { StreamHouseView } from "./_components/stream-house-view";
import { getEntry } from "@/lib/content";
import { pagePath } from "@/lib/page-paths";
import { staticParams } from "@/lib/site-pages";

type Props = { params: Promise<{ id: string }> };

// NGO Lab has a route of its own (../ngo-lab): its application form is in its HTML, and its
// JavaScript must not ship with the other service pages.
const views: Record<string, (props: { service: Service }) => React.ReactNode> = {
  "agentic-ai": AgenticAiView,
  "machine-learning": MachineLearningView,
  "data-solutions": DataSolutionsView,
  "mcp-solutions": McpSolutionsView,
  "stream-house": StreamHouseView,
};

export const dynamicParams = false;

const ownRoutes = ["ngo-lab"];

// Slugs are never translated: every edition has the English ids.
export function generateStaticParams() {
  const params = staticParams("service", ownRoutes);
  for (const { id = "" } of params)
    if (!(id in views)) throw new Error(`No page view for the service "${id}"`);
  return params;
}

export async function generateMetadata({ params }: Props) {
  const locale = await getLocale();
  const service = getEntry("services", (await params).id, locale)?.data;
  return service ? serviceMetadata(locale, service) : {};
}

export default async function ServicePageRoute({ params }: Props) {
  const locale = await getLocale();
  const service = getEntry("services", (await params).id, locale)?.data;
  const View = service ? views[service.id] : undefined;
  if (!service || !View) notFound();
  return (
    <TranslationFallback path={pagePath("service", service.id)}>
      <ServicePage locale={locale} service={service}>
        <View service={service} />
      </ServicePage>
    </TranslationFallback>
  );
}
