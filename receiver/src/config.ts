import { minFillMs } from "@/lib/forms/bot-check";

/** Everything the receiver is told by its environment (receiver/README.md lists each variable). */
export type ReceiverConfig = {
  /** The site's origins: the only ones whose browsers may post (CORS) and be sent back to. */
  allowedOrigins: string[];
  /** The path the site posts to (`NEXT_PUBLIC_FORM_ENDPOINT`'s path). */
  path: string;
  maxBodyBytes: number;
  rateLimit: { max: number; windowMs: number };
  /** Submissions faster than this are refused (the site waits this long before it sends). */
  minFillMs: number;
  /** Refuse native (no-JavaScript) posts, which carry no fill time, instead of flagging them. */
  requireScript: boolean;
  turnstileSecret?: string;
  mail: {
    to: string;
    from: string;
    /** smtp://user:pass@host:port or smtps://…; Node only. */
    smtpUrl?: string;
  };
  webhookUrl?: string;
  /** Retries of a failed delivery: the first after `baseMs`, doubling up to `maxMs`, forever. */
  retry: { baseMs: number; maxMs: number };
};

type Env = Record<string, string | undefined>;

const number = (value: string | undefined, fallback: number) => {
  const parsed = Number(value);
  return value && Number.isFinite(parsed) && parsed > 0 ? parsed : fallback;
};

export function configFromEnv(env: Env): ReceiverConfig {
  const allowedOrigins = (env.ALLOWED_ORIGINS ?? "")
    .split(",")
    .map((origin) => origin.trim().replace(/\/$/, ""))
    .filter(Boolean);
  if (allowedOrigins.length === 0)
    throw new Error("ALLOWED_ORIGINS: set the site's origin, e.g. https://tessellate.example.com");
  const to = env.MAIL_TO ?? "";
  if (env.SMTP_URL && !to) throw new Error("MAIL_TO: set the address that receives the leads");
  return {
    allowedOrigins,
    path: env.RECEIVER_PATH ?? "/forms",
    maxBodyBytes: number(env.MAX_BODY_BYTES, 64 * 1024),
    rateLimit: {
      max: number(env.RATE_LIMIT_MAX, 10),
      windowMs: number(env.RATE_LIMIT_WINDOW_S, 60) * 1000,
    },
    minFillMs: number(env.MIN_FILL_MS, minFillMs),
    requireScript: env.REQUIRE_SCRIPT === "true",
    turnstileSecret: env.TURNSTILE_SECRET || undefined,
    mail: { to, from: env.MAIL_FROM || to, smtpUrl: env.SMTP_URL || undefined },
    webhookUrl: env.WEBHOOK_URL || undefined,
    retry: {
      baseMs: number(env.RETRY_BASE_S, 5) * 1000,
      maxMs: number(env.RETRY_MAX_S, 900) * 1000,
    },
  };
}
