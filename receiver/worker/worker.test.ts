import { createServer, type Server } from "node:http";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";
import { Miniflare } from "miniflare";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MailSink } from "../test/mail-sink";
import type { KvNamespace } from "./kv-store";

// The Workers build of the receiver on workerd, Cloudflare's runtime, through Miniflare: bundled
// from receiver/worker/index.ts as wrangler would, leads in a local KV, the webhook on loopback.
const site = "https://site.example";
const hookPort = 4393;
let mf: Miniflare;
let hook: Server;
const hooked: unknown[] = [];
const sink = new MailSink(4395);
// A guard for a busy machine, not a measurement: on a quiet one each wait is milliseconds.
const patience = { timeout: 10_000 };

beforeAll(async () => {
  await sink.start();
  hook = createServer((request, response) => {
    let body = "";
    request.on("data", (chunk: Buffer) => (body += chunk.toString("utf8")));
    request.on("end", () => {
      hooked.push(JSON.parse(body));
      response.writeHead(204).end();
    });
  });
  await new Promise<void>((done) => hook.listen(hookPort, "127.0.0.1", done));
  const bundle = await build({
    entryPoints: [fileURLToPath(new URL("./index.ts", import.meta.url))],
    bundle: true,
    format: "esm",
    platform: "neutral",
    write: false,
    logLevel: "silent",
    external: ["cloudflare:sockets"],
  });
  mf = new Miniflare({
    modules: true,
    script: bundle.outputFiles[0]!.text,
    compatibilityDate: "2026-04-01",
    kvNamespaces: ["LEADS"],
    // Lets the test fire the cron trigger (/cdn-cgi/handler/scheduled), as `wrangler dev --test-scheduled`.
    unsafeTriggerHandlers: true,
    bindings: {
      ALLOWED_ORIGINS: site,
      WEBHOOK_URL: `http://127.0.0.1:${hookPort}/leads`,
      SMTP_URL: "smtp://127.0.0.1:4395",
      MAIL_TO: "leads@example.org",
      RATE_LIMIT_MAX: "3",
      RETRY_BASE_S: "0.05",
    },
  });
}, 60_000);

afterAll(async () => {
  await mf?.dispose();
  hook?.close();
  await sink.stop();
});

const submission = {
  form: "newsletter",
  id: "abcdef0123456789",
  elapsedMs: 3500,
  homepage: "",
  fields: { email: "reader@example.org" },
};
const post = (body: unknown, client = "192.0.2.1") =>
  mf.dispatchFetch("https://receiver.example/forms", {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: site, "CF-Connecting-IP": client },
    body: JSON.stringify(body),
  });

describe("the receiver on workerd (Miniflare)", () => {
  it("stores a lead in KV, answers 201, delivers it to the webhook, and keeps one lead for a duplicate", async () => {
    expect((await post(submission)).status).toBe(201);
    const kv = (await mf.getKVNamespace("LEADS")) as unknown as KvNamespace;
    expect(JSON.parse((await kv.get("lead:abcdef0123456789")) ?? "{}")).toMatchObject({
      form: "newsletter",
      fields: { email: "reader@example.org" },
    });
    const again = await post(submission);
    expect(again.status).toBe(200);
    await expect.poll(() => hooked.length, patience).toBe(1);
    await expect.poll(() => sink.mails.length, patience).toBe(1);
    await expect
      .poll(async () => (await kv.list({ prefix: "pending:" })).keys.length, patience)
      .toBe(0);
  });

  it("refuses a honeypot, a fast submission and a flood the same way as on Node", async () => {
    const kv = (await mf.getKVNamespace("LEADS")) as unknown as KvNamespace;
    const before = (await kv.list({ prefix: "lead:" })).keys.length;
    expect(
      (await post({ ...submission, id: "1111111111111111", homepage: "x" }, "192.0.2.9")).status,
    ).toBe(400);
    expect(
      (await post({ ...submission, id: "2222222222222222", elapsedMs: 10 }, "192.0.2.9")).status,
    ).toBe(400);
    expect((await post({ ...submission, id: "3333333333333333" }, "192.0.2.9")).status).toBe(201);
    const limited = await post({ ...submission, id: "4444444444444444" }, "192.0.2.9");
    expect(limited.status).toBe(429);
    expect(limited.headers.get("Retry-After")).toMatch(/^\d+$/);
    expect((await kv.list({ prefix: "lead:" })).keys.length).toBe(before + 1);
  });

  it("mails a lead over SMTP through Workers' own sockets, every character and line intact", async () => {
    const fields = {
      name: "Zoë Ångström-李",
      email: "zoe@example.org",
      company: "Rio Água Viva",
      phone: "",
      requirements: `Grüße — 你好\n.starts with a dot\n${"x".repeat(5000)}`,
      service: "Agentic AI",
    };
    const id = "5a5a5a5a5a5a5a5a";
    expect(
      (await post({ ...submission, form: "demo-request", id, fields }, "192.0.2.20")).status,
    ).toBe(201);
    await expect.poll(() => sink.mails.some((mail) => mail.lead.id === id), patience).toBe(true);
    const mail = sink.mails.find((entry) => entry.lead.id === id);
    expect(mail?.lead.fields).toEqual(fields);
    expect(mail?.subject).toBe("New demo-request: Zoë Ångström-李");
    expect(mail?.text).toContain("  .starts with a dot\n");
  });

  it("keeps a lead while the mail server is down and mails it from the cron trigger once it is back", async () => {
    await sink.stop();
    const id = "c0c0c0c0c0c0c0c0";
    expect((await post({ ...submission, id }, "192.0.2.30")).status).toBe(201);
    const kv = (await mf.getKVNamespace("LEADS")) as unknown as KvNamespace;
    await expect
      .poll(
        async () => JSON.parse((await kv.get(`lead:${id}`)) ?? "{}").delivery?.mail?.attempts,
        patience,
      )
      .toBe(1);
    expect((await kv.list({ prefix: "pending:" })).keys.map((key) => key.name)).toEqual([
      `pending:${id}`,
    ]);
    await sink.start();
    // The cron fires once here: wait until the lead's retry is due, as a minute would have passed.
    const due = Date.parse(
      JSON.parse((await kv.get(`lead:${id}`)) ?? "{}").delivery.mail.nextAttemptAt,
    );
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, due - Date.now()) + 20));
    const cron = await mf.dispatchFetch(
      "http://localhost/cdn-cgi/handler/scheduled?cron=*+*+*+*+*",
    );
    expect(cron.status).toBe(200);
    await expect
      .poll(() => sink.mails.filter((mail) => mail.lead.id === id).length, patience)
      .toBe(1);
    await expect
      .poll(async () => (await kv.list({ prefix: "pending:" })).keys.length, patience)
      .toBe(0);
  });
});
