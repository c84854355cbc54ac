import { pageRoute } from "@/lib/page-route";
import { CaseListing } from "./_components/case-listing";

const route = pageRoute("caseStudies");

export const generateMetadata = route.generateMetadata;

export default async function CaseStudiesPage() {
  return <CaseListing {...await route.page()} number={1} />;
}
