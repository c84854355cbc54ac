// `npm run bench:search`: how soon the search overlay shows results, on a CPU slowed like
// Lighthouse's phone (4×), for a query per edition: the first result after the first keystroke
// (the title floor), and the first full-text result (an excerpt with a match) after the last. Medians of --runs (5),
// each in a fresh browser context (nothing cached). Also the size of each language's index.
// Measures; never fails.
import { readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { chromium } from "@playwright/test";
import { chromiumArgs, chromiumExecutable } from "./chromium.mjs";
import { median } from "./bench-report.mjs";
import { createStaticServer, listen } from "./static-server.mjs";

const { values } = parseArgs({
  options: { runs: { type: "string" }, slowdown: { type: "string" } },
});
const runs = Number(values.runs ?? 5);
const slowdown = Number(values.slowdown ?? 4);
const out = fileURLToPath(new URL(`../${process.env.EXPORT_DIR ?? "out"}`, import.meta.url));
const queries = [
  ["/", "kafka"],
  ["/de", "Wasserverlust"],
  ["/zh", "旱季需求预测"],
  ["/es", "fraude"],
  ["/fr", "watermark"],
];

const size = (dir, test) =>
  readdirSync(dir)
    .filter(test)
    .reduce((sum, name) => sum + statSync(join(dir, name)).size, 0);

const server = createStaticServer(out);
const origin = await listen(server, 0, "127.0.0.1");
const browser = await chromium.launch({ executablePath: chromiumExecutable(), args: chromiumArgs });
console.log(`Search timing, CPU slowed ${slowdown}×, median of ${runs} cold runs:\n`);
console.log(
  "| page | query | first keystroke → first result, ms | last keystroke → full-text result, ms | index KB |",
);
console.log("| --- | --- | ---: | ---: | ---: |");
try {
  for (const [path, query] of queries) {
    const first = [];
    const text = [];
    for (let run = 0; run < runs; run++) {
      const context = await browser.newContext();
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await page.goto(origin + path, { waitUntil: "load" });
      await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
      await cdp.send("Emulation.setCPUThrottlingRate", { rate: slowdown });
      await page.keyboard.press("Control+k");
      const box = page.getByRole("dialog").getByRole("searchbox");
      await box.waitFor();
      // The first keystroke: how soon anything is listed.
      const started = Date.now();
      await box.pressSequentially(query.slice(0, 1), { delay: 0 });
      await page.locator("#search-results li").first().waitFor({ timeout: 20_000 });
      first.push(Date.now() - started);
      // The rest of the query: how soon the full text answers after the last keystroke.
      await box.pressSequentially(query.slice(1), { delay: 0 });
      const typed = Date.now();
      await page.locator("#search-results mark").first().waitFor({ timeout: 20_000 });
      text.push(Date.now() - typed);
      await context.close();
    }
    const language = path === "/" ? "en" : path.slice(1);
    const kb =
      (size(
        join(out, "pagefind"),
        (name) =>
          name.includes(`.${language}_`) ||
          name === `wasm.${language === "zh" ? "unknown" : language}.pagefind`,
      ) +
        size(join(out, "pagefind", "index"), (name) => name.startsWith(`${language}_`))) /
      1024;
    console.log(`| ${path} | ${query} | ${median(first)} | ${median(text)} | ${kb.toFixed(0)} |`);
  }
} finally {
  await browser.close();
  server.close();
}
