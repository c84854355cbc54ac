import { pageRoute } from "@/lib/page-route";
import type { ResourceTab } from "@/lib/resource-tabs";
import { ResourceTypeListing } from "../_components/resource-type-listing";

const route = pageRoute("resourceType");

export const dynamicParams = false;
export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;

type Props = { params: Promise<{ type: ResourceTab }> };

export default async function ResourceTypePage({ params }: Props) {
  const { type } = await params;
  return <ResourceTypeListing {...await route.page(params)} type={type} number={1} />;
}
