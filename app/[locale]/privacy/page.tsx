import { pageRoute } from "@/lib/page-route";
import { TranslationFallback } from "@/components/i18n/translation-fallback";
import { LegalDocument } from "@/components/sections/legal-document";
import { pagePath } from "@/lib/page-paths";

export const generateMetadata = pageRoute("privacy").generateMetadata;

export default async function PrivacyPage() {
  return (
    <TranslationFallback path={pagePath("privacy")}>
      <LegalDocument id="privacy" englishPrevails />
    </TranslationFallback>
  );
}
