import { existsSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { Server } from "node:http";
import { startReceiver } from "../receiver/node/main";
import { MailSink } from "../receiver/test/mail-sink";
import { createStaticServer, listen } from "../scripts/static-server.mjs";
import { expect, test } from "./fixtures";
import { applyForJob, contactFields, field, job, message, name, sendContact } from "./visitor";

// The configured export (npm run build:configured posts to 127.0.0.1:4175/forms) against the
// real lead receiver, which mails every lead to a real SMTP server; all on loopback. It runs in
// its own Playwright project, after the browser gates, because forms.spec.ts's stub takes 4175.
const site = "http://127.0.0.1:4178";
const sink = new MailSink(4394);
let receiver: Awaited<ReturnType<typeof startReceiver>>;
let server: Server;

test.describe.configure({ mode: "serial" });
test.skip(!existsSync("out-configured") && !process.env.CI, "run `npm run build:configured` first");

test.beforeAll(async () => {
  server = createStaticServer(fileURLToPath(new URL("../out-configured", import.meta.url)));
  await listen(server, 4178);
  await sink.start();
  receiver = await startReceiver({
    ALLOWED_ORIGINS: site,
    MAIL_TO: "leads@example.org",
    SMTP_URL: "smtp://127.0.0.1:4394",
    DATA_DIR: mkdtempSync(join(tmpdir(), "e2e-leads-")),
    PORT: "4175",
    RATE_LIMIT_MAX: "100",
    RETRY_BASE_S: "0.2",
    RETRY_MAX_S: "0.5",
  });
});
test.afterAll(async () => {
  await receiver?.stop();
  await sink.stop();
  server?.closeAllConnections();
  server?.close();
});
test.beforeEach(() => void (sink.mails.length = 0));

const mailFor = (form: string) => sink.mails.filter((mail) => mail.lead.form === form);

test("each form's lead arrives by e-mail once, with every field exactly as typed", async ({
  page,
}) => {
  await sendContact(page, site);

  await page.goto(`${site}/services/ngo-lab`);
  const form = page.getByRole("form", { name: "NGO Lab application" });
  await field(form, /^Organization name/).fill("Rio Água Viva");
  await field(form, /^Email address/).fill("zoe@agua.example.org");
  await field(form, /^Challenge description/).fill(message);
  await form.getByRole("checkbox", { name: "Data visualization" }).check();
  await form.getByRole("button", { name: "Submit Application" }).click();
  await expect(
    form.getByRole("status").filter({ hasText: "submitted successfully" }),
  ).toBeVisible();

  await applyForJob(page, site);

  await page.goto(`${site}/services/agentic-ai`);
  await page.getByRole("button", { name: "Request Demo" }).first().click();
  const dialog = page.getByRole("dialog", { name: "Request a Demo" });
  await field(dialog, /^Name/).fill(name);
  await field(dialog, /^Email/).fill("zoe@example.org");
  await field(dialog, /^Company/).fill("Northwind Health");
  await field(dialog, /^Requirements/).fill(message);
  await dialog.getByRole("button", { name: "Request Demo" }).click();
  await expect(dialog).toBeHidden();

  await page
    .getByRole("contentinfo")
    .getByRole("textbox", { name: "Email address" })
    .fill("reader@example.org");
  await page.getByRole("contentinfo").getByRole("button", { name: "Subscribe" }).click();
  await expect(
    page.locator("[data-sonner-toast]").filter({ hasText: "You're subscribed" }),
  ).toBeVisible();

  await expect.poll(() => sink.mails.length).toBe(5);
  await receiver.outbox.idle();
  expect(sink.mails).toHaveLength(5); // the double click sent once
  expect(mailFor("contact")[0]?.lead.fields).toEqual(contactFields);
  expect(mailFor("ngo-application")[0]?.lead.fields).toMatchObject({
    organization: "Rio Água Viva",
    challenge: message,
    interests: ["Data visualization"],
  });
  expect(mailFor("job-application")[0]?.lead.fields).toMatchObject({
    name,
    coverNote: message,
    jobId: job.id,
    jobTitle: job.title,
  });
  expect(mailFor("demo-request")[0]?.lead.fields).toMatchObject({
    name,
    requirements: message,
    service: "Agentic AI",
  });
  expect(mailFor("newsletter")[0]?.lead.fields).toEqual({ email: "reader@example.org" });
  // The text of the e-mail carries the message whole: every line, every character.
  expect(mailFor("contact")[0]?.text).toContain(`message:\n  ${message.split("\n").join("\n  ")}`);
  expect(mailFor("contact")[0]?.subject).toBe(`New contact: ${name}`);
});

test("without JavaScript the form posts natively, the visitor reads the answer, the lead is flagged", async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false, locale: "de-DE" });
  const page = await context.newPage();
  await page.goto(`${site}/de/contact`);
  const form = page.locator("form[data-form=contact]");
  await form.locator("[name=fullName]").fill(name);
  await form.locator("[name=email]").fill("zoe@example.org");
  await form.locator("[name=subject]").fill("Ohne Skript");
  await form.locator("[name=message]").fill("Zeile eins\nZeile zwei");
  await form.locator("[name=consent]").check();
  await form.locator("button[type=submit]").click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Nachricht erfolgreich gesendet!",
  );
  await expect.poll(() => sink.mails.length).toBe(1);
  expect(sink.mails[0]?.lead).toMatchObject({
    flags: ["no-script"],
    fields: { message: "Zeile eins\r\nZeile zwei", consent: true },
  });
  await context.close();
});

