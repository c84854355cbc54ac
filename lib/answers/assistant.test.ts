import { afterEach, describe, expect, it, vi } from "vitest";
import type { Reply } from "@/lib/answers/answer";
import { groundedReply } from "@/lib/answers/assistant";

const local: Reply = {
  kind: "page",
  title: "Careers",
  url: "/careers",
  heading: "Careers",
  text: "Open positions.",
  more: [{ title: "About", url: "/about" }],
};

const respond = (body: unknown, status = 200) =>
  vi.stubGlobal(
    "fetch",
    vi.fn(() => Promise.resolve(new Response(JSON.stringify(body), { status }))),
  );

afterEach(() => vi.unstubAllGlobals());

describe("groundedReply", () => {
  it("is off without an endpoint, and never asks about a question the site has no answer to", async () => {
    const fetch = vi.fn();
    vi.stubGlobal("fetch", fetch);
    expect(await groundedReply(undefined, "q", "en", local)).toBe(local);
    expect(await groundedReply("https://a.example", "q", "en", { kind: "none" })).toEqual({
      kind: "none",
    });
    expect(fetch).not.toHaveBeenCalled();
  });

  it("sends the question and the passages, and shows the answer with their links", async () => {
    respond({ answer: "Yes, we are hiring.", links: [{ title: "Careers", url: "/careers" }] });
    const reply = await groundedReply("https://a.example", "hiring?", "en", local);
    expect(reply).toMatchObject({ kind: "page", url: "/careers", text: "Yes, we are hiring." });
    const [, init] = vi.mocked(fetch).mock.calls[0] ?? [];
    expect(JSON.parse(String(init?.body))).toMatchObject({
      question: "hiring?",
      locale: "en",
      passages: [{ url: "/careers", text: "Open positions." }, { url: "/about" }],
    });
  });

  it("falls back to Tessa's own reply on an error, a bad answer, a foreign link or a timeout", async () => {
    respond({ answer: "x" }, 500);
    expect(await groundedReply("https://a.example", "q", "en", local)).toBe(local);
    respond({ nothing: true });
    expect(await groundedReply("https://a.example", "q", "en", local)).toBe(local);
    respond({ answer: "Go there", links: [{ title: "Elsewhere", url: "https://evil.example" }] });
    expect(await groundedReply("https://a.example", "q", "en", local)).toBe(local);
    vi.stubGlobal(
      "fetch",
      vi.fn(
        (_: string, init: RequestInit) =>
          new Promise((_resolve, reject) =>
            init.signal?.addEventListener("abort", () => reject(new Error("timeout"))),
          ),
      ),
    );
    expect(await groundedReply("https://a.example", "q", "en", local, 20)).toBe(local);
  });
});
