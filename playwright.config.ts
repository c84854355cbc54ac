import { defineConfig, devices } from "@playwright/test";
import { chromiumArgs, chromiumExecutable } from "./scripts/chromium.mjs";

const port = Number(process.env.E2E_PORT ?? 4173);
const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: "./e2e",
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  use: {
    baseURL,
    // A failed test is retried once in CI, and the retry records a trace. Recording every test
    // and discarding passing ones cost about 12 % of the browser gates' time.
    trace: process.env.CI ? "on-first-retry" : "retain-on-failure",
    launchOptions: { executablePath: chromiumExecutable(), args: chromiumArgs },
  },
  projects: [
    {
      name: "chromium",
      use: { ...devices["Desktop Chrome"] },
      testIgnore: /(cms|lead-receiver)\.spec\.ts/,
    },
    // The lead receiver takes the form endpoint's port (4175), which forms.spec.ts's stub
    // receiver holds while it runs: it goes after the browser gates, beside the CMS test.
    {
      name: "receiver",
      use: { ...devices["Desktop Chrome"] },
      testMatch: /lead-receiver\.spec\.ts/,
      dependencies: ["chromium"],
    },
    // The CMS test rebuilds the site (about a minute on two cores): it runs after the others, so
    // the build does not slow the browser gates beside it.
    {
      name: "cms",
      use: { ...devices["Desktop Chrome"] },
      testMatch: /cms\.spec\.ts/,
      dependencies: ["chromium"],
    },
  ],
  // Tests run against the static export in out/, served the way a static host serves it.
  webServer: {
    command: "node scripts/serve.mjs",
    env: { PORT: String(port) },
    url: `${baseURL}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 30_000,
  },
});
