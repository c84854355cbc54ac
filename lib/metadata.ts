import type { Metadata } from "next";
import { site } from "@/content/site";
import { ogImagePath, ogImageSize } from "@/lib/og";
import { absoluteUrl } from "@/lib/utils";

type PageMetadata = {
  title: string;
  description: string;
  path: string;
  /** Set on the home page, whose title is complete without the brand suffix. */
  absoluteTitle?: boolean;
};

/** The image the build renders for a page (app/og), absolute as crawlers require. */
export function socialImage(path: string, alt: string) {
  return { url: absoluteUrl(ogImagePath(path)), ...ogImageSize, alt, type: "image/png" };
}

/** Title, description, canonical URL, Open Graph and Twitter card for one page. */
export function buildMetadata({ title, description, path, absoluteTitle }: PageMetadata): Metadata {
  const url = absoluteUrl(path);
  const fullTitle = absoluteTitle ? title : `${title} | ${site.name}`;
  const image = socialImage(path, fullTitle);
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
      images: [image],
    },
    twitter: { card: "summary_large_image", title: fullTitle, description, images: [image] },
  };
}
