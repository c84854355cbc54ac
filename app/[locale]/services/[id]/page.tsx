import { notFound } from "next/navigation";
import { TranslationFallback } from "@/components/i18n/translation-fallback";
import type * as React from "react";
import { ServicePage } from "../_components/service-page";
import type { Service } from "@/lib/content/schemas/services";
import { AgenticAiView } from "./_components/agentic-ai-view";
import { DataSolutionsView } from "./_components/data-solutions-view";
import { MachineLearningView } from "./_components/machine-learning-view";
import { McpSolutionsView } from "./_components/mcp-solutions-view";
import { StreamHouseView } from "./_components/stream-house-view";
import { getEntry } from "@/lib/content";
import { pageRoute } from "@/lib/page-route";

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

const route = pageRoute("service");

export const dynamicParams = false;

const ownRoutes = ["ngo-lab"];

// Every service but those with a route of their own.
export function generateStaticParams(args: Parameters<typeof route.generateStaticParams>[0]) {
  const params = route.generateStaticParams(args).filter(({ id = "" }) => !ownRoutes.includes(id));
  for (const { id = "" } of params)
    if (!(id in views)) throw new Error(`No page view for the service "${id}"`);
  return params;
}

export const generateMetadata = route.generateMetadata;

export default async function ServicePageRoute({ params }: Props) {
  const { locale, id, page, breadcrumbs } = await route.page(params);
  const service = getEntry("services", id, locale)?.data;
  const View = service ? views[service.id] : undefined;
  if (!service || !View) notFound();
  return (
    <TranslationFallback path={page.path}>
      <ServicePage locale={locale} service={service} breadcrumbs={breadcrumbs}>
        <View service={service} />
      </ServicePage>
    </TranslationFallback>
  );
}
