"use client";

import { reopenConsent } from "@/components/analytics/consent-store";
import { useI18n } from "@/components/i18n/i18n-provider";

/** The footer's "Cookie settings" link: reopens the consent banner (only when analytics is configured). */
export function CookieSettingsButton({ className }: { className?: string }) {
  const { t } = useI18n();
  return (
    <button type="button" onClick={reopenConsent} className={className}>
      {t("ui.consent.settings")}
    </button>
  );
}
