import { pageRoute } from "@/lib/page-route";
import { TranslationFallback } from "@/components/i18n/translation-fallback";
import { LegalDocument } from "@/components/sections/legal-document";
import { pagePath } from "@/lib/page-paths";

export const generateMetadata = pageRoute("terms").generateMetadata;

export default async function TermsPage() {
  return (
    <TranslationFallback path={pagePath("terms")}>
      <LegalDocument id="terms" englishPrevails numbered />
    </TranslationFallback>
  );
}
