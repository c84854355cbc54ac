"use client";

import { GoogleAnalytics, sendGAEvent } from "@next/third-parties/google";
import { usePathname } from "next/navigation";
import { useEffect, useRef } from "react";

/** GA4 through @next/third-parties: its config sends the first page_view; client navigations send theirs. */
export function GoogleAnalyticsTracking({ gaId }: { gaId: string }) {
  const pathname = usePathname();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    // Next sets the new title after the route renders: send on the next frame.
    const frame = requestAnimationFrame(() =>
      sendGAEvent("event", "page_view", {
        page_title: document.title,
        page_location: window.location.href,
        page_path: pathname,
      }),
    );
    return () => cancelAnimationFrame(frame);
  }, [pathname]);
  return <GoogleAnalytics gaId={gaId} />;
}
