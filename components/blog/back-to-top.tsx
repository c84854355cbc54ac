"use client";

import { useI18n } from "@/components/i18n/i18n-provider";
import { spriteIcon } from "@/components/icons/sprite-icon";
import * as React from "react";

const ArrowUp = spriteIcon("arrow-up");

/** A floating button that appears after some scrolling and glides back to the top. */
export function BackToTop() {
  const { t } = useI18n();
  const [visible, setVisible] = React.useState(false);
  React.useEffect(() => {
    const update = () => setVisible(window.scrollY > 600);
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
  }, []);
  const reduce = () => window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  return (
    <button
      type="button"
      aria-label={t("blog.backToTop")}
      data-print="hide"
      hidden={!visible}
      onClick={() => {
        window.scrollTo({ top: 0, behavior: reduce() ? "auto" : "smooth" });
        document.getElementById("main-content")?.focus({ preventScroll: true });
      }}
      className="fixed right-4 bottom-24 z-30 inline-flex size-11 items-center justify-center rounded-full border bg-background/90 shadow-md backdrop-blur transition-colors hover:bg-accent sm:right-7"
    >
      <ArrowUp aria-hidden="true" className="size-5" />
    </button>
  );
}
