import type { Metadata } from "next";
import { TranslationFallback } from "@/components/i18n/translation-fallback";
import { LegalDocument } from "@/components/sections/legal-document";
import { getLocale } from "@/lib/i18n/server";
import { routeMetadata } from "@/lib/metadata";
import { pagePath } from "@/lib/page-paths";

export async function generateMetadata(): Promise<Metadata> {
  return routeMetadata(await getLocale(), pagePath("privacy"));
}

export default async function PrivacyPage() {
  return (
    <TranslationFallback path={pagePath("privacy")}>
      <LegalDocument id="privacy" englishPrevails />
    </TranslationFallback>
  );
}
