import { pageRoute } from "@/lib/page-route";
import type { ResourceTab } from "@/lib/resource-tabs";
import { ResourceTypeListing } from "../../../_components/resource-type-listing";

const route = pageRoute("resourceTypePage");

export const dynamicParams = false;
export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;

type Props = { params: Promise<{ type: ResourceTab; page: string }> };

export default async function ResourceTypeLaterPage({ params }: Props) {
  const { type, page: number } = await params;
  return <ResourceTypeListing {...await route.page(params)} type={type} number={Number(number)} />;
}
