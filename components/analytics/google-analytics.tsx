"use client";

import { GoogleAnalytics, sendGAEvent } from "@next/third-parties/google";
import { usePathname } from "next/navigation";
import { useEffect, useRef } from "react";

/**
 * GA4 through @next/third-parties: its config sends the first page_view; client navigations send
 * theirs once the new page's title is in place. Next streams the metadata after the route renders,
 * so for a moment the title is empty or still the last page's: the page view waits for a new,
 * non-empty title. Every page has its own title, so the fallback (five seconds, then it goes with
 * what there is) is only a guard, generous enough for a slow phone.
 */
export function GoogleAnalyticsTracking({ gaId }: { gaId: string }) {
  const pathname = usePathname();
  const lastTitle = useRef<string | null>(null);
  useEffect(() => {
    if (lastTitle.current === null) {
      lastTitle.current = document.title;
      return;
    }
    let sent = false;
    const send = () => {
      if (sent) return;
      sent = true;
      observer.disconnect();
      window.clearTimeout(timer);
      lastTitle.current = document.title;
      sendGAEvent("event", "page_view", {
        page_title: document.title,
        page_location: window.location.href,
        page_path: pathname,
      });
    };
    const ready = () => document.title !== "" && document.title !== lastTitle.current;
    const observer = new MutationObserver(() => {
      if (ready()) send();
    });
    observer.observe(document.head, { childList: true, subtree: true, characterData: true });
    const timer = window.setTimeout(send, 5000);
    if (ready()) send();
    return () => {
      observer.disconnect();
      window.clearTimeout(timer);
    };
  }, [pathname]);
  return <GoogleAnalytics gaId={gaId} />;
}
