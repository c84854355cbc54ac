import { honeypotField } from "@/lib/forms/bot-check";
import { corsHeaders, json, nativeAnswer } from "./answers";
import { verifyTurnstile } from "./challenge";
import type { ReceiverConfig } from "./config";
import type { Lead, LeadStore } from "./lead";
import type { RateLimiter } from "./rate-limit";
import { readBody } from "./read-body";
import { parseSubmission, type Submission } from "./submission";
import { validateFields } from "./validate";

export type ReceiverDeps = {
  config: ReceiverConfig;
  store: LeadStore;
  limiter: RateLimiter;
  /** The delivery channels a new lead waits for (`mail`, `webhook`). */
  channels: string[];
  /** Starts delivering a stored lead; called after it is stored, never awaited by the answer. */
  deliver: (lead: Lead) => void;
  now?: () => number;
  /** For the challenge's verification (tests inject one). */
  fetcher?: typeof fetch;
};

/** The receiver: one standard fetch handler, the same on Node and on Workers. */
export function createReceiver(deps: ReceiverDeps) {
  const { config } = deps;
  const now = deps.now ?? Date.now;
  return async function receive(request: Request, client = "unknown"): Promise<Response> {
    const origin = request.headers.get("origin");
    const cors = corsHeaders(origin, config.allowedOrigins);
    if (new URL(request.url).pathname !== config.path) return json(404, { error: "not-found" });
    if (request.method === "OPTIONS")
      return new Response(null, {
        status: cors["Access-Control-Allow-Origin"] ? 204 : 403,
        headers: cors,
      });
    if (request.method !== "POST")
      return json(405, { error: "method" }, { ...cors, Allow: "POST, OPTIONS" });
    // A browser on another site: refused before anything is read (requests without Origin
    // come from no browser, and face every other check).
    if (origin && !cors["Access-Control-Allow-Origin"]) return json(403, { error: "origin" }, cors);

    const limit = deps.limiter.hit(client, now());
    if (!limit.ok)
      return json(
        429,
        { error: "rate-limit", retryAfter: limit.retryAfterS },
        {
          ...cors,
          "Retry-After": String(limit.retryAfterS),
        },
      );
    const body = await readBody(request, config.maxBodyBytes);
    if (!body.ok) return json(413, { error: "too-large", limit: config.maxBodyBytes }, cors);
    const parsed = parseSubmission(request.headers.get("content-type") ?? "", body.text);
    if (!parsed.ok) return json(parsed.status, { error: parsed.reason }, cors);

    const { submission } = parsed;
    const answer = (status: number, payload: Record<string, unknown>) =>
      submission.native
        ? nativeAnswer(
            status,
            request,
            origin && cors["Access-Control-Allow-Origin"] ? origin : config.allowedOrigins[0]!,
          )
        : json(status, payload, cors);

    const refusal = await screen(submission, deps, client);
    if (refusal) return answer(refusal.status, { error: "rejected", reason: refusal.reason });
    const validated = validateFields(submission.form, submission.fields);
    if (!validated.ok)
      return validated.unknownForm
        ? answer(400, { error: "unknown-form" })
        : answer(400, { error: "invalid", issues: validated.issues });

    const lead: Lead = {
      id: submission.id ?? (await contentId(submission.form, validated.fields)),
      form: submission.form,
      fields: validated.fields,
      receivedAt: new Date(now()).toISOString(),
      flags: submission.native ? ["no-script"] : [],
      delivery: Object.fromEntries(
        deps.channels.map((channel) => [
          channel,
          { status: "pending", attempts: 0, nextAttemptAt: new Date(now()).toISOString() },
        ]),
      ),
    };
    let stored: "stored" | "duplicate";
    try {
      stored = await deps.store.add(lead);
    } catch (error) {
      console.error(`[receiver] could not store ${lead.id}:`, error);
      return answer(503, { error: "storage" });
    }
    if (stored === "stored") deps.deliver(lead);
    return answer(stored === "stored" ? 201 : 200, {
      ok: true,
      id: lead.id,
      duplicate: stored === "duplicate",
    });
  };
}

/** The anti-bot checks: honeypot, fill time, challenge. A refusal says which, for the owner's logs. */
async function screen(submission: Submission, deps: ReceiverDeps, client: string) {
  const { config } = deps;
  if (submission.honeypot) return { status: 400, reason: honeypotField };
  if (submission.native) {
    // A plain HTML post has no script to time it or to run a challenge: flagged, or refused.
    return config.requireScript ? { status: 400, reason: "no-script" } : undefined;
  }
  if (submission.elapsedMs === undefined || submission.elapsedMs < config.minFillMs)
    return { status: 400, reason: "too-fast" };
  if (
    config.turnstileSecret &&
    !(await verifyTurnstile(
      submission.challenge,
      config.turnstileSecret,
      client === "unknown" ? undefined : client,
      deps.fetcher,
    ))
  )
    return { status: 403, reason: "challenge" };
  return undefined;
}

/** A native post has no id: the same content twice is one lead. */
async function contentId(form: string, fields: Record<string, unknown>) {
  const bytes = new TextEncoder().encode(JSON.stringify([form, fields]));
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", bytes));
  return Array.from(digest.subarray(0, 16), (b) => b.toString(16).padStart(2, "0")).join("");
}
