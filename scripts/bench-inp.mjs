// Interaction to Next Paint of the site's first interactions (`npm run bench -- --inp`): each run
// loads the page afresh in the system Chromium with the CPU slowed 4× (DevTools' CPU throttling,
// as Lighthouse's mobile preset), waits until it is hydrated and quiet, then makes one interaction
// the way a visitor does (Playwright's click or tap) and reads its Event Timing entries: the
// interaction's INP is the longest duration among the events of its interaction id (from the
// input to the next frame painted after its handlers). The pure half is in bench-report.mjs.
import { chromium, devices } from "@playwright/test";
import { chromiumArgs, chromiumExecutable } from "./chromium.mjs";

const phone = { ...devices["Pixel 5"], viewport: { width: 393, height: 727 } };
const desktop = { viewport: { width: 1280, height: 800 } };

/**
 * The interactions measured: the first open of search, of the chat and of a dialog, and the theme
 * switch, each on a phone and a desktop. `target` finds the control as a visitor does (role and
 * name); `peer` marks those a peer site is measured on too (its own control of the same role).
 */
export const interactions = [
  {
    name: "search open",
    route: "/",
    target: (page) => page.locator("button[aria-keyshortcuts]").filter({ visible: true }).first(),
  },
  {
    name: "chat open",
    route: "/",
    target: (page) => page.getByRole("button", { name: /chat/i }).first(),
  },
  {
    name: "request-demo dialog",
    route: "/services/agentic-ai",
    target: (page) =>
      page
        .getByRole("main")
        .getByRole("button", { name: /request demo/i })
        .first(),
  },
  {
    // In the header on a desktop; on a phone the toggle sits in the menu, a second interaction.
    name: "theme switch",
    route: "/",
    peerRoute: "/",
    layouts: ["desktop"],
    target: (page) =>
      page
        .getByRole("button", { name: /dark|theme/i })
        .filter({ visible: true })
        .first(),
  },
];

export const layouts = { phone, desktop };

/** Records Event Timing entries from the start of the page (installed before any script runs). */
function recordEvents() {
  const entries = [];
  Object.defineProperty(window, "__eventTimings", { value: entries });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      if (entry.interactionId)
        entries.push({ name: entry.name, id: entry.interactionId, duration: entry.duration });
  }).observe({ type: "event", durationThreshold: 16, buffered: true });
}

/** One load and one interaction; resolves to its INP in ms (0 when no event lasted 16 ms). */
async function measureOnce(browser, url, layout, interaction, cpuSlowdown) {
  const context = await browser.newContext({ ...layout, ignoreHTTPSErrors: true });
  try {
    const page = await context.newPage();
    await page.addInitScript(recordEvents);
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: cpuSlowdown });
    await page.goto(url, { waitUntil: "load" });
    // Hydrated (the site marks <html data-hydrated>; a peer without one is given the load event)
    // and idle: the interaction then measures itself, not the page's start.
    await page
      .waitForSelector("html[data-hydrated]", { state: "attached", timeout: 15_000 })
      .catch(() => undefined);
    await page.waitForLoadState("networkidle");
    await page.waitForTimeout(500);
    const control = interaction.target(page);
    if (layout.hasTouch) await control.tap();
    else await control.click();
    // The entry is reported after the next paint; give a slowed page time to paint it.
    await page.waitForTimeout(1500);
    const entries = await page.evaluate(() => window.__eventTimings);
    return Math.max(0, ...entries.map((entry) => entry.duration));
  } finally {
    await context.close();
  }
}

/**
 * Every interaction × layout on `origin` (and the peer's where marked), `runs` fresh loads each,
 * interleaved so a busy moment of the machine spreads over all of them. Resolves to rows
 * { interaction, layout, site, values }.
 */
export async function measureInteractions({ origin, peerOrigin, runs, cpuSlowdown = 4 }) {
  const browser = await chromium.launch({
    executablePath: chromiumExecutable(),
    args: chromiumArgs,
  });
  const cases = interactions.flatMap((interaction) =>
    Object.entries(layouts)
      .filter(([layoutName]) => !interaction.layouts || interaction.layouts.includes(layoutName))
      .flatMap(([layoutName, layout]) => [
        { interaction, layoutName, layout, site: "site", url: `${origin}${interaction.route}` },
        ...(peerOrigin && interaction.peerRoute
          ? [
              {
                interaction,
                layoutName,
                layout,
                site: "peer",
                url: `${peerOrigin}${interaction.peerRoute}`,
              },
            ]
          : []),
      ]),
  );
  const values = cases.map(() => []);
  try {
    for (let run = 0; run < runs; run++)
      for (const [index, item] of cases.entries()) {
        values[index].push(
          await measureOnce(browser, item.url, item.layout, item.interaction, cpuSlowdown),
        );
        process.stdout.write(".");
      }
  } finally {
    await browser.close();
  }
  process.stdout.write("\n");
  return cases.map((item, index) => ({
    interaction: item.interaction.name,
    layout: item.layoutName,
    site: item.site,
    values: values[index],
  }));
}
