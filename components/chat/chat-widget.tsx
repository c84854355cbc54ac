"use client";

import { spriteIcon } from "@/components/icons/sprite-icon";
import dynamic from "next/dynamic";
import * as React from "react";
import { OnDemandMessages, useI18n } from "@/components/i18n/i18n-provider";
import { brand } from "@/lib/brand";

const MessageCircle = spriteIcon("message-circle");
const X = spriteIcon("x");

// The panel loads on first open; once loaded it stays mounted so the conversation survives
// closing, reopening and client-side navigation (the widget lives in the root layout).
const ChatPanel = dynamic(
  () => import("@/components/chat/chat-panel").then((module) => module.ChatPanel),
  { ssr: false },
);

export function ChatWidget() {
  const { t } = useI18n();
  const [open, setOpen] = React.useState(false);
  const [loaded, setLoaded] = React.useState(false);
  const [minimised, setMinimised] = React.useState(false);

  const toggle = () => {
    setLoaded(true);
    setOpen((value) => !value);
    setMinimised(false);
  };

  return (
    <div
      data-print="hide"
      className="fixed right-4 bottom-4 z-40 flex flex-col items-end gap-3 sm:right-6 sm:bottom-6"
    >
      {loaded ? (
        <React.Suspense>
          <OnDemandMessages>
            <ChatPanel
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
        onPointerEnter={() => void import("@/components/chat/chat-panel")}
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
