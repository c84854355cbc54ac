import { pageRoute } from "@/lib/page-route";
import { BlogListing } from "../../../../_components/blog-listing";

const route = pageRoute("topicPage");

export const dynamicParams = false;
export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;

type Props = { params: Promise<{ topic: string; page: string }> };

export default async function TopicLaterPage({ params }: Props) {
  const { topic, page: number } = await params;
  return <BlogListing {...await route.page(params)} number={Number(number)} topic={topic} />;
}
