import type { Metadata } from "next";
import { TranslationFallback } from "@/components/i18n/translation-fallback";
import { LegalDocument } from "@/components/sections/legal-document";
import { contentFor } from "@/content/editions";
import { getLocale } from "@/lib/i18n/server";
import { routeMetadata } from "@/lib/metadata";

export async function generateMetadata(): Promise<Metadata> {
  return routeMetadata(await getLocale(), "/privacy");
}

export default async function PrivacyPage() {
  const locale = await getLocale();
  return (
    <TranslationFallback path="/privacy">
      <LegalDocument page={contentFor(locale).legal.privacyPolicy} path="/privacy" />
    </TranslationFallback>
  );
}
