"use client";

import dynamic from "next/dynamic";

/* The analytics island and its footer link, loaded only in a build with NEXT_PUBLIC_GA_ID, so a
   site without analytics ships none of its code. */

const gaId = process.env.NEXT_PUBLIC_GA_ID;

const Analytics = dynamic(() => import("./analytics").then((module) => module.Analytics));
const CookieSettingsButton = dynamic(() =>
  import("./cookie-settings-button").then((module) => module.CookieSettingsButton),
);

export function AnalyticsSlot() {
  return gaId ? <Analytics gaId={gaId} /> : null;
}

export function CookieSettingsSlot({ className }: { className?: string }) {
  return gaId ? <CookieSettingsButton className={className} /> : null;
}
