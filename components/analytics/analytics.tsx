"use client";

import dynamic from "next/dynamic";
import Link from "next/link";
import { useSyncExternalStore } from "react";
import {
  getConsent,
  getReopened,
  setConsent,
  subscribeConsent,
} from "@/components/analytics/consent-store";
import { Button } from "@/components/ui/button";

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
  const consent = useSyncExternalStore(subscribeConsent, getConsent, () => "blocked" as const);
  const reopened = useSyncExternalStore(subscribeConsent, getReopened, () => false);
  const showBanner = consent !== "blocked" && (consent === "unset" || reopened);
  return (
    <>
      {consent === "granted" ? <GoogleAnalyticsTracking gaId={gaId} /> : null}
      {showBanner ? (
        <section
          aria-label="Cookie consent"
          data-print="hide"
          className="fixed inset-x-4 bottom-4 z-40 max-w-md rounded-2xl border bg-popover p-5 text-popover-foreground shadow-xl sm:right-auto"
        >
          <h2 className="font-semibold">Analytics cookies</h2>
          <p className="mt-2 text-sm leading-relaxed text-muted-foreground">
            With your permission we use Google Analytics to learn which pages help visitors. Nothing
            loads until you accept. Read our{" "}
            <Link href="/privacy" className="font-medium text-primary underline underline-offset-2">
              Privacy Policy
            </Link>
            .
          </p>
          <div className="mt-4 flex gap-2">
            <Button size="sm" onClick={() => setConsent("granted")}>
              Accept
            </Button>
            <Button size="sm" variant="outline" onClick={() => setConsent("denied")}>
              Decline
            </Button>
          </div>
        </section>
      ) : null}
    </>
  );
}
