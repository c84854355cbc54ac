import { LegalDocument } from "@/components/sections/legal-document";
import { termsOfService } from "@/content/legal";
import { buildMetadata } from "@/lib/metadata";

export const metadata = buildMetadata({
  title: "Terms of Service",
  description:
    "The terms for using the Tessellate AI website: permitted use, intellectual property, submissions, liability, and California law.",
  path: "/terms",
});

export default function TermsPage() {
  return <LegalDocument page={termsOfService} numbered />;
}
