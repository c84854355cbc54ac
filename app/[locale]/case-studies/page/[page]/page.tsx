import { pageRoute } from "@/lib/page-route";
import { CaseListing } from "../../_components/case-listing";

const route = pageRoute("caseStudiesPage");

export const dynamicParams = false;
export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;

type Props = { params: Promise<{ page: string }> };

export default async function CaseStudiesLaterPage({ params }: Props) {
  const { page: number } = await params;
  return <CaseListing {...await route.page(params)} number={Number(number)} />;
}
