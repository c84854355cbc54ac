import { LegalDocument } from "@/components/sections/legal-document";
import { privacyPolicy } from "@/content/legal";
import { buildMetadata } from "@/lib/metadata";

export const metadata = buildMetadata({
  title: "Privacy Policy",
  description:
    "What Tessellate AI collects, why, who sees it, how long we keep it, and your rights — including what this site stores in your browser.",
  path: "/privacy",
});

export default function PrivacyPage() {
  return <LegalDocument page={privacyPolicy} />;
}
