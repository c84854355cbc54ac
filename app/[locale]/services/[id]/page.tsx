import { notFound } from "next/navigation";
import type * as React from "react";
import { TranslationFallback } from "@/components/i18n/translation-fallback";
import { ServicePage } from "../_components/service-page";
import type { Service } from "@/lib/content/schemas/services";
import { AgenticAiView } from "./_components/agentic-ai-view";
import { DataSolutionsView } from "./_components/data-solutions-view";
import { MachineLearningView } from "./_components/machine-learning-view";
import { McpSolutionsView } from "./_components/mcp-solutions-view";
import { NgoLabView } from "./_components/ngo-lab-view";
import { ServiceView } from "./_components/service-view";
import { StreamHouseView } from "./_components/stream-house-view";
import { getEntry } from "@/lib/content";
import { pageRoute } from "@/lib/page-route";
import { hasOwnPage, type OwnPageId } from "@/lib/service-pages";

type Props = { params: Promise<{ id: string }> };

/** The spec's six pages, each with a view of its own; any other service is drawn by ServiceView. */
const ownViews: Record<OwnPageId, (props: { service: Service }) => React.ReactNode> = {
  "agentic-ai": AgenticAiView,
  "machine-learning": MachineLearningView,
  "data-solutions": DataSolutionsView,
  "mcp-solutions": McpSolutionsView,
  "stream-house": StreamHouseView,
  "ngo-lab": NgoLabView,
};

const route = pageRoute("service");

export const dynamicParams = false;
export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;

export default async function ServicePageRoute({ params }: Props) {
  const { locale, id, page, breadcrumbs } = await route.page(params);
  const service = getEntry("services", id, locale)?.data;
  if (!service) notFound();
  const View = hasOwnPage(service.id) ? ownViews[service.id] : ServiceView;
  return (
    <TranslationFallback path={page.path}>
      <ServicePage locale={locale} service={service} breadcrumbs={breadcrumbs}>
        <View service={service} />
      </ServicePage>
    </TranslationFallback>
  );
}
