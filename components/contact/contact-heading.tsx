"use client";

import { useSearchParams } from "next/navigation";
import { useI18n } from "@/components/i18n/i18n-provider";
import { contactHeading } from "@/lib/contact-heading";

/** The hero heading follows the `type` query; rendered inside Suspense so the page stays static. */
export function ContactHeading({ fallback }: { fallback: string }) {
  const { t } = useI18n();
  const type = useSearchParams().get("type");
  return (
    <>
      {contactHeading(type, fallback, {
        discovery: t("company.cta.discovery"),
        expert: t("company.cta.expert"),
      })}
    </>
  );
}
