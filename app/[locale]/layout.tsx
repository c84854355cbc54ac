import type * as React from "react";
import { SiteDocument, siteMetadata, siteViewport } from "@/components/layout/site-document";
import { prefixedLocales } from "@/lib/i18n";

// The root layout of every edition but English, which has its own at app/(en) without a prefix.
export const dynamicParams = false;

export function generateStaticParams() {
  return prefixedLocales().map((locale) => ({ locale }));
}

export const generateMetadata = siteMetadata;
export const viewport = siteViewport;

export default function EditionLayout({ children }: { children: React.ReactNode }) {
  return <SiteDocument>{children}</SiteDocument>;
}
