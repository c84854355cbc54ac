import { createServer, type IncomingMessage } from "node:http";
import { configFromEnv } from "../src/config";
import type { Channel } from "../src/deliver";
import { createReceiver } from "../src/handler";
import { RateLimiter } from "../src/rate-limit";
import { webhookChannel } from "../src/webhook";
import { FileStore } from "./file-store";
import { nodeListener } from "./http";
import { Outbox } from "./outbox";
import { smtpChannel } from "./smtp";

/** The receiver on Node: `npm run receiver` (receiver/README.md). Returns a stop function. */
export async function startReceiver(env: Record<string, string | undefined> = process.env) {
  const config = configFromEnv(env);
  const store = await new FileStore(env.DATA_DIR ?? "receiver-data").init();
  const smtp = config.mail.smtpUrl
    ? smtpChannel({ ...config.mail, smtpUrl: config.mail.smtpUrl })
    : undefined;
  const channels: Channel[] = [
    ...(smtp ? [smtp.channel] : []),
    ...(config.webhookUrl ? [webhookChannel(config.webhookUrl)] : []),
  ];
  if (channels.length === 0)
    console.warn("[receiver] no SMTP_URL or WEBHOOK_URL: leads are stored only");
  const outbox = new Outbox(store, channels, config.retry);
  const receive = createReceiver({
    config,
    store,
    limiter: new RateLimiter(config.rateLimit.max, config.rateLimit.windowMs),
    channels: channels.map((channel) => channel.name),
    deliver: (lead) => outbox.schedule(lead),
  });
  // Behind a reverse proxy every request comes from the proxy: trust its X-Forwarded-For.
  const clientOf = (request: IncomingMessage) =>
    (env.TRUST_PROXY === "true" &&
      String(request.headers["x-forwarded-for"] ?? "")
        .split(",")[0]
        ?.trim()) ||
    request.socket.remoteAddress ||
    "unknown";
  const server = createServer(nodeListener(receive, clientOf));
  const port = Number(env.PORT ?? 8787);
  const host = env.HOST ?? "127.0.0.1";
  await new Promise<void>((done) => server.listen(port, host, done));
  const resumed = await outbox.resume();
  console.log(
    `[receiver] http://${host}:${port}${config.path}; ${resumed} lead(s) pending delivery`,
  );
  return {
    server,
    outbox,
    store,
    async stop() {
      await new Promise<void>((done) => {
        server.close(() => done());
        server.closeAllConnections();
      });
      await outbox.stop();
      smtp?.close();
    },
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const receiver = await startReceiver();
  for (const signal of ["SIGINT", "SIGTERM"] as const)
    process.once(signal, () => void receiver.stop().then(() => process.exit(0)));
}
