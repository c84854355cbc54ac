import type { MetadataRoute } from "next";
import { getSitePages } from "@/lib/routes";
import { absoluteUrl } from "@/lib/utils";

export const dynamic = "force-static";

export default function sitemap(): MetadataRoute.Sitemap {
  return getSitePages().map((page) => ({
    url: absoluteUrl(page.path),
    changeFrequency: "monthly",
    priority: page.path === "/" ? 1 : 0.7,
  }));
}
