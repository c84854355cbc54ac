import type { Metadata, Viewport } from "next";
import type * as React from "react";
import { geistMono, geistSans } from "@/app/fonts";
import { AnalyticsSlot } from "@/components/analytics/analytics-slots";
import { ChatWidget } from "@/components/chat/chat-widget";
import { DialogHost } from "@/components/dialogs/dialog-host";
import { NetlifyFormMarkup } from "@/components/forms/netlify-form-markup";
import { I18nProvider } from "@/components/i18n/i18n-provider";
import { LanguageSuggestion } from "@/components/i18n/language-suggestion";
import { SiteFooter } from "@/components/layout/site-footer";
import { SiteHeader } from "@/components/layout/site-header";
import { SkipLink } from "@/components/layout/skip-link";
import { Providers } from "@/components/providers";
import { site } from "@/lib/site";
import { localeInfo, localePath } from "@/lib/i18n";
import { clientMessages, languageOffers } from "@/lib/i18n/messages";
import { getI18n, getLocale } from "@/lib/i18n/server";
import { socialImage } from "@/lib/metadata";
import { siteUrl } from "@/lib/utils";
import "@/app/globals.css";

/** What every page inherits; pages replace title, description and images through buildMetadata. */
export async function siteMetadata(): Promise<Metadata> {
  const { locale, t } = await getI18n();
  return {
    metadataBase: new URL(siteUrl()),
    title: { default: site.name, template: `%s | ${site.name}` },
    description: t("site.description"),
    applicationName: site.name,
    // The not-found page keeps these: the edition's home image.
    openGraph: {
      siteName: site.name,
      type: "website",
      locale: localeInfo[locale].og,
      images: [socialImage(locale, "/", site.name)],
    },
    twitter: { card: "summary_large_image", images: [socialImage(locale, "/", site.name)] },
    icons: { icon: "/icon.svg" },
    alternates: {
      types: {
        "application/rss+xml": [
          { url: localePath(locale, "/feed.xml"), title: t("feed.title", { name: site.name }) },
        ],
      },
    },
  };
}

export const siteViewport: Viewport = {
  themeColor: [
    { media: "(prefers-color-scheme: light)", color: "#fdfdfe" },
    { media: "(prefers-color-scheme: dark)", color: "#111114" },
  ],
};

/**
 * The document of every page, in the page's language: `<html lang>` comes from the build, the
 * chrome is rendered in that language, and the client islands get its strings as props.
 */
export async function SiteDocument({ children }: { children: React.ReactNode }) {
  const locale = await getLocale();
  return (
    <html
      lang={localeInfo[locale].tag}
      suppressHydrationWarning
      className={`${geistSans.variable} ${geistMono.variable}`}
    >
      <body>
        <I18nProvider locale={locale} messages={clientMessages(locale)}>
          <Providers>
            <SkipLink />
            <SiteHeader />
            <LanguageSuggestion offers={languageOffers(locale)} />
            <main id="main-content" tabIndex={-1} className="outline-none">
              {children}
            </main>
            <SiteFooter />
            <ChatWidget />
            <DialogHost />
            <NetlifyFormMarkup />
            <AnalyticsSlot />
          </Providers>
        </I18nProvider>
      </body>
    </html>
  );
}
