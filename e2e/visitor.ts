// What a visitor types into the page forms, and what the endpoint receives from them: shared by
// the forms' tests against the stub (forms.spec.ts) and against the real receiver
// (lead-receiver.spec.ts).
import type { Locator, Page } from "@playwright/test";
import { getEntries } from "../lib/content";
import { pagePath } from "../lib/page-paths";
import { expect } from "./fixtures";

/** The job applied for on its page: the first one. */
export const job = getEntries("jobs", "en")[0]!.data;

// What a visitor might type: accents, CJK, line breaks and a 5,000-character message.
export const name = "Zoë Ångström-李";
export const message = `Grüße aus Zürich — 你好，世界.\nWe stream 50k events/s.\n\n${"Long message. ".repeat(358)}end`;

export const field = (form: Locator, label: RegExp) => form.getByRole("textbox", { name: label });

export async function fillContact(form: Locator) {
  await field(form, /^Full name/).fill(name);
  await field(form, /^Email address/).fill("zoe@example.org");
  await field(form, /^Subject/).fill("Streaming platform");
  await field(form, /^Message/).fill(message);
  await form.getByRole("checkbox").check();
}
export const contactFields = {
  inquiryType: "general",
  fullName: name,
  email: "zoe@example.org",
  phone: "",
  company: "",
  subject: "Streaming platform",
  message,
  consent: true,
};

export async function fillNgo(form: Locator) {
  await field(form, /^Organization name/).fill("Rio Água Viva");
  await field(form, /^Website/).fill("https://agua.example.org");
  await field(form, /^Contact person/).fill(name);
  await field(form, /^Email address/).fill("zoe@agua.example.org");
  await field(form, /^Organization mission/).fill("Clean water for 12 communities.");
  await field(form, /^Challenge description/).fill(message);
  await form.getByRole("checkbox", { name: "Data visualization" }).check();
}
export const ngoFields = {
  organization: "Rio Água Viva",
  website: "https://agua.example.org",
  contactPerson: name,
  email: "zoe@agua.example.org",
  mission: "Clean water for 12 communities.",
  challenge: message,
  interests: ["Data visualization"],
};

async function fillJob(form: Locator) {
  await field(form, /^Full name/).fill(name);
  await field(form, /^Email/).fill("zoe@example.org");
  await field(form, /^Links/).fill("https://github.com/zoe, https://zoe.example.dev");
  await field(form, /^Cover note/).fill(message);
}
export const jobFields = {
  name,
  email: "zoe@example.org",
  links: "https://github.com/zoe, https://zoe.example.dev",
  coverNote: message,
  jobId: job.id,
  jobTitle: job.title,
};

/** Sends the contact form on `origin`'s contact page (a double click sends once): the success panel. */
export async function sendContact(page: Page, origin: string) {
  await page.goto(`${origin}/contact`);
  const form = page.getByRole("form", { name: "Contact form" });
  await fillContact(form);
  await form.getByRole("button", { name: "Send Message" }).dblclick();
  await expect(page.getByRole("heading", { name: "Message Sent Successfully!" })).toBeVisible();
}

/** Applies for the job on its page on `origin`: the form says the application has been sent. */
export async function applyForJob(page: Page, origin: string) {
  await page.goto(`${origin}${pagePath("job", job.id)}`);
  const form = page.getByRole("form", { name: `Apply: ${job.title}` });
  await fillJob(form);
  await form.getByRole("button", { name: "Send Application" }).click();
  await expect(
    form.getByRole("status").filter({ hasText: "application has been sent" }),
  ).toBeVisible();
}
