"use client";

import { spriteIcon } from "@/components/icons/sprite-icon";
import { Link } from "@/components/ui/link";
import type * as React from "react";
import { useI18n } from "@/components/i18n/i18n-provider";
import { openDialog } from "@/components/dialogs/dialog-store";
import type { Reply } from "@/lib/answers/answer";
import { carriesForm } from "@/lib/navigation";
import { cx } from "@/lib/cx";
import { pagePath } from "@/lib/page-paths";

const ArrowUpRight = spriteIcon("arrow-up-right");

export type ChatMessage = {
  id: string;
  text: string;
  sender: "user" | "bot";
  timestamp: number;
  /** A bot reply: the page of the site that answers, or the site's plain "no answer". */
  answer?: Reply;
};

export function ChatBubble({ message, greeting }: { message: ChatMessage; greeting: string }) {
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
      {answer?.kind === "page" ? <PageReply answer={answer} /> : null}
      {answer?.kind === "none" ? <NoAnswer reply={answer.reply} /> : null}
    </div>
  );
}

function PageReply({ answer }: { answer: Extract<Reply, { kind: "page" }> }) {
  const { t } = useI18n();
  return (
    <>
      <p className="font-semibold">
        <ChatLink url={answer.url}>{answer.heading}</ChatLink>
      </p>
      <p className="mt-1">{answer.text}</p>
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
  );
}

/** The site has no page for it: Tessa says so (in the intent's words, if it has some). */
function NoAnswer({ reply }: { reply?: string }) {
  const { t, href } = useI18n();
  return (
    <>
      <p>{reply ?? t("chat.notFound")}</p>
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
