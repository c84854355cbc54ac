import { getEntry } from "../lib/content";
import { formatDate } from "../lib/format";
import { getLegalDocument } from "../lib/legal";
import { expect, test } from "./fixtures";

const contactPage = getEntry("pages", "contact", "en").data;
const termsOfService = getLegalDocument("terms", "en");

test.describe("contact", () => {
  test("the heading follows the type query", async ({ page }) => {
    await page.goto("/contact?type=discovery");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Book a Discovery Call");
    await page.goto("/contact?type=expert");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Talk to an Expert");
    await page.goto("/contact");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(contactPage.hero.title);
  });

  test("required fields keep what was typed; a complete message goes to the mail client", async ({
    page,
  }) => {
    await page.goto("/contact#message");
    const form = page.getByRole("form", { name: "Contact form" });
    await expect(form.getByRole("combobox", { name: "Inquiry type" })).toHaveValue("general");
    await form.getByRole("textbox", { name: /^Full name/ }).fill("Grace Hopper");
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(
      form.getByText("Enter a valid email address, like name@company.com."),
    ).toBeVisible();
    await expect(form.getByText("Enter a subject.")).toBeVisible();
    await expect(form.getByText("Enter your message.")).toBeVisible();
    await expect(
      form.getByText("Please agree to the privacy policy so we can answer you."),
    ).toBeVisible();
    await expect(form.getByRole("textbox", { name: /^Full name/ })).toHaveValue("Grace Hopper");

    await form.getByRole("textbox", { name: /^Email address/ }).fill("grace@example.com");
    await form.getByRole("textbox", { name: /^Subject/ }).fill("Streaming platform");
    await form
      .getByRole("textbox", { name: /^Message/ })
      .fill("We process 50k events per second and want help.");
    await form.getByRole("checkbox").check();
    await form.getByRole("button", { name: "Send Message" }).click();
    // No endpoint in the default build: the message goes to the mail client, nothing is lost.
    await expect(form.getByRole("status").filter({ hasText: "e-mail app" })).toContainText(
      "addressed to hello@example.com",
    );
    await expect(form.getByRole("textbox", { name: /^Full name/ })).toHaveValue("Grace Hopper");
  });

  test("a draft survives a reload", async ({ page }) => {
    await page.goto("/contact#message");
    const name = page
      .getByRole("form", { name: "Contact form" })
      .getByRole("textbox", { name: /^Full name/ });
    await name.fill("Katherine Johnson");
    await page.reload();
    await expect(
      page.getByRole("form", { name: "Contact form" }).getByRole("textbox", { name: /^Full name/ }),
    ).toHaveValue("Katherine Johnson");
  });

  test("a meeting card sets the type, prefills the subject and moves focus to the form", async ({
    page,
  }) => {
    await page.goto("/contact");
    const discovery = contactPage.meetings.find((m) => m.type === "discovery");
    await page.getByRole("button", { name: "Book a Discovery Call" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Book a Discovery Call");
    const form = page.getByRole("form", { name: "Contact form" });
    await expect(form.getByRole("textbox", { name: /^Subject/ })).toHaveValue(
      discovery?.subject ?? "",
    );
    await expect(form.getByRole("textbox", { name: /^Full name/ })).toBeFocused();
  });

  test("the FAQ opens from the keyboard and its answers are in the static HTML", async ({
    page,
    request,
  }) => {
    const html = await (await request.get("/contact")).text();
    for (const item of contactPage.faq)
      expect(html).toContain(item.answer.slice(0, 60).replace(/'/g, "&#x27;"));
    await page.goto("/contact");
    const first = page.locator("details").first();
    await first.locator("summary").focus();
    await page.keyboard.press("Enter");
    await expect(first).toHaveAttribute("open", "");
  });
});

test.describe("client portal", () => {
  test("starts on Dashboards, switches tabs, and has every panel in the static HTML", async ({
    page,
    request,
  }) => {
    const html = await (await request.get("/client-portal")).text();
    expect(html.match(/role="tabpanel"/g)).toHaveLength(4);
    await page.goto("/client-portal");
    await expect(page.getByRole("tab", { selected: true })).toHaveText("Dashboards");
    await page.getByRole("tab", { name: "Documents" }).click();
    await expect(page.getByRole("tab", { selected: true })).toHaveText("Documents");
  });

  test("the login explains, in a toast, that access is by invitation", async ({ page }) => {
    await page.goto("/client-portal");
    await expect(page.getByText("Secure Client Area")).toBeVisible();
    await page.getByRole("button", { name: "Log In" }).click();
    await expect(page.locator("[data-sonner-toast]")).toContainText("by invitation");
  });
});

test.describe("legal pages", () => {
  test("terms numbers each of its sections, both pages show the last update and a table of contents", async ({
    page,
  }) => {
    const updated = `Last updated: ${formatDate("en", termsOfService.lastUpdated)}`;
    await page.goto("/terms");
    await expect(page.getByText(updated)).toBeVisible();
    const headings = page.locator("article section h2");
    const count = termsOfService.sections.length;
    await expect(headings).toHaveCount(count);
    for (let i = 0; i < count; i++)
      await expect(headings.nth(i)).toHaveText(new RegExp(`^${i + 1}\\. `));
    await page.goto("/privacy");
    await expect(page.getByText(/^Last updated: /)).toBeVisible();
    await page.getByRole("navigation", { name: "Contents" }).getByRole("link").first().click();
    await expect(page).toHaveURL(/#/);
  });
});
