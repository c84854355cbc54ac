import type { Metadata, Viewport } from "next";
import type * as React from "react";
import { AnalyticsSlot } from "@/components/analytics/analytics-slots";
import { ChatWidget } from "@/components/chat/chat-widget";
import { DialogHost } from "@/components/dialogs/dialog-host";
import { NetlifyFormMarkup } from "@/components/forms/netlify-form-markup";
import { languageStorageKey } from "@/components/i18n/language-store";
import { SiteFooter } from "@/components/layout/site-footer";
import { SiteHeader } from "@/components/layout/site-header";
import { SkipLink } from "@/components/layout/skip-link";
import { Providers } from "@/components/providers";
import { site } from "@/content/site";
import { languages } from "@/lib/i18n";
import { socialImage } from "@/lib/metadata";
import { siteUrl } from "@/lib/utils";
import { geistMono, geistSans } from "./fonts";
import "./globals.css";

export const metadata: Metadata = {
  metadataBase: new URL(siteUrl()),
  title: { default: site.name, template: `%s | ${site.name}` },
  description: site.description,
  applicationName: site.name,
  // Pages replace these through buildMetadata; the not-found page keeps the home image.
  openGraph: {
    siteName: site.name,
    type: "website",
    locale: "en_US",
    images: [socialImage("/", site.name)],
  },
  twitter: { card: "summary_large_image", images: [socialImage("/", site.name)] },
  icons: { icon: "/icon.svg" },
  alternates: {
    types: { "application/rss+xml": [{ url: "/feed.xml", title: `${site.name} articles` }] },
  },
};

export const viewport: Viewport = {
  themeColor: [
    { media: "(prefers-color-scheme: light)", color: "#fdfdfe" },
    { media: "(prefers-color-scheme: dark)", color: "#111114" },
  ],
};

// Sets <html lang> from the stored language before first paint.
const codes = languages.map((language) => language.code).join("|");
const languageScript = `try{var l=localStorage.getItem(${JSON.stringify(languageStorageKey)});if(l&&/^(${codes})$/.test(l))document.documentElement.lang=l}catch(e){}`;

export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    <html
      lang="en"
      suppressHydrationWarning
      className={`${geistSans.variable} ${geistMono.variable}`}
    >
      <head>
        <script dangerouslySetInnerHTML={{ __html: languageScript }} />
      </head>
      <body>
        <Providers>
          <SkipLink />
          <SiteHeader />
          <main id="main-content" lang="en" tabIndex={-1} className="outline-none">
            {children}
          </main>
          <SiteFooter />
          <ChatWidget />
          <DialogHost />
          <NetlifyFormMarkup />
          <AnalyticsSlot />
        </Providers>
      </body>
    </html>
  );
}
