import { mkdtempSync, readdirSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { MailSink } from "../test/mail-sink";
import { leadsToCsv } from "../src/export";
import { isPending } from "../src/lead";
import { startReceiver } from "./main";

// The receiver on Node with a real SMTP server, both on loopback, ports of their own.
const site = "http://127.0.0.1:4177";
const smtpPort = 4391;
const port = 4392;
const running: { stop(): Promise<void> }[] = [];

async function start(dataDir: string, env: Record<string, string> = {}) {
  const receiver = await startReceiver({
    ALLOWED_ORIGINS: site,
    MAIL_TO: "leads@example.org",
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    DATA_DIR: dataDir,
    PORT: String(port),
    RETRY_BASE_S: "0.1",
    RETRY_MAX_S: "0.3",
    ...env,
  });
  running.push(receiver);
  return receiver;
}

afterEach(async () => {
  for (const item of running.splice(0).reverse()) await item.stop();
});

const submission = (id: string) => ({
  form: "demo-request",
  id,
  elapsedMs: 5200,
  homepage: "",
  fields: {
    name: "Zoë Ångström-李",
    email: "zoe@example.org",
    company: "Rio Água Viva",
    phone: "",
    requirements: `Grüße — 你好\n${"x".repeat(5000)}`,
    service: "Agentic AI",
  },
});

const post = (body: unknown, init: RequestInit = {}) =>
  fetch(`http://127.0.0.1:${port}/forms`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: site },
    body: typeof body === "string" ? body : JSON.stringify(body),
    ...init,
  });

const until = async (check: () => boolean | Promise<boolean>, ms = 10_000) => {
  for (const end = Date.now() + ms; Date.now() < end; await new Promise((r) => setTimeout(r, 50)))
    if (await check()) return;
  throw new Error("timed out waiting");
};

describe("the receiver on Node, with SMTP behind it", () => {
  it("answers 2xx while the mail server is down, keeps the lead, and mails it once the server is back", async () => {
    const dir = mkdtempSync(join(tmpdir(), "leads-"));
    const sink = new MailSink(smtpPort);
    running.push(sink);
    const receiver = await start(dir);
    expect((await post(submission("a1b2c3d4e5f60718"))).status).toBe(201);
    expect(readdirSync(join(dir, "leads"))).toEqual(["a1b2c3d4e5f60718.json"]);
    await until(
      async () =>
        ((await receiver.store.get("a1b2c3d4e5f60718"))?.delivery.mail?.attempts ?? 0) >= 2,
    );
    expect((await receiver.store.get("a1b2c3d4e5f60718"))?.delivery.mail?.status).toBe("pending");
    await sink.start();
    await until(() => sink.mails.length === 1);
    const [mail] = sink.mails;
    expect(mail?.lead.fields).toEqual(submission("").fields);
    expect(mail?.text).toContain(`requirements:\n  Grüße — 你好\n  ${"x".repeat(5000)}`);
    expect(mail?.subject).toBe("New demo-request: Zoë Ångström-李");
    await until(
      async () =>
        (await receiver.store.get("a1b2c3d4e5f60718"))?.delivery.mail?.status === "delivered",
    );
  });

  it("delivers after a restart what was stored but not yet delivered", async () => {
    const dir = mkdtempSync(join(tmpdir(), "leads-"));
    const first = await start(dir, { RETRY_BASE_S: "3600" });
    expect((await post(submission("0f1e2d3c4b5a6978"))).status).toBe(201);
    await first.stop();
    running.splice(running.indexOf(first), 1);
    const sink = new MailSink(smtpPort);
    await sink.start();
    running.push(sink);
    // A restarted receiver retries at once what is due; this one is due in an hour, so move it.
    const second = await start(dir);
    const lead = (await second.store.get("0f1e2d3c4b5a6978"))!;
    lead.delivery.mail!.nextAttemptAt = new Date().toISOString();
    await second.store.update(lead);
    second.outbox.schedule(lead);
    await until(() => sink.mails.length === 1);
    expect(sink.mails[0]?.lead.id).toBe("0f1e2d3c4b5a6978");
  });

  it("keeps one lead and sends one e-mail for the same submission sent twice", async () => {
    const dir = mkdtempSync(join(tmpdir(), "leads-"));
    const sink = new MailSink(smtpPort);
    await sink.start();
    running.push(sink);
    const receiver = await start(dir);
    const statuses = await Promise.all(
      [1, 2].map(() => post(submission("1234567890abcdef")).then((r) => r.status)),
    );
    expect(statuses.sort()).toEqual([200, 201]);
    // Every lead delivered and no attempt left scheduled: no other e-mail can follow.
    await until(
      async () =>
        receiver.outbox.scheduled === 0 &&
        (await receiver.store.list()).every((lead) => !isPending(lead)),
    );
    expect(sink.mails).toHaveLength(1);
    expect(await receiver.store.list()).toHaveLength(1);
  });

  it("turns away a flood and a 10 MB body, and still takes a real submission", async () => {
    const dir = mkdtempSync(join(tmpdir(), "leads-"));
    const receiver = await start(dir, { TRUST_PROXY: "true" });
    const flood = {
      headers: {
        "Content-Type": "application/json",
        Origin: site,
        "X-Forwarded-For": "192.0.2.66",
      },
    };
    const statuses = [];
    for (let i = 0; i < 200; i++)
      statuses.push((await post(submission(`f100d${String(i).padStart(11, "0")}`), flood)).status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(10);
    const limited = await post(submission("f100dffffffffff1"), flood);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("Retry-After"))).toBeGreaterThan(0);
    const big = await post(
      `{"form":"contact","fields":{"message":"${"x".repeat(10 * 1024 * 1024)}"}}`,
    );
    expect(big.status).toBe(413);
    expect((await post(submission("abcdefabcdef0001"))).status).toBe(201);
    expect(await receiver.store.list()).toHaveLength(11);
    expect(leadsToCsv(await receiver.store.list()).split("\r\n")[0]).toContain("requirements");
  });
});
