"use client";

import dynamic from "next/dynamic";
import { Link } from "@/components/ui/link";
import { useSyncExternalStore } from "react";
import {
  getConsent,
  getReopened,
  setConsent,
  subscribeConsent,
} from "@/components/analytics/consent-store";
import { useI18n } from "@/components/i18n/i18n-provider";
import { Button } from "@/components/ui/button";
import { Interpolate } from "@/components/ui/interpolate";
import { pagePath } from "@/lib/page-paths";

// Google Analytics itself loads only after the visitor accepts.
const GoogleAnalyticsTracking = dynamic(
  () =>
    import("@/components/analytics/google-analytics").then(
      (module) => module.GoogleAnalyticsTracking,
    ),
  { ssr: false },
);

/** Mounted only when NEXT_PUBLIC_GA_ID is set: the consent banner, and GA once accepted. */
export function Analytics({ gaId }: { gaId: string }) {
  const { t, href } = useI18n();
  const consent = useSyncExternalStore(subscribeConsent, getConsent, () => "blocked" as const);
  const reopened = useSyncExternalStore(subscribeConsent, getReopened, () => false);
  const showBanner = consent !== "blocked" && (consent === "unset" || reopened);
  return (
    <>
      {consent === "granted" ? <GoogleAnalyticsTracking gaId={gaId} /> : null}
      {showBanner ? (
        <section
          aria-label={t("ui.consent.label")}
          data-print="hide"
          className="fixed inset-x-4 bottom-4 z-40 max-w-md rounded-2xl border bg-popover p-5 text-popover-foreground shadow-xl sm:right-auto"
        >
          <h2 className="font-semibold">{t("ui.consent.title")}</h2>
          <p className="mt-2 text-sm muted-copy">
            <Interpolate
              text={t("ui.consent.text")}
              parts={{
                link: (
                  <Link
                    href={href(pagePath("privacy"))}
                    className="font-medium text-primary underline underline-offset-2"
                  >
                    {t("footer.privacy")}
                  </Link>
                ),
              }}
            />
          </p>
          <div className="mt-4 flex gap-2">
            <Button size="sm" onClick={() => setConsent("granted")}>
              {t("ui.consent.accept")}
            </Button>
            <Button size="sm" variant="outline" onClick={() => setConsent("denied")}>
              {t("ui.consent.decline")}
            </Button>
          </div>
        </section>
      ) : null}
    </>
  );
}
