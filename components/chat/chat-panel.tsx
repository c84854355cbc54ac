"use client";

import { spriteIcon } from "@/components/icons/sprite-icon";
import * as React from "react";
import { useI18n } from "@/components/i18n/i18n-provider";
import { brand } from "@/lib/brand";
import { ChatBubble, type ChatMessage } from "@/components/chat/chat-bubble";
import { ask, sourcesFor } from "@/lib/answers/client";
import { cx } from "@/lib/cx";

const Bot = spriteIcon("bot");
const ChevronDown = spriteIcon("chevron-down");
const ChevronUp = spriteIcon("chevron-up");
const Send = spriteIcon("send");
const X = spriteIcon("x");

export const chatReplyDelay = 1000;

type Props = {
  open: boolean;
  minimised: boolean;
  onMinimisedChange: (minimised: boolean) => void;
  onClose: () => void;
};

export function ChatPanel({ open, minimised, onMinimisedChange, onClose }: Props) {
  const { t, locale } = useI18n();
  const [messages, setMessages] = React.useState<ChatMessage[]>(() => [
    { id: "greeting", text: "", sender: "bot", timestamp: Date.now() },
  ]);
  const [draft, setDraft] = React.useState("");
  const logRef = React.useRef<HTMLDivElement>(null);
  const timers = React.useRef<number[]>([]);

  React.useEffect(() => () => timers.current.forEach((id) => window.clearTimeout(id)), []);
  React.useEffect(() => {
    logRef.current?.scrollTo({ top: logRef.current.scrollHeight });
  }, [messages, minimised, open]);

  const send = (event: React.FormEvent) => {
    event.preventDefault();
    const text = draft.trim();
    if (!text) return;
    const now = Date.now();
    setMessages((list) => [...list, { id: String(now), text, sender: "user", timestamp: now }]);
    setDraft("");
    // The site's passages are searched at once; the reply comes after the spec's delay.
    const answer = ask(text, locale);
    const timer = window.setTimeout(() => {
      void answer.then((found) => {
        const at = Date.now();
        setMessages((list) => [
          ...list,
          { id: `${at}-bot`, text: "", sender: "bot", timestamp: at, answer: found },
        ]);
      });
    }, chatReplyDelay);
    timers.current.push(timer);
  };

  return (
    <section
      id="chat-panel"
      hidden={!open}
      aria-label={brand.assistantName}
      className={cx(
        "flex w-[350px] max-w-[calc(100vw-2rem)] flex-col overflow-hidden rounded-2xl border bg-popover text-popover-foreground shadow-2xl",
        minimised ? "h-auto" : "h-[500px] max-h-[calc(100dvh-7rem)]",
      )}
    >
      <header className="flex items-center gap-3 border-b bg-primary px-4 py-3 text-primary-foreground">
        <span className="flex size-9 items-center justify-center rounded-full bg-primary-foreground/15">
          <Bot aria-hidden="true" className="size-5" />
        </span>
        <div className="min-w-0 flex-1">
          <h2 className="text-sm font-semibold">{brand.assistantName}</h2>
          <p className="text-xs opacity-90">{t("chat.subtitle")}</p>
        </div>
        <button
          type="button"
          onClick={() => onMinimisedChange(!minimised)}
          aria-label={minimised ? t("chat.expand") : t("chat.minimize")}
          aria-expanded={!minimised}
          className="inline-flex size-9 items-center justify-center rounded-full hover:bg-primary-foreground/15"
        >
          {minimised ? (
            <ChevronUp aria-hidden="true" className="size-4" />
          ) : (
            <ChevronDown aria-hidden="true" className="size-4" />
          )}
        </button>
        <button
          type="button"
          onClick={onClose}
          aria-label={t("chat.close")}
          className="inline-flex size-9 items-center justify-center rounded-full hover:bg-primary-foreground/15"
        >
          <X aria-hidden="true" className="size-4" />
        </button>
      </header>
      <div hidden={minimised} className="flex min-h-0 flex-1 flex-col">
        <div
          ref={logRef}
          role="log"
          aria-label={t("chat.log")}
          className="flex min-h-0 flex-1 flex-col gap-3 overflow-y-auto p-4"
        >
          {messages.map((message) => (
            <ChatBubble
              key={message.id}
              message={message}
              greeting={t("chat.greeting", { name: brand.assistantName })}
            />
          ))}
        </div>
        <form onSubmit={send} className="flex gap-2 border-t p-3">
          <input
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            onFocus={() => {
              // The questions and the full-text index load when a visitor starts to ask.
              void sourcesFor(locale).catch(() => undefined);
            }}
            placeholder={t("chat.placeholder")}
            aria-label={t("chat.messageLabel")}
            autoComplete="off"
            className="h-10 min-w-0 flex-1 rounded-full border border-input bg-background px-4 text-base placeholder:text-muted-foreground focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring sm:text-sm"
          />
          <button
            type="submit"
            aria-label={t("chat.send")}
            className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-primary text-primary-foreground hover:bg-primary/90"
          >
            <Send aria-hidden="true" className="size-4" />
          </button>
        </form>
      </div>
    </section>
  );
}
