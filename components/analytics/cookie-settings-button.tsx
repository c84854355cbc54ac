"use client";

import { reopenConsent } from "@/components/analytics/consent-store";

/** The footer's "Cookie settings" link: reopens the consent banner (only when analytics is configured). */
export function CookieSettingsButton({ className }: { className?: string }) {
  return (
    <button type="button" onClick={reopenConsent} className={className}>
      Cookie settings
    </button>
  );
}
