import type { Metadata } from "next";
import { NotFoundScreen, notFoundMetadata } from "@/components/errors/not-found-screen";
import { SiteDocument, siteMetadata, siteViewport } from "@/components/layout/site-document";

/**
 * An address that matches no route (out/404.html). With one root layout per edition there is
 * no layout above it, so it renders the English document itself around the not-found screen.
 */
export async function generateMetadata(): Promise<Metadata> {
  return { ...(await siteMetadata()), ...(await notFoundMetadata()) };
}

export const viewport = siteViewport;

export default function GlobalNotFound() {
  return (
    <SiteDocument>
      <NotFoundScreen />
    </SiteDocument>
  );
}
