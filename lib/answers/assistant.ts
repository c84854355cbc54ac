import type { Reply } from "@/lib/answers/answer";

/*
 * The owner's assistant endpoint (NEXT_PUBLIC_ASSISTANT_ENDPOINT, off unless set): it receives
 * the question and the passages Tessa found, and returns a short answer grounded in them, with
 * their links. Any failure, a malformed answer or a timeout leaves Tessa's own reply. No key is
 * ever sent from the browser: the endpoint holds its own. Request and response:
 * docs/search-and-chat.md.
 */

export type AssistantRequest = {
  question: string;
  locale: string;
  passages: { title: string; url: string; text: string }[];
};

type Link = { title: string; url: string };

const isLink = (value: unknown): value is Link =>
  typeof value === "object" &&
  value !== null &&
  "title" in value &&
  "url" in value &&
  typeof value.title === "string" &&
  typeof value.url === "string";

/** The passages a reply rests on: the page it answers with, and the others it names. */
function passagesOf(reply: Extract<Reply, { kind: "page" }>): AssistantRequest["passages"] {
  return [
    { title: reply.heading, url: reply.url, text: reply.text },
    ...reply.more.map((link) => ({ ...link, text: "" })),
  ];
}

/**
 * The endpoint's answer to a question Tessa found passages for, as her reply; else `reply` itself.
 * Only links to the passages sent are kept: the endpoint cannot send a visitor elsewhere.
 */
export async function groundedReply(
  endpoint: string | undefined,
  question: string,
  locale: string,
  reply: Reply,
  timeoutMs = 6000,
): Promise<Reply> {
  if (!endpoint || reply.kind !== "page") return reply;
  const passages = passagesOf(reply);
  const allowed = new Set(passages.map((passage) => passage.url));
  try {
    const response = await fetch(endpoint, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ question, locale, passages } satisfies AssistantRequest),
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (!response.ok) return reply;
    const body: unknown = await response.json();
    if (typeof body !== "object" || body === null || !("answer" in body)) return reply;
    const { answer } = body;
    const links = "links" in body && Array.isArray(body.links) ? body.links.filter(isLink) : [];
    const grounded = links.filter((link) => allowed.has(link.url));
    if (typeof answer !== "string" || !answer.trim() || grounded.length === 0) return reply;
    const [first, ...rest] = grounded;
    if (!first) return reply;
    return {
      ...reply,
      heading: first.title,
      url: first.url,
      text: answer.trim(),
      more: rest.slice(0, 2),
    };
  } catch {
    return reply;
  }
}
