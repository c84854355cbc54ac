// A bounded load test on loopback: `npx tsx receiver/test/load.ts [submissions] [concurrency]`.
// Starts an SMTP sink here and the receiver as its own process (npm run receiver), posts
// distinct valid submissions from distinct clients, and reports submissions per second answered
// and mailed, and the receiver's memory (RSS now and at its peak, from /proc).
import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { MailSink } from "./mail-sink";

const total = Number(process.argv[2] ?? 2000);
const concurrency = Number(process.argv[3] ?? 32);
const sink = new MailSink(4396);
await sink.start();
// RECEIVER_BUNDLE: the esbuild bundle the container runs, instead of the sources through tsx.
const command = process.env.RECEIVER_BUNDLE
  ? [process.env.RECEIVER_BUNDLE]
  : ["--import", "tsx", "receiver/node/main.ts"];
const child = spawn(process.execPath, command, {
  env: {
    ...process.env,
    ALLOWED_ORIGINS: "http://127.0.0.1:4177",
    MAIL_TO: "leads@example.org",
    SMTP_URL: "smtp://127.0.0.1:4396",
    DATA_DIR: mkdtempSync(join(tmpdir(), "load-leads-")),
    PORT: "4397",
    TRUST_PROXY: "true",
  },
  stdio: ["ignore", "pipe", "inherit"],
});
await new Promise<void>((ready) =>
  child.stdout.on("data", (line: Buffer) => line.includes("[receiver]") && ready()),
);
const memory = (key: "VmRSS" | "VmHWM") => {
  const line = readFileSync(`/proc/${child.pid}/status`, "utf8")
    .split("\n")
    .find((entry) => entry.startsWith(key));
  return Number(/(\d+)/.exec(line ?? "")?.[1] ?? 0) / 1024;
};
const rssBefore = memory("VmRSS");
let next = 0;
const statuses = new Map<number, number>();
const started = performance.now();
await Promise.all(
  Array.from({ length: concurrency }, async () => {
    while (next < total) {
      const i = next++;
      const response = await fetch("http://127.0.0.1:4397/forms", {
        method: "POST",
        headers: {
          "Content-Type": "application/json",
          "X-Forwarded-For": `10.0.${i >> 8}.${i & 255}`,
        },
        body: JSON.stringify({
          form: "contact",
          id: `load${String(i).padStart(12, "0")}`,
          elapsedMs: 5000,
          homepage: "",
          fields: {
            inquiryType: "general",
            fullName: `Zoë ${i}`,
            email: `z${i}@example.org`,
            subject: "Load",
            message: "Grüße\n".repeat(40),
            consent: true,
          },
        }),
      });
      await response.arrayBuffer();
      statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
    }
  }),
);
const answered = (performance.now() - started) / 1000;
for (let waited = 0; sink.mails.length < total && waited < 120_000; waited += 50)
  await new Promise((r) => setTimeout(r, 50));
const mailed = (performance.now() - started) / 1000;
console.log(
  JSON.stringify({
    submissions: total,
    concurrency,
    statuses: Object.fromEntries(statuses),
    answeredPerSecond: Math.round(total / answered),
    mails: sink.mails.length,
    mailedPerSecond: Math.round(sink.mails.length / mailed),
    rssMiBBefore: Math.round(rssBefore),
    rssMiBAfter: Math.round(memory("VmRSS")),
    rssMiBPeak: Math.round(memory("VmHWM")),
  }),
);
child.kill("SIGTERM");
await sink.stop();
process.exit(0);
