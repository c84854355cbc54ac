import { pageRoute } from "@/lib/page-route";
import { BlogListing } from "./_components/blog-listing";

const route = pageRoute("blog");

export const generateMetadata = route.generateMetadata;

export default async function BlogPage() {
  return <BlogListing {...await route.page()} number={1} />;
}
