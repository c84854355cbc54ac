import { pageRoute } from "@/lib/page-route";
import { BlogListing } from "../../_components/blog-listing";

const route = pageRoute("blogPage");

export const dynamicParams = false;
export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;

export default async function BlogLaterPage({ params }: { params: Promise<{ page: string }> }) {
  const { page: number } = await params;
  return <BlogListing {...await route.page(params)} number={Number(number)} />;
}
