import { existsSync } from "node:fs";
import { defaultLocale, locales, localePath } from "../lib/i18n/locales";
import { i18nFor } from "../lib/i18n/messages";
import { pagePath } from "../lib/page-paths";
import { newService } from "../scripts/check-new-service";
import { expect, serveExport, test, waitForHydration } from "./fixtures";

// A service added as one English file (scripts/check-new-service.ts), on the export
// `npm run test:growth` leaves in out-growth/: in every edition the header's Services menu and the
// footer lead to its page, which shows the service in English under the translation note.
const root = "out-growth";

test.describe("a service added as one English file", () => {
  test.skip(!existsSync(root) && !process.env.CI, "run `npm run test:growth` first");
  const origin = serveExport(root);

  for (const locale of locales) {
    test(`${locale}: the Services menu and the footer lead to its page`, async ({ page }) => {
      const { t } = i18nFor(locale);
      const url = localePath(locale, pagePath("service", newService.id));
      await page.goto(`${origin()}${localePath(locale, "/")}`);
      await expect(
        page.getByRole("contentinfo").getByRole("link", { name: newService.title, exact: true }),
      ).toHaveAttribute("href", url);
      // The dropdown opens from the keyboard once React has hydrated the header.
      await waitForHydration(page);
      const nav = page.getByRole("navigation", { name: t("nav.main") });
      const services = nav.getByRole("button", { name: t("nav.services") });
      await services.focus();
      // The Radix trigger has taken over (the static button has no data-slot): press Enter now.
      await expect(services).toHaveAttribute("data-slot", "navigation-menu-trigger");
      await page.keyboard.press("Enter");
      await nav.getByRole("link", { name: newService.title, exact: true }).click();
      await expect(page).toHaveURL(`${origin()}${url}`);
      const h1 = page.getByRole("heading", { level: 1 });
      await expect(h1).toContainText(newService.title);
      await expect(h1).toContainText(newService.subtitle);
      for (const feature of newService.features)
        await expect(page.getByText(feature)).toBeVisible();
      const note = page.getByText(t("ui.translation.pending"));
      await expect(note).toHaveCount(locale === defaultLocale ? 0 : 1);
    });
  }
});
