"use client";

import { spriteIcon } from "@/components/icons/sprite-icon";
import * as React from "react";
import { OnDemandMessages, useI18n } from "@/components/i18n/i18n-provider";
import { brand } from "@/lib/brand";
import { fetchJsonOnce } from "@/lib/fetch-once";

const MessageCircle = spriteIcon("message-circle");
const X = spriteIcon("x");

// The panel's code loads on first open, or ahead of it (below); once open it stays mounted so the
// conversation survives closing, reopening and client-side navigation (the widget lives in the
// root layout).
const loadPanel = () => import("@/components/chat/chat-panel");
type ChatPanelComponent = Awaited<ReturnType<typeof loadPanel>>["ChatPanel"];

export function ChatWidget() {
  const { t, locale } = useI18n();
  const [open, setOpen] = React.useState(false);
  const [loaded, setLoaded] = React.useState(false);
  const [minimised, setMinimised] = React.useState(false);
  // The panel component once its code is here: rendered directly, not through React.lazy, so an
  // open after a warm-up commits the panel with the click (lazy would suspend once regardless).
  const [Panel, setPanel] = React.useState<ChatPanelComponent>();
  const load = React.useCallback(
    () => void loadPanel().then((module) => setPanel(() => module.ChatPanel)),
    [],
  );

  // The first open's next paint (its INP) is the one that shows the panel. A mouse loads the
  // panel's code as it nears the button; a touch screen has no such moment, so there the code and
  // the panel's words (about 10 KB gzip) load once the page is idle.
  React.useEffect(() => {
    if (!window.matchMedia("(hover: none)").matches) return;
    const warm = () => {
      load();
      void fetchJsonOnce(`/i18n/${locale}.json`).catch(() => undefined);
    };
    const idle = "requestIdleCallback" in window;
    const handle = idle
      ? window.requestIdleCallback(warm, { timeout: 3000 })
      : window.setTimeout(warm, 1500);
    return () => (idle ? window.cancelIdleCallback(handle) : window.clearTimeout(handle));
  }, [locale, load]);

  const toggle = () => {
    if (!Panel) load();
    setLoaded(true);
    setOpen((value) => !value);
    setMinimised(false);
  };

  return (
    <div
      data-print="hide"
      className="fixed right-4 bottom-4 z-40 flex flex-col items-end gap-3 sm:right-6 sm:bottom-6"
    >
      {loaded && Panel ? (
        <React.Suspense>
          <OnDemandMessages>
            <Panel
              open={open}
              minimised={minimised}
              onMinimisedChange={setMinimised}
              onClose={() => setOpen(false)}
            />
          </OnDemandMessages>
        </React.Suspense>
      ) : null}
      <button
        type="button"
        onClick={toggle}
        onPointerEnter={load}
        aria-expanded={open}
        aria-controls={loaded ? "chat-panel" : undefined}
        aria-label={open ? t("chat.close") : t("chat.open", { name: brand.assistantName })}
        className="inline-flex size-14 items-center justify-center rounded-full bg-primary text-primary-foreground shadow-lg shadow-primary/25 transition-transform duration-150 hover:scale-105"
      >
        {open ? (
          <X aria-hidden="true" className="size-6" />
        ) : (
          <MessageCircle aria-hidden="true" className="size-6" />
        )}
      </button>
    </div>
  );
}
