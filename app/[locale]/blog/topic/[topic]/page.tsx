import { pageRoute } from "@/lib/page-route";
import { BlogListing } from "../../_components/blog-listing";

const route = pageRoute("topic");

export const dynamicParams = false;
export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;

export default async function TopicPage({ params }: { params: Promise<{ topic: string }> }) {
  const { topic } = await params;
  return <BlogListing {...await route.page(params)} number={1} topic={topic} />;
}
