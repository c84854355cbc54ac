"use client";

import { spriteIcon } from "@/components/icons/sprite-icon";
import Link from "next/link";
import * as React from "react";
import { useI18n } from "@/components/i18n/i18n-provider";
import { openDialog } from "@/components/dialogs/dialog-store";
import { brand } from "@/lib/brand";
import { answerFrom, type ChatAnswer } from "@/lib/chat";
import { carriesForm } from "@/lib/navigation";
import { searchPassages, warmSearch } from "@/lib/pagefind-client";
import { cx } from "@/lib/cx";
import { pagePath } from "@/lib/page-paths";

const ArrowUpRight = spriteIcon("arrow-up-right");
const Bot = spriteIcon("bot");
const ChevronDown = spriteIcon("chevron-down");
const ChevronUp = spriteIcon("chevron-up");
const Send = spriteIcon("send");
const X = spriteIcon("x");

export const chatReplyDelay = 1000;

type ChatMessage = {
  id: string;
  text: string;
  sender: "user" | "bot";
  timestamp: number;
  /** A bot reply: the passage of the site that answers, or null when none does. */
  answer?: ChatAnswer | null;
};

type Props = {
  open: boolean;
  minimised: boolean;
  onMinimisedChange: (minimised: boolean) => void;
  onClose: () => void;
};

export function ChatPanel({ open, minimised, onMinimisedChange, onClose }: Props) {
  const { t } = useI18n();
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
    const answer = searchPassages(text)
      .then((passages) => answerFrom(passages, text))
      .catch(() => null);
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
            <Bubble
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
            onFocus={warmSearch}
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

function Bubble({ message, greeting }: { message: ChatMessage; greeting: string }) {
  const { t, href } = useI18n();
  const mine = message.sender === "user";
  const { answer } = message;
  return (
    <div
      data-sender={message.sender}
      className={cx(
        "max-w-[85%] rounded-2xl px-3.5 py-2.5 text-sm leading-relaxed",
        mine
          ? "self-end rounded-br-md bg-primary text-primary-foreground"
          : "self-start rounded-bl-md bg-muted text-foreground",
      )}
    >
      {message.id === "greeting" ? <p>{greeting}</p> : null}
      {mine ? <p>{message.text}</p> : null}
      {answer ? (
        <>
          <p className="font-semibold">
            <ChatLink url={answer.passage.url}>{answer.passage.heading}</ChatLink>
          </p>
          <p className="mt-1">{answer.passage.text}</p>
          {answer.more.length > 0 ? (
            <>
              <p className="mt-2 text-xs text-muted-foreground">{t("chat.more")}</p>
              <ul className="mt-1 grid gap-1">
                {answer.more.map((link) => (
                  <li key={link.url}>
                    <ChatLink url={link.url}>{link.title}</ChatLink>
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </>
      ) : null}
      {answer === null ? (
        <>
          <p>{t("chat.notFound")}</p>
          <ul className="mt-1 grid gap-1">
            <li>
              <ChatLink url={href(pagePath("contact"))}>{t("chat.contactFallback")}</ChatLink>
            </li>
            <li>
              <button
                type="button"
                onClick={() => openDialog({ kind: "request-demo", service: t("chat.demoTopic") })}
                className="inline-flex items-center gap-1 font-medium text-primary underline-offset-2 hover:underline"
              >
                {t("chat.requestDemo")}
              </button>
            </li>
          </ul>
        </>
      ) : null}
    </div>
  );
}

function ChatLink({ url, children }: { url: string; children: React.ReactNode }) {
  return (
    <Link
      href={url}
      prefetch={carriesForm(url) ? false : undefined}
      className="inline-flex items-center gap-1 font-medium text-primary underline-offset-2 hover:underline"
    >
      {children}
      <ArrowUpRight aria-hidden="true" className="size-3.5" />
    </Link>
  );
}
