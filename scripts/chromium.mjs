// The Chromium the browser tests and the Lighthouse bench launch. Plain ESM so Node scripts and
// the Playwright config share it. The suite never downloads a browser.
import { existsSync } from "node:fs";

const systemBrowsers = ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"];

/**
 * CHROMIUM_PATH (or PLAYWRIGHT_CHROMIUM_EXECUTABLE_PATH) first, then a system browser, else
 * undefined so Playwright uses its own browser if one is installed.
 * @returns {string | undefined}
 */
export function chromiumExecutable() {
  const fromEnv = process.env.CHROMIUM_PATH ?? process.env.PLAYWRIGHT_CHROMIUM_EXECUTABLE_PATH;
  if (fromEnv) return fromEnv;
  return systemBrowsers.find((path) => existsSync(path));
}

/**
 * Flags for a headless run in a container with no network beyond loopback.
 * @type {string[]}
 */
export const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-dev-shm-usage",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];
