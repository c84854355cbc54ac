import { existsSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import type { Server } from "node:http";
import type { Page } from "@playwright/test";
import { pagePath } from "../lib/page-paths";
import { minFillMs } from "../lib/forms/bot-check";
import { createStaticServer, listen } from "../scripts/static-server.mjs";
import { expect, test } from "./fixtures";
import { FormReceiver } from "./receiver";
import {
  applyForJob,
  contactFields,
  field,
  fillContact,
  fillNgo,
  job,
  jobFields,
  message,
  name,
  ngoFields,
  sendContact,
} from "./visitor";

const pageForms = [
  { path: "/contact", form: "Contact form" },
  { path: "/services/ngo-lab", form: "NGO Lab application" },
  { path: pagePath("job", job.id), form: `Apply: ${job.title}` },
];

test.describe("forms in the static HTML", () => {
  test("every page form's labels are in the exported HTML", () => {
    const html = (path: string) =>
      readFileSync(new URL(`../out${path}.html`, import.meta.url), "utf8");
    const labels = {
      "/contact": [
        "Inquiry type",
        "Full name",
        "Email address",
        "Phone number",
        "Company",
        "Subject",
        "Message",
        "Privacy Policy",
        "Send Message",
      ],
      "/services/ngo-lab": [
        "Organization name",
        "Website",
        "Contact person",
        "Email address",
        "Organization mission",
        "Challenge description",
        "Areas of interest",
        "Data visualization",
        "Submit Application",
      ],
      [pagePath("job", job.id)]: ["Full name", "Email", "Links", "Cover note", "Send Application"],
    };
    for (const [path, texts] of Object.entries(labels))
      for (const text of texts) expect(html(path), `${path}: ${text}`).toContain(`>${text}`);
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    for (const { path, form } of pageForms)
      test(`${path} shows its whole form, with the note on how it is sent`, async ({ page }) => {
        await page.goto(path);
        const element = page.getByRole("form", { name: form });
        await expect(element).toBeVisible();
        await expect(element.getByRole("textbox").first()).toBeVisible();
        await expect(element.getByRole("button", { name: /Send|Submit/ })).toBeVisible();
        // Playwright's JavaScript switch does not make the parser render <noscript>; read it.
        const html = await (await page.request.get(path)).text();
        expect(html).toMatch(
          /<noscript><p[^>]*>Without JavaScript this form cannot send your message/,
        );
      });

    test("native constraints refuse an empty or malformed form; without an endpoint Send waits for the script", async ({
      page,
    }) => {
      await page.goto("/contact");
      const form = page.getByRole("form", { name: "Contact form" });
      await expect(form.getByRole("button", { name: "Send Message" })).toBeDisabled();
      expect(await form.evaluate((element: HTMLFormElement) => element.checkValidity())).toBe(
        false,
      );
      expect(
        await field(form, /^Full name/).evaluate(
          (input: HTMLInputElement) => input.validity.valueMissing,
        ),
      ).toBe(true);
      await field(form, /^Email address/).fill("not-an-email");
      expect(
        await field(form, /^Email address/).evaluate(
          (input: HTMLInputElement) => input.validity.typeMismatch,
        ),
      ).toBe(true);

      await page.goto(pagePath("job", job.id));
      const apply = page.getByRole("form", { name: `Apply: ${job.title}` });
      await field(apply, /^Links/).fill("github.com/zoe");
      expect(
        await field(apply, /^Links/).evaluate(
          (input: HTMLInputElement) => input.validity.patternMismatch,
        ),
      ).toBe(true);
      await expect(field(apply, /^Cover note/)).toHaveAttribute("minlength", "50");
      await expect(field(apply, /^Full name/)).toHaveAttribute("minlength", "2");
    });
  });
});

test.describe("forms without an endpoint (the default build)", () => {
  test("a failed submit focuses the first invalid field in reading order and announces it", async ({
    page,
  }) => {
    await page.goto("/contact");
    const form = page.getByRole("form", { name: "Contact form" });
    await form.getByRole("checkbox").check();
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(field(form, /^Full name/)).toBeFocused();
    await expect(form.getByRole("status").filter({ hasText: "need your attention" })).toHaveText(
      "4 fields need your attention.",
    );
    await field(form, /^Full name/).fill(name);
    await field(form, /^Email address/).fill("zoe@");
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(field(form, /^Email address/)).toBeFocused();
  });

  test("Send hands the message to the mail client, says so, and keeps the draft", async ({
    page,
  }) => {
    await page.goto("/contact");
    const form = page.getByRole("form", { name: "Contact form" });
    await fillContact(form);
    await form.getByRole("button", { name: "Send Message" }).click();
    const status = form.getByRole("status").filter({ hasText: "e-mail app" });
    await expect(status).toContainText("addressed to hello@example.com");
    await expect(status).toContainText("nothing has been sent");
    const href = await status.getByRole("link", { name: "open it again" }).getAttribute("href");
    expect(href?.startsWith("mailto:hello@example.com?subject=Website%20inquiry&body=")).toBe(true);
    expect(decodeURIComponent(href?.split("&body=")[1] ?? "")).toContain(`fullName: ${name}`);
    await page.reload();
    await expect(field(form, /^Message/)).toHaveValue(message);
  });

  test("Apply as an NGO and Start Application Process scroll to the form and focus its first field", async ({
    page,
  }) => {
    await page.goto("/services/ngo-lab");
    const first = field(
      page.getByRole("form", { name: "NGO Lab application" }),
      /^Organization name/,
    );
    await page.getByRole("link", { name: "Apply as an NGO" }).first().click();
    await expect(first).toBeFocused();
    await expect(first).toBeInViewport();
    await page.getByRole("link", { name: "Apply as an NGO" }).first().focus();
    await page.getByRole("link", { name: "Start Application Process" }).click();
    await expect(first).toBeFocused();
  });
});

/** A configured export served on `port`, in this process. */
async function serveExport(dir: string, port: number): Promise<Server> {
  const server = createStaticServer(fileURLToPath(new URL(`../${dir}`, import.meta.url)));
  await listen(server, port);
  return server;
}

async function submitEachForm(page: Page, origin: string, receiver: FormReceiver) {
  const sent: unknown[] = [];
  // Contact: a double click sends once; "Sending..." until the answer, then the success panel.
  await sendContact(page, origin);
  sent.push(["contact", contactFields]);
  await page.reload();
  await expect(field(page.getByRole("form", { name: "Contact form" }), /^Message/)).toHaveValue("");

  await page.goto(`${origin}/services/ngo-lab`);
  const form = page.getByRole("form", { name: "NGO Lab application" });
  await fillNgo(form);
  await form.getByRole("button", { name: "Submit Application" }).click();
  await expect(
    form.getByRole("status").filter({ hasText: "submitted successfully" }),
  ).toBeVisible();
  await expect(field(form, /^Organization name/)).toHaveValue("Rio Água Viva");
  sent.push(["ngo-application", ngoFields]);

  await applyForJob(page, origin);
  sent.push(["job-application", jobFields]);

  expect(receiver.received).toHaveLength(3);
  expect(
    await page.evaluate(() => Object.keys(localStorage).filter((key) => key.includes("draft"))),
  ).toEqual([]);
  return sent as [string, Record<string, unknown>][];
}

test.describe("forms with a JSON endpoint", () => {
  test.describe.configure({ mode: "serial" });
  test.skip(
    !existsSync("out-configured") && !process.env.CI,
    "run `npm run build:configured` first",
  );
  const origin = "http://127.0.0.1:4177";
  const receiver = new FormReceiver(4175);
  let site: Server | undefined;

  test.beforeAll(async () => {
    site = await serveExport("out-configured", 4177);
    await receiver.start();
  });
  test.afterAll(async () => {
    await receiver.stop();
    site?.closeAllConnections();
    site?.close();
  });
  test.beforeEach(() => {
    receiver.received.length = 0;
    receiver.answer = "ok";
  });

  test("each form's submission arrives once, complete and correctly encoded", async ({ page }) => {
    const sent = await submitEachForm(page, origin, receiver);
    sent.forEach(([form, fields], index) => {
      const arrived = receiver.received[index]!;
      expect(arrived.path).toBe("/forms");
      expect(arrived.type).toBe("application/json");
      const body = JSON.parse(arrived.body) as Record<string, unknown>;
      expect(body).toEqual({
        form,
        fields,
        id: expect.any(String),
        elapsedMs: body.elapsedMs,
        homepage: "",
      });
      expect(body.elapsedMs).toBeGreaterThanOrEqual(minFillMs);
    });
  });

  test("without JavaScript the form posts natively to the endpoint", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${origin}/contact`);
    const form = page.getByRole("form", { name: "Contact form" });
    await field(form, /^Full name/).fill(name);
    await field(form, /^Email address/).fill("zoe@example.org");
    await field(form, /^Subject/).fill("Streaming platform");
    await field(form, /^Message/).fill("Line one\nLine two");
    await form.getByRole("checkbox").check();
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect.poll(() => receiver.received.length).toBe(1);
    const arrived = receiver.received[0]!;
    expect(arrived.type).toBe("application/x-www-form-urlencoded");
    expect(Object.fromEntries(new URLSearchParams(arrived.body))).toMatchObject({
      form: "contact",
      fullName: name,
      email: "zoe@example.org",
      message: "Line one\r\nLine two",
      consent: "on",
    });
    await context.close();
  });

  test("dialog forms and the newsletter arrive too, then confirm, clear and close", async ({
    page,
  }) => {
    const toast = page.locator("[data-sonner-toast]");
    await page.goto(`${origin}/services/agentic-ai`);
    await page.getByRole("button", { name: "Request Demo" }).first().click();
    let dialog = page.getByRole("dialog", { name: "Request a Demo" });
    await dialog.getByRole("textbox", { name: /^Name/ }).fill(name);
    await dialog.getByRole("textbox", { name: /^Email/ }).fill("zoe@example.org");
    await dialog.getByRole("textbox", { name: /^Company/ }).fill("Northwind Health");
    await dialog.getByRole("textbox", { name: /^Requirements/ }).fill(message);
    await dialog.getByRole("button", { name: "Request Demo" }).click();
    await expect(dialog).toBeHidden();
    await expect(toast.first()).toContainText(`Thanks, ${name}`);
    await page.getByRole("button", { name: "Request Demo" }).first().click();
    await expect(page.getByRole("dialog").getByRole("textbox", { name: /^Name/ })).toHaveValue("");

    await page.goto(`${origin}/blog`);
    await page.getByRole("button", { name: "Submit a Guest Post" }).click();
    dialog = page.getByRole("dialog", { name: "Submit a Guest Post" });
    await dialog.getByRole("textbox", { name: /^Name/ }).fill(name);
    await dialog.getByRole("textbox", { name: /^Email/ }).fill("zoe@example.org");
    await dialog.getByRole("textbox", { name: /^Topic/ }).fill("Feature stores");
    await dialog
      .getByRole("textbox", { name: /Abstract/ })
      .fill("Streaming features for fraud models");
    await dialog.getByRole("button", { name: "Submit Proposal" }).click();
    await expect(dialog).toBeHidden();
    await expect(toast.first()).toContainText("Thanks for your proposal");

    await page.goto(`${origin}/resources`);
    await page
      .getByRole("tabpanel")
      .getByRole("button", { name: /^Download/ })
      .first()
      .click();
    dialog = page.getByRole("dialog");
    await dialog.getByRole("textbox", { name: /^Name/ }).fill(name);
    await dialog.getByRole("textbox", { name: /^Work email/ }).fill("zoe@example.org");
    await dialog.getByRole("button", { name: "Send me the PDF" }).click();
    await expect(dialog).toBeHidden();
    await expect(toast.first()).toContainText("on its way to zoe@example.org");

    const footer = page.getByRole("contentinfo");
    await footer.getByRole("textbox", { name: "Email address" }).fill("reader@example.org");
    await footer.getByRole("button", { name: "Subscribe" }).click();
    await expect(toast.filter({ hasText: "You're subscribed" })).toBeVisible();
    await expect(footer.getByRole("textbox", { name: "Email address" })).toHaveValue("");

    const arrived = receiver.received.map(
      (entry) => JSON.parse(entry.body) as { form: string; fields: Record<string, unknown> },
    );
    expect(arrived.map((entry) => entry.form)).toEqual([
      "demo-request",
      "guest-post",
      "resource-access",
      "newsletter",
    ]);
    expect(arrived[0]?.fields).toMatchObject({
      name,
      requirements: message,
      service: "Agentic AI",
    });
    expect(arrived[2]?.fields).toMatchObject({ email: "zoe@example.org", action: "Download" });
    expect(arrived[3]?.fields).toEqual({ email: "reader@example.org" });
  });

  test("a 500, a hang and a refused connection keep every character, with Retry and e-mail", async ({
    page,
    consoleErrors,
  }) => {
    await page.clock.install();
    await page.goto(`${origin}/contact`);
    const form = page.getByRole("form", { name: "Contact form" });
    await fillContact(form);
    const send = form.getByRole("button", { name: "Send Message" });
    const alert = form.getByRole("alert");
    const expectKept = async () => {
      await expect(alert.getByRole("button", { name: "Retry" })).toBeVisible();
      const href = await alert
        .getByRole("link", { name: "send it to us by e-mail" })
        .getAttribute("href");
      expect(decodeURIComponent(href ?? "")).toContain(message.replace(/\n/g, "\r\n"));
      await expect(field(form, /^Message/)).toHaveValue(message);
      await expect(field(form, /^Full name/)).toHaveValue(name);
    };

    receiver.answer = "fail";
    await send.click();
    await expect(alert).toContainText("answered with an error (500)");
    await expectKept();

    receiver.answer = "hang";
    await alert.getByRole("button", { name: "Retry" }).click();
    await expect(form.getByRole("button", { name: "Sending..." })).toBeDisabled();
    await expect.poll(() => receiver.received.length).toBe(2);
    await page.clock.fastForward(15_000);
    await expect(alert).toContainText("did not answer within 15 seconds");
    await expectKept();

    await receiver.stop();
    await alert.getByRole("button", { name: "Retry" }).click();
    await expect(alert).toContainText("connection to our form service failed");
    await expectKept();

    await page.reload();
    await expect(field(form, /^Message/)).toHaveValue(message);
    await expect(field(form, /^Full name/)).toHaveValue(name);
    await expect(form.getByRole("checkbox")).toBeChecked();

    await receiver.start();
    receiver.answer = "ok";
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByRole("heading", { name: "Message Sent Successfully!" })).toBeVisible();
    expect(receiver.received).toHaveLength(3);
    // A retry of the same values carries the same id (a receiver keeps one lead); the page
    // reloaded before the last attempt, which is a new submission.
    const ids = receiver.received.map((entry) => (JSON.parse(entry.body) as { id: string }).id);
    expect(ids[1]).toBe(ids[0]);
    expect(JSON.parse(receiver.received[2]!.body)).toMatchObject({
      form: "contact",
      fields: contactFields,
      homepage: "",
    });
    // The browser reports the failed requests in the console; they were the point of the test.
    const expected = ["status of 500", "ERR_CONNECTION_REFUSED"];
    expect(
      consoleErrors.filter((error) => expected.some((text) => error.includes(text))),
    ).toHaveLength(2);
    consoleErrors.splice(
      0,
      consoleErrors.length,
      ...consoleErrors.filter((error) => !expected.some((text) => error.includes(text))),
    );
  });
});

test.describe("forms with Netlify Forms", () => {
  test.describe.configure({ mode: "serial" });
  test.skip(!existsSync("out-netlify") && !process.env.CI, "run `npm run build:netlify` first");
  const origin = "http://127.0.0.1:4176";
  const receiver = new FormReceiver(
    4176,
    fileURLToPath(new URL("../out-netlify", import.meta.url)),
  );

  test.beforeAll(() => receiver.start());
  test.afterAll(() => receiver.stop());

  test("the HTML carries the markup Netlify detects, dialog forms included", async ({
    request,
  }) => {
    const contact = await (await request.get(`${origin}/contact`)).text();
    expect(contact).toMatch(/<form[^>]*name="contact"[^>]*data-netlify="true"/);
    expect(contact).toContain('<input type="hidden" name="form-name" value="contact"/>');
    expect(contact).toMatch(/<form[^>]*name="contact"[^>]*data-netlify-honeypot="homepage"/);
    for (const hidden of ["demo-request", "guest-post", "resource-access", "newsletter"])
      expect(contact).toMatch(new RegExp(`<form[^>]*name="${hidden}"[^>]*data-netlify="true"`));
  });

  test("each form's submission arrives once, form-encoded with its form-name", async ({ page }) => {
    const sent = await submitEachForm(page, origin, receiver);
    sent.forEach(([form, fields], index) => {
      const arrived = receiver.received[index]!;
      expect(arrived.path).toBe("/");
      expect(arrived.type).toBe("application/x-www-form-urlencoded");
      const expected = Object.fromEntries(
        Object.entries({ "form-name": form, ...fields, homepage: "" }).map(([key, value]) => [
          key,
          Array.isArray(value) ? value.join(", ") : String(value),
        ]),
      );
      expect(Object.fromEntries(new URLSearchParams(arrived.body))).toEqual(expected);
    });
  });
});
