// A new service with a page of the shared building blocks (lib/content/schemas/service-page-blocks.ts)
// in every language, for `npm run test:growth`'s copy of the content: its entry cloned from Agentic
// AI's, its page put together from Agentic AI's and MCP Solutions' pages and the contact page's
// questions, each language from that language's files. Every block of the page is written, so
// the build draws each one (ServiceView), and the translations are complete.
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import YAML from "yaml";
import { defaultLocale, locales } from "@/lib/i18n/locales";

export const pagedService = {
  id: "agent-ops",
  /** A name, written the same in every language. */
  title: "Agent Ops",
  /** The ids of the sections its page draws below the hero (app/[locale]/services/[id]). */
  sections: [
    "overview",
    "capabilities",
    "key-capabilities",
    "results",
    "use-cases",
    "technologies",
    "faq",
  ],
};

type Data = Record<string, Record<string, unknown> | undefined>;

function read(content: string, collection: string, locale: string, id: string): Data {
  const file = join(content, collection, locale, `${id}.yaml`);
  if (!existsSync(file)) throw new Error(`${file}: missing`);
  return YAML.parse(readFileSync(file, "utf8")) as Data;
}

export function addServiceWithPage(content: string): void {
  const write = (collection: string, locale: string, data: unknown) =>
    writeFileSync(
      join(content, collection, locale, `${pagedService.id}.yaml`),
      YAML.stringify(data),
    );
  for (const locale of locales) {
    const service = read(content, "services", locale, "agentic-ai");
    const agentic = read(content, "service-pages", locale, "agentic-ai");
    const mcp = read(content, "service-pages", locale, "mcp-solutions");
    const { faq } = read(content, "pages", locale, "contact");
    const english = locale === defaultLocale;
    write("services", locale, {
      ...service,
      title: pagedService.title,
      ...(english && { order: 8, gradient: "amber-orange" }),
    });
    write("service-pages", locale, {
      hero: { ...agentic.hero, badge: pagedService.title },
      overview: mcp.overview,
      capabilities: { intro: agentic.whatIs?.intro, items: agentic.whatIs?.pillars },
      stats: { intro: mcp.benefits?.intro, items: mcp.benefits?.claims },
      useCases: agentic.useCases,
      technologies: agentic.technologies,
      faq: { intro: agentic.clientApplications?.intro, items: faq },
      closing: agentic.closing,
    });
  }
}
