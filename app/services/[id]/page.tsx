import { notFound } from "next/navigation";
import type * as React from "react";
import { JsonLd } from "@/components/seo/json-ld";
import { breadcrumbJsonLd, serviceJsonLd } from "@/lib/json-ld";
import { buildMetadata } from "@/lib/metadata";
import { getAllServices, getService, type Service } from "@/lib/services";
import { AgenticAiView } from "./_components/agentic-ai-view";
import { DataSolutionsView } from "./_components/data-solutions-view";
import { MachineLearningView } from "./_components/machine-learning-view";
import { McpSolutionsView } from "./_components/mcp-solutions-view";
import { NgoLabView } from "./_components/ngo-lab-view";
import { StreamHouseView } from "./_components/stream-house-view";

type Props = { params: Promise<{ id: string }> };

const views: Record<string, (props: { service: Service }) => React.ReactNode> = {
  "agentic-ai": AgenticAiView,
  "machine-learning": MachineLearningView,
  "data-solutions": DataSolutionsView,
  "mcp-solutions": McpSolutionsView,
  "stream-house": StreamHouseView,
  "ngo-lab": NgoLabView,
};

export const dynamicParams = false;

export function generateStaticParams() {
  return getAllServices().map((service) => ({ id: service.id }));
}

export async function generateMetadata({ params }: Props) {
  const service = getService((await params).id);
  if (!service) return {};
  return buildMetadata({
    title: service.subtitle ? `${service.title} — ${service.subtitle}` : service.title,
    description: service.description,
    path: `/services/${service.id}`,
  });
}

export default async function ServicePage({ params }: Props) {
  const service = getService((await params).id);
  const View = service ? views[service.id] : undefined;
  if (!service || !View) notFound();
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
      <View service={service} />
    </>
  );
}