test("a form autofilled and sent within 2 seconds waits out the minimum and is delivered", async ({
  page,
}) => {
  await page.goto(`${site}/services/agentic-ai`);
  await page.getByRole("button", { name: "Request Demo" }).first().click();
  const dialog = page.getByRole("dialog", { name: "Request a Demo" });
  const started = Date.now();
  // What a browser's autofill does: every field at once, then the visitor presses Send.
  await dialog.locator("form").evaluate((element: HTMLFormElement) => {
    const values: Record<string, string> = {
      name: "Ada Autofill",
      email: "ada@example.org",
      company: "Acme",
      requirements: "Show me the streaming demo.",
    };
    for (const [key, value] of Object.entries(values)) {
      const field = element.elements.namedItem(key) as HTMLInputElement | HTMLTextAreaElement;
      // As a browser fills in: the native setter (so React sees the change), then the event.
      const prototype = Object.getPrototypeOf(field) as HTMLInputElement;
      Object.getOwnPropertyDescriptor(prototype, "value")?.set?.call(field, value);
      field.dispatchEvent(new Event("input", { bubbles: true }));
    }
  });
  await dialog.getByRole("button", { name: "Request Demo" }).click();
  expect(Date.now() - started).toBeLessThan(2000);
  await expect(dialog).toBeHidden();
  await expect.poll(() => sink.mails.length).toBe(1);
  expect(sink.mails[0]?.lead.fields).toMatchObject({ name: "Ada Autofill" });
});

test("a bot that fills the honeypot is refused and the page says so, keeping every value; nothing is stored", async ({
  page,
  consoleErrors,
}) => {
  const before = (await receiver.store.list()).length;
  await page.goto(`${site}/contact`);
  const form = page.getByRole("form", { name: "Contact form" });
  await field(form, /^Full name/).fill("Spam Bot");
  await field(form, /^Email address/).fill("bot@spam.example");
  await field(form, /^Subject/).fill("Cheap pills");
  await field(form, /^Message/).fill("Buy now");
  await form.getByRole("checkbox").check();
  await form.locator("[name=homepage]").fill("https://spam.example", { force: true });
  await form.getByRole("button", { name: "Send Message" }).click();
  await expect(form.getByRole("alert")).toContainText("answered with an error (400)");
  await expect(field(form, /^Message/)).toHaveValue("Buy now");
  expect(await receiver.store.list()).toHaveLength(before);
  expect(consoleErrors.filter((error) => error.includes("status of 400"))).toHaveLength(1);
  consoleErrors.splice(
    0,
    consoleErrors.length,
    ...consoleErrors.filter((error) => !error.includes("status of 400")),
  );
});

test("with the mail server down the visitor is told it is sent; the e-mail follows when it is back", async ({
  page,
}) => {
  await sink.stop();
  await page.goto(`${site}/blog`);
  await page.getByRole("button", { name: "Submit a Guest Post" }).click();
  const dialog = page.getByRole("dialog", { name: "Submit a Guest Post" });
  await field(dialog, /^Name/).fill(name);
  await field(dialog, /^Email/).fill("zoe@example.org");
  await field(dialog, /^Topic/).fill("Feature stores");
  await field(dialog, /Abstract/).fill("Streaming features\nfor fraud models");
  await dialog.getByRole("button", { name: "Submit Proposal" }).click();
  await expect(dialog).toBeHidden();
  const stored = (await receiver.store.list()).find((lead) => lead.form === "guest-post");
  expect(stored?.delivery.mail?.status).toBe("pending");
  await sink.start();
  await expect.poll(() => mailFor("guest-post").length, { timeout: 15_000 }).toBe(1);
  expect(mailFor("guest-post")[0]?.lead.fields).toMatchObject({
    abstract: "Streaming features\nfor fraud models",
  });
});

test("malformed JSON, a field of the wrong type and a too-fast post are refused; nothing is stored", async ({
  request,
}) => {
  const before = (await receiver.store.list()).length;
  const send = (data: string) =>
    request.post("http://127.0.0.1:4175/forms", {
      headers: { "Content-Type": "application/json", Origin: site },
      data,
    });
  expect((await send("{not json")).status()).toBe(400);
  const base = {
    form: "newsletter",
    id: "e2e0000000000001",
    elapsedMs: 4000,
    homepage: "",
    fields: { email: "a@b.co" },
  };
  const wrong = await send(JSON.stringify({ ...base, fields: { email: ["a@b.co"] } }));
  expect(wrong.status()).toBe(400);
  expect((await wrong.json()).issues[0]).toMatchObject({ field: "email" });
  expect((await send(JSON.stringify({ ...base, elapsedMs: 120 }))).status()).toBe(400);
  expect(await receiver.store.list()).toHaveLength(before);
  expect((await send(JSON.stringify(base))).status()).toBe(201);
});
