import { configFromEnv, type ReceiverConfig } from "../src/config";
import { attemptDelivery, type Channel } from "../src/deliver";
import { createReceiver } from "../src/handler";
import { RateLimiter } from "../src/rate-limit";
import { webhookChannel } from "../src/webhook";
import { KvStore, type KvNamespace } from "./kv-store";
import { socketSmtpChannel } from "./smtp-socket";

type Env = Record<string, string | undefined> & { LEADS: KvNamespace };
type Context = { waitUntil(promise: Promise<unknown>): void };

// Kept for the isolate's life: the rate limiter's windows span requests.
let state: { config: ReceiverConfig; limiter: RateLimiter } | undefined;

function setup(env: Env) {
  state ??= (() => {
    const config = configFromEnv(env);
    return { config, limiter: new RateLimiter(config.rateLimit.max, config.rateLimit.windowMs) };
  })();
  const { mail, webhookUrl } = state.config;
  // nodemailer needs Node's sockets: here mail goes through Workers' own TCP sockets.
  const channels: Channel[] = [
    ...(mail.smtpUrl ? [socketSmtpChannel(mail.smtpUrl, mail.from, mail.to)] : []),
    ...(webhookUrl ? [webhookChannel(webhookUrl)] : []),
  ];
  return { ...state, store: new KvStore(env.LEADS), channels };
}

/** The receiver on Cloudflare Workers: the same handler, leads in KV, retries from a cron trigger. */
const worker = {
  fetch(request: Request, env: Env, context: Context): Promise<Response> {
    const { config, limiter, store, channels } = setup(env);
    const receive = createReceiver({
      config,
      store,
      limiter,
      channels: channels.map((channel) => channel.name),
      deliver: (lead) => context.waitUntil(attemptDelivery(store, channels, lead.id, config.retry)),
    });
    return receive(request, request.headers.get("cf-connecting-ip") ?? "unknown");
  },

  scheduled(_controller: unknown, env: Env, context: Context): void {
    const { config, store, channels } = setup(env);
    context.waitUntil(
      store
        .ids("pending:")
        .then((ids) =>
          Promise.all(ids.map((id) => attemptDelivery(store, channels, id, config.retry))),
        ),
    );
  },
};

export default worker;
