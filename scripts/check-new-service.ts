// New services as an owner adds them, for `npm run test:growth`'s copy of the content: one
// written as a single English file (content/services/en/, no page file, no translation, no code),
// and one with a page of the shared blocks in every language (scripts/grown-service-page.ts).
// After the build, checks that each has its page in every edition (the first in English under the
// translation note, the second translated, every block drawn), in the sitemap, in each edition's
// search index, Pagefind index and footer. e2e/new-service.spec.ts opens the first from the
// header's Services menu on that export.
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import YAML from "yaml";
import { exportSources } from "@/lib/answers/eval/export-sources";
import { defaultLocale, exportedLocales, localePath } from "@/lib/i18n/locales";
import { i18nFor } from "@/lib/i18n/messages";
import { pagePath } from "@/lib/page-paths";
import type { SearchIndex } from "@/lib/search";
import { searchIndexPath } from "@/lib/search-client";
import { addServiceWithPage, pagedService } from "./grown-service-page";

export const newService = {
  id: "edge-ai",
  order: 7,
  title: "Edge AI",
  subtitle: "On-device intelligence",
  description:
    "Models that run where the data is born, on cameras, vehicles and factory gateways, so " +
    "decisions take milliseconds and private data never leaves the site.",
  icon: "cpu",
  gradient: "teal-emerald",
  features: [
    "Model compression and quantization for small devices",
    "Inference on cameras, gateways and vehicles",
    "Offline operation with store-and-forward sync",
    "Fleet updates with staged roll-outs",
    "Privacy by design: raw data stays on the device",
    "Monitoring of models in the field",
  ],
  caseStudy: { client: "Northwind Rail", result: "40% fewer unplanned stops across 220 trains" },
};

/** Writes the new services' files into a copy of the content. */
export function addNewServices(content: string): void {
  const { id, ...entry } = newService;
  writeFileSync(join(content, "services", defaultLocale, `${id}.yaml`), YAML.stringify(entry));
  addServiceWithPage(content);
}

/** Text as React writes it into HTML. */
const escapeHtml = (text: string) =>
  text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#x27;");

/** The exported file of a page: "/" → index.html, "/de/x" → de/x.html. */
const htmlOf = (out: string, url: string) =>
  readFileSync(join(out, url === "/" ? "index.html" : `${url}.html`), "utf8");

/** What is wrong with the new services in the export in `out`: nothing, when all is well. */
export async function newServiceProblems(out: string): Promise<string[]> {
  const sitemap = [...readFileSync(join(out, "sitemap.xml"), "utf8").matchAll(/<loc>([^<]+)/g)];
  const listed = new Set(sitemap.map(([, loc = ""]) => new URL(loc).pathname));
  const problems: string[] = [];
  for (const locale of exportedLocales()) {
    const { t } = i18nFor(locale);
    const home = htmlOf(out, localePath(locale, "/"));
    const footer = home.slice(home.indexOf("<footer"), home.indexOf("</footer>"));
    const index = JSON.parse(
      readFileSync(join(out, searchIndexPath(locale)), "utf8"),
    ) as SearchIndex;
    const { pagefind } = await exportSources(out, locale);
    const english = locale !== defaultLocale;
    const services = [
      { ...newService, shows: [newService.description, ...newService.features], english },
      { ...pagedService, shows: pagedService.sections.map((id) => `id="${id}"`), english: false },
    ];
    for (const { id, title, shows, english: inEnglish } of services) {
      const url = localePath(locale, pagePath("service", id));
      const problem = (text: string) => problems.push(`${url}: ${text}`);
      if (!existsSync(join(out, `${url}.html`))) {
        problem("no page");
        continue;
      }
      const html = htmlOf(out, url);
      const main = html.slice(html.indexOf("<main"), html.indexOf("</main>"));
      const note = escapeHtml(t("ui.translation.pending"));
      for (const text of [title, t("services.keyCapabilities"), ...shows])
        if (!main.includes(text.startsWith("id=") ? text : escapeHtml(text)))
          problem(`its page does not show ${text}`);
      if (main.includes(note) !== inEnglish)
        problem(inEnglish ? "no translation note" : "a translation note");
      // An edition lists a page in its sitemap once it is translated (English has its own).
      if (listed.has(url) === inEnglish)
        problem(inEnglish ? "in the sitemap, untranslated" : "not in the sitemap");
      if (!index.items.some((item) => item.url === url)) problem("not in the search index");
      const found = await pagefind?.search(title, { filters: { url } });
      if (!found?.results.length) problem(`Pagefind does not find it by "${title}"`);
      if (!footer.includes(`href="${url}"`)) problem("not in the footer's services");
    }
  }
  return problems;
}
