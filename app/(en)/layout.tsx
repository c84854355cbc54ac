import type * as React from "react";
import { SiteDocument, siteMetadata, siteViewport } from "@/components/layout/site-document";

// The English edition's root layout: the same document as app/[locale], at the site's root.
export const generateMetadata = siteMetadata;
export const viewport = siteViewport;

export default function EnglishLayout({ children }: { children: React.ReactNode }) {
  return <SiteDocument>{children}</SiteDocument>;
}
