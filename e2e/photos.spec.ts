import { existsSync, readFileSync, statSync } from "node:fs";
import type { Server } from "node:http";
import { join, relative } from "node:path";
import type { Page } from "@playwright/test";
import { defaultLocale, splitLocalePath } from "../lib/i18n/locales";
import { phone, phoneImages } from "../lib/images/phone";
import { htmlFiles } from "../scripts/export-pages.mjs";
import { createStaticServer, listen } from "../scripts/static-server.mjs";
import { expect, test } from "./fixtures";

// The owner's photos in a real browser: the export `npm run test:photos` leaves in out-photos/
// (4000 × 3000 phone photos planted in a case study, an author and a person on About). What the
// static checks predict from the HTML, Chromium is asked to do: which file a phone loads, that it
// is AVIF and within budget, that a wide screen gets a wider file, that the box is held before
// the pixels arrive.

const root = "out-photos";
const maxPhoneBytes = Number(process.env.IMAGE_BUDGET_KB ?? 80) * 1024;
let server: Server | undefined;
let origin = "";

/** The English pages of the photo export that draw a `<picture>`, as paths. */
function photoPages(): string[] {
  return htmlFiles(root)
    .filter((file) => readFileSync(file, "utf8").includes("<picture"))
    .map((file) => `/${relative(root, file).replace(/\.html$/, "")}`.replace(/^\/index$/, "/"))
    .filter((path) => splitLocalePath(path).locale === defaultLocale);
}

/** Each `<picture>` image of the page once it has loaded: the file chosen, its size, its box. */
async function loadedPictures(page: Page) {
  const images = page.locator("picture img");
  const count = await images.count();
  for (let index = 0; index < count; index++) {
    const image = images.nth(index);
    await image.scrollIntoViewIfNeeded();
    await expect
      .poll(() => image.evaluate((element: HTMLImageElement) => element.complete))
      .toBe(true);
  }
  return images.evaluateAll((elements) =>
    (elements as HTMLImageElement[]).map((image) => ({
      url: new URL(image.currentSrc).pathname,
      naturalWidth: image.naturalWidth,
      height: image.getBoundingClientRect().height,
    })),
  );
}

test.describe("photos in the browser", () => {
  test.skip(!existsSync(root) && !process.env.CI, "run `npm run test:photos` first");
  const paths = existsSync(root) ? photoPages() : [];

  test.beforeAll(async () => {
    server = createStaticServer(root);
    origin = await listen(server, 0);
  });
  test.afterAll(() => {
    server?.close();
  });

  test("the export has pages with photos", () => {
    expect(paths.length).toBeGreaterThan(0);
  });

  for (const path of paths) {
    test(`${path}: a phone loads the predicted AVIF within budget, a wide screen one as wide or wider`, async ({
      browser,
    }) => {
      const html = readFileSync(
        join(root, `${path === "/" ? "index" : path.slice(1)}.html`),
        "utf8",
      );
      const predicted = phoneImages(html);
      const onPhone = await browser.newPage({
        viewport: { width: phone.viewport, height: 812 },
        deviceScaleFactor: phone.density,
      });
      await onPhone.goto(origin + path);
      const phonePictures = await loadedPictures(onPhone);
      expect(phonePictures.map((picture) => picture.url)).toEqual(predicted);
      for (const { url, naturalWidth } of phonePictures) {
        expect(url, "an AVIF file for a browser that takes AVIF").toMatch(/\.avif$/);
        expect(naturalWidth).toBeGreaterThan(0);
        expect(statSync(join(root, url)).size).toBeLessThanOrEqual(maxPhoneBytes);
      }
      await onPhone.close();

      const wide = await browser.newPage({ viewport: { width: 1440, height: 900 } });
      await wide.goto(origin + path);
      const widePictures = await loadedPictures(wide);
      expect(widePictures).toHaveLength(phonePictures.length);
      for (const [index, { naturalWidth }] of widePictures.entries())
        expect(naturalWidth).toBeGreaterThanOrEqual(phonePictures[index]?.naturalWidth ?? 0);
      await wide.close();
    });

    test(`${path}: each picture's box is held before its file arrives`, async ({ page }) => {
      await page.setViewportSize({ width: phone.viewport, height: 812 });
      // The encoded files are held back until the boxes are measured.
      let release = () => undefined as void;
      const released = new Promise<void>((resolve) => (release = resolve));
      await page.route(/\/_img\//, async (route) => {
        await released;
        await route.continue();
      });
      await page.goto(origin + path, { waitUntil: "domcontentloaded" });
      const empty = await page.locator("picture img").evaluateAll((elements) =>
        (elements as HTMLImageElement[]).map((image) => ({
          loaded: image.complete && image.naturalWidth > 0,
          height: Math.round(image.getBoundingClientRect().height),
        })),
      );
      release();
      const loaded = await loadedPictures(page);
      expect(empty.some(({ loaded }) => loaded)).toBe(false);
      expect(empty.every(({ height }) => height > 0)).toBe(true);
      expect(loaded.map(({ height }) => Math.round(height))).toEqual(
        empty.map(({ height }) => height),
      );
    });
  }
});
