"use client";

import { spriteIcon } from "@/components/icons/sprite-icon";
import * as React from "react";
import { OnDemandMessages, useI18n } from "@/components/i18n/i18n-provider";
import { Button } from "@/components/ui/button";

const Search = spriteIcon("search");

// The overlay and its logic load on first open, keeping them out of every page's first load.
// React.lazy over the same import() the hover warm-up calls (next/dynamic would compile its own
// chunk, one the warm-up never fetched).
const loadOverlay = () => import("@/components/search/search-overlay");
const SearchOverlay = React.lazy(() =>
  loadOverlay().then((module) => ({ default: module.SearchOverlay })),
);

function isTypingTarget(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement &&
    (target.isContentEditable || ["INPUT", "TEXTAREA", "SELECT"].includes(target.tagName))
  );
}

export function SearchLauncher() {
  const [open, setOpen] = React.useState(false);
  const [loaded, setLoaded] = React.useState(false);
  const { t } = useI18n();

  const show = React.useCallback(() => {
    setLoaded(true);
    setOpen(true);
  }, []);

  React.useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const shortcut = (event.metaKey || event.ctrlKey) && event.key.toLowerCase() === "k";
      const slash = event.key === "/" && !isTypingTarget(event.target);
      if (shortcut || slash) {
        event.preventDefault();
        show();
      }
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [show]);

  return (
    <>
      <Button
        variant="ghost"
        size="icon"
        aria-label={t("search.open")}
        aria-keyshortcuts="Control+K Meta+K /"
        aria-haspopup="dialog"
        onClick={show}
        onPointerEnter={() => void loadOverlay()}
      >
        <Search aria-hidden="true" />
      </Button>
      {loaded ? (
        <React.Suspense>
          <OnDemandMessages>
            <SearchOverlay open={open} onOpenChange={setOpen} />
          </OnDemandMessages>
        </React.Suspense>
      ) : null}
    </>
  );
}
