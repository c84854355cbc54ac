import type { Metadata } from "next";
import { site } from "@/content/site";
import { absoluteUrl } from "@/lib/utils";

type PageMetadata = {
  title: string;
  description: string;
  path: string;
  /** Set on the home page, whose title is complete without the brand suffix. */
  absoluteTitle?: boolean;
};

/** Title, description, canonical URL, Open Graph and Twitter card for one page. */
export function buildMetadata({ title, description, path, absoluteTitle }: PageMetadata): Metadata {
  const url = absoluteUrl(path);
  const fullTitle = absoluteTitle ? title : `${title} | ${site.name}`;
  return {
    title: absoluteTitle ? { absolute: title } : title,
    description,
    alternates: {
      canonical: url,
      types: { "application/rss+xml": [{ url: "/feed.xml", title: `${site.name} articles` }] },
    },
    openGraph: {
      type: "website",
      siteName: site.name,
      title: fullTitle,
      description,
      url,
      locale: "en_US",
    },
    twitter: { card: "summary_large_image", title: fullTitle, description },
  };
}
