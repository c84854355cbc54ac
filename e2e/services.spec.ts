import { getEntries, getEntry } from "../lib/content";
import { expect, test, waitForHydration } from "./fixtures";

const allServices = getEntries("services", "en").map(({ data }) => data);
const machineLearningPage = getEntry("servicePages", "machine-learning", "en").data;

test.describe("services", () => {
  test("every service page is reachable from the nav dropdown and from the overview", async ({
    page,
  }) => {
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Main" });
    const services = nav.getByRole("button", { name: "Services" });
    await services.focus();
    // Focus swaps the static menu for the Radix one: press Enter once the swap is done (the static
    // button says data-state="closed" too; only the Radix menu's trigger carries its data-slot).
    await expect(services).toHaveAttribute("data-slot", "navigation-menu-trigger");
    await page.keyboard.press("Enter");
    for (const service of allServices)
      await expect(nav.getByRole("link", { name: service.title, exact: true })).toHaveAttribute(
        "href",
        `/services/${service.id}`,
      );
    const first = allServices[0]!;
    await nav.getByRole("link", { name: first.title, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/services/${first.id}$`));
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await page.goto("/services");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Our Services");
    await expect(
      page.getByText("Comprehensive AI solutions crafted for your unique challenges"),
    ).toBeVisible();
    for (const service of allServices) {
      const link = page.getByRole("link", { name: `Learn more about ${service.title}` });
      await expect(link).toHaveAttribute("href", `/services/${service.id}`);
    }
    await page.getByRole("link", { name: "Learn more about Stream House" }).click();
    await expect(page).toHaveURL(/\/services\/stream-house$/);
    await expect(page.getByText("Core Service")).toBeVisible();
  });

  test("the overview shows four of six features per card and a detail section per service", async ({
    page,
  }) => {
    await page.goto("/services");
    const first = allServices[0];
    if (!first) throw new Error("no services");
    const cards = page
      .getByRole("listitem")
      .filter({ has: page.getByRole("link", { name: `Learn more about ${first.title}` }) });
    await expect(cards.getByRole("listitem")).toHaveCount(4);
    for (const service of allServices) {
      const section = page.locator(`section#${service.id}`);
      await expect(section.getByText("Client Success")).toBeVisible();
      await expect(section.getByText(service.caseStudy.result)).toBeVisible();
      await expect(section.getByRole("listitem")).toHaveCount(6);
    }
  });

  test("every service page's h1 starts with the service's name", async ({ page }) => {
    for (const service of allServices) {
      await page.goto(`/services/${service.id}`);
      const h1 = page.getByRole("heading", { level: 1 });
      await expect(h1).toHaveCount(1);
      // MCP Solutions is introduced by its full name, Modular Control Platforms.
      const names = [service.title, service.subtitle].filter(Boolean).map((name) => escape(name));
      await expect(h1).toHaveAccessibleName(new RegExp(`^(${names.join("|")})\\s*:`));
    }
  });
});

function escape(text = ""): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

test.describe("request-demo dialog", () => {
  test("shows exactly the spec's messages, keeps values, then hands the request to the mail client", async ({
    page,
  }) => {
    await page.goto("/services/agentic-ai");
    await page.getByRole("button", { name: "Request Demo" }).first().click();
    const dialog = page.getByRole("dialog", { name: "Request a Demo" });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText("Agentic AI");

    await dialog.getByRole("textbox", { name: /^Name/ }).fill("J");
    await dialog.getByRole("textbox", { name: /^Requirements/ }).fill("too short");
    await dialog.getByRole("button", { name: "Request Demo" }).click();
    await expect(dialog.getByText("Name must be at least 2 characters.")).toBeVisible();
    await expect(dialog.getByText("Please enter a valid email.")).toBeVisible();
    await expect(dialog.getByText("Company name is required.")).toBeVisible();
    await expect(
      dialog.getByText("Please provide more details about your requirements."),
    ).toBeVisible();
    const name = dialog.getByRole("textbox", { name: /^Name/ });
    await expect(name).toBeFocused();
    await expect(name).toHaveAttribute("aria-invalid", "true");
    await expect(name).toHaveValue("J");

    await name.fill("Jordan Lee");
    await dialog.getByRole("textbox", { name: /^Email/ }).fill("jordan@example.com");
    await dialog.getByRole("textbox", { name: /^Company/ }).fill("Northwind Health");
    await dialog
      .getByRole("textbox", { name: /^Requirements/ })
      .fill("Triage agent for patient inquiries");
    await dialog.getByRole("button", { name: "Request Demo" }).click();
    // The default build has no endpoint: the mail client gets the request, the dialog stays.
    const handover = dialog.getByRole("status").filter({ hasText: "e-mail app" });
    await expect(handover).toContainText("addressed to hello@example.com");
    const href = await handover.getByRole("link", { name: "open it again" }).getAttribute("href");
    expect(decodeURIComponent(href ?? "")).toContain("Triage agent for patient inquiries");
    await expect(name).toHaveValue("Jordan Lee");
  });

  test("closes with Escape and with Cancel, returning focus to its trigger", async ({ page }) => {
    await page.goto("/services/data-solutions");
    const trigger = page.getByRole("button", { name: "Schedule a Strategy Session" });
    await trigger.click();
    await expect(page.getByRole("dialog")).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toBeHidden();
    await expect(trigger).toBeFocused();
    await trigger.click();
    await page.getByRole("dialog").getByRole("button", { name: "Cancel" }).click();
    await expect(page.getByRole("dialog")).toBeHidden();
    const other = page.getByRole("button", { name: "Talk to Our Data Team" }).first();
    await other.click();
    await page.keyboard.press("Escape");
    await expect(other).toBeFocused();
  });
});

test.describe("other dialogs", () => {
  test("launch demo shows the loading state at 70% and closes", async ({ page }) => {
    await page.goto("/services/agentic-ai");
    await page.getByRole("button", { name: "Launch Demo" }).click();
    const dialog = page.getByRole("dialog");
    await expect(dialog.getByText("Demo is Loading")).toBeVisible();
    await expect(dialog.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "70");
    await dialog.getByRole("button", { name: "Close Demo" }).click();
    await expect(dialog).toBeHidden();
  });

  test("a use case opens with its long description, benefits and examples", async ({ page }) => {
    await page.goto("/services/agentic-ai");
    await page.getByRole("button", { name: "Learn more about Autonomous Agents" }).click();
    const dialog = page.getByRole("dialog", { name: "Autonomous Agents" });
    await expect(dialog.getByRole("heading", { name: "Benefits" })).toBeVisible();
    await expect(dialog.getByRole("heading", { name: "Examples" })).toBeVisible();
    await dialog.getByRole("button", { name: "Close" }).first().click();
    await expect(dialog).toBeHidden();
  });

  test("the Stream House case opens in full with its figures", async ({ page }) => {
    await page.goto("/services/stream-house");
    for (const figure of ["100,000+", "<15 ms", "47%", "99.999%"]) {
      await expect(page.locator("#case-study").getByText(figure, { exact: true })).toBeVisible();
    }
    await page.getByRole("button", { name: "Read Full Case Study" }).click();
    await expect(page.getByRole("dialog").getByRole("heading", { name: "Benefits" })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toBeHidden();
  });
});

test.describe("tabs", () => {
  test("machine learning starts on finance, shows three applications and all six in the dialog", async ({
    page,
  }) => {
    await page.goto("/services/machine-learning");
    const finance = page.getByRole("tab", { name: "Finance" });
    await expect(finance).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("tab")).toHaveCount(8);
    const panel = page.getByRole("tabpanel");
    await expect(panel).toHaveCount(1);
    await expect(panel.getByRole("listitem")).toHaveCount(3);

    await page.getByRole("tab", { name: "Healthcare" }).click();
    await expect(page.getByRole("tab", { name: "Healthcare" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    await page
      .getByRole("tabpanel")
      .getByRole("button", { name: /View case studies/ })
      .click();
    const dialog = page.getByRole("dialog");
    const healthcare = machineLearningPage.industries.records.find((r) => r.value === "healthcare");
    await expect(dialog.getByRole("heading", { name: healthcare?.title })).toBeVisible();
    for (const application of healthcare?.applications ?? []) {
      await expect(dialog.getByText(application, { exact: true })).toBeVisible();
    }
  });

  test("a link to an industry selects its tab", async ({ page }) => {
    await page.goto("/services/machine-learning#ml-retail");
    await expect(page.getByRole("tab", { name: "Retail" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
  });

  test("every tab panel is in the static HTML", async ({ request }) => {
    const html = await (await request.get("/services/machine-learning")).text();
    for (const record of machineLearningPage.industries.records)
      expect(html).toContain(record.title);
    const data = await (await request.get("/services/data-solutions")).text();
    expect(data.match(/role="tabpanel"/g)).toHaveLength(3);
  });

  test("the tab list is keyboard operable: arrows move and select, focus stays on the tab", async ({
    page,
  }) => {
    await page.goto("/services/machine-learning");
    const finance = page.getByRole("tab", { name: "Finance" });
    await finance.focus();
    await page.keyboard.press("ArrowRight");
    const second = page.getByRole("tab").nth(1);
    await expect(second).toBeFocused();
    await expect(second).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("tabpanel")).toHaveAttribute(
      "aria-labelledby",
      (await second.getAttribute("id")) ?? "",
    );
    await page.keyboard.press("End");
    await expect(page.getByRole("tab").last()).toBeFocused();
    await expect(page.getByRole("tab").last()).toHaveAttribute("aria-selected", "true");
    await page.keyboard.press("Home");
    await expect(finance).toHaveAttribute("aria-selected", "true");
  });

  test("on a phone the tab list scrolls sideways, before and after Radix takes over", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto("/services/machine-learning");
    const overflow = () =>
      page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(await overflow()).toBeLessThanOrEqual(0);
    // The keys work once React has hydrated the tab list (the markup alone scrolls, not focus).
    await waitForHydration(page);
    await page.getByRole("tab", { name: "Finance" }).focus();
    await page.keyboard.press("End");
    await expect(page.getByRole("tab").last()).toBeFocused();
    expect(await overflow()).toBeLessThanOrEqual(0);
  });

  test("data solutions starts on pipelines", async ({ page }) => {
    await page.goto("/services/data-solutions");
    await expect(page.getByRole("tab", { selected: true })).toHaveText(/pipelines/i);
  });
});

test.describe("NGO Lab application", () => {
  test("keeps a draft across reloads, validates, then hands the application to the mail client", async ({
    page,
  }) => {
    await page.goto("/services/ngo-lab");
    await page.getByRole("link", { name: "Start Application Process" }).click();
    const form = page.getByRole("form", { name: "NGO Lab application" });
    await form.getByRole("textbox", { name: /Organization name/ }).fill("River Valley Food Bank");
    await form.getByRole("textbox", { name: /Email address/ }).fill("not-an-email");
    await form.getByRole("checkbox", { name: "Data visualization" }).check();
    await page.reload();

    await page.locator("#application-form").scrollIntoViewIfNeeded();
    await expect(form.getByRole("textbox", { name: /Organization name/ })).toHaveValue(
      "River Valley Food Bank",
    );
    await expect(form.getByRole("checkbox", { name: "Data visualization" })).toBeChecked();

    await form.getByRole("button", { name: "Submit Application" }).click();
    await expect(form.getByText(/valid email address/)).toBeVisible();
    await form.getByRole("textbox", { name: /Email address/ }).fill("hello@rivervalley.org");
    await form.getByRole("button", { name: "Submit Application" }).click();
    await expect(form.getByRole("status").filter({ hasText: "e-mail app" })).toContainText(
      "nothing has been sent",
    );
    await expect(form.getByRole("textbox", { name: /Organization name/ })).toHaveValue(
      "River Valley Food Bank",
    );
    // Not delivered yet, so the draft stays until the visitor has sent the e-mail.
    expect(
      await page.evaluate(() => localStorage.getItem("tessellate-ai-draft-ngo-application")),
    ).toContain("hello@rivervalley.org");
  });
});
