import type { z } from "zod";
import type {
  LegalPage,
  aboutPageSchema,
  clientPortalPageSchema,
  contactPageSchema,
} from "@/content/company-schema";
import type { careersPageSchema } from "@/content/library-schema";
import { loadCollection, loadEntry } from "@/content/loader";
import type {
  HomePage,
  industriesOverviewSchema,
  servicesOverviewSchema,
} from "@/content/page-schemas";
import type {
  AgenticAiPage,
  DataSolutionsPage,
  MachineLearningPage,
  McpSolutionsPage,
  NgoLabPage,
  StreamHousePage,
} from "@/content/service-pages/schema";
import type { Edition } from "@/lib/i18n";

/**
 * The site's content in one edition, as the pages read it: every collection of content/, loaded
 * and checked by content/loader.ts, a translation laid over its English entry. Server side only
 * (it reads the files at build).
 */
function editionContent(locale: Edition) {
  const page = <T>(slug: string) => loadEntry("pages", locale, slug).data as T;
  const servicePage = <T>(slug: string) => loadEntry("servicePages", locale, slug).data as T;
  const list = <K extends "services" | "industries" | "caseStudies" | "jobs" | "resources">(
    key: K,
  ) => loadCollection(key, locale).map((entry) => entry.data);
  const home = page<HomePage>("home");
  return {
    about: { aboutPage: page<z.infer<typeof aboutPageSchema>>("about") },
    careers: { careersPage: page<z.infer<typeof careersPageSchema>>("careers") },
    caseStudies: { allCaseStudies: list("caseStudies") },
    clientPortal: {
      clientPortalPage: page<z.infer<typeof clientPortalPageSchema>>("client-portal"),
    },
    contact: { contactPage: page<z.infer<typeof contactPageSchema>>("contact") },
    home: {
      homeHero: home.hero,
      homeSections: home.sections,
      values: home.values,
      featuredWork: home.featuredWork,
      processSteps: home.processSteps,
      hubTeasers: home.hubTeasers,
      ngoProjects: home.ngoProjects,
      closingCta: home.closingCta,
    },
    industriesOverview: {
      industriesOverview: page<z.infer<typeof industriesOverviewSchema>>("industries-overview"),
    },
    industries: { allIndustries: list("industries") },
    jobs: { allJobs: list("jobs") },
    legal: {
      privacyPolicy: loadEntry("legal", locale, "privacy").data as LegalPage,
      termsOfService: loadEntry("legal", locale, "terms").data as LegalPage,
    },
    resources: { allResources: list("resources") },
    servicesOverview: {
      servicesOverview: page<z.infer<typeof servicesOverviewSchema>>("services-overview"),
    },
    services: { allServices: list("services") },
    agenticAi: { agenticAiPage: servicePage<AgenticAiPage>("agentic-ai") },
    dataSolutions: { dataSolutionsPage: servicePage<DataSolutionsPage>("data-solutions") },
    machineLearning: { machineLearningPage: servicePage<MachineLearningPage>("machine-learning") },
    mcpSolutions: { mcpSolutionsPage: servicePage<McpSolutionsPage>("mcp-solutions") },
    ngoLab: { ngoLabPage: servicePage<NgoLabPage>("ngo-lab") },
    streamHouse: { streamHousePage: servicePage<StreamHousePage>("stream-house") },
  };
}

export type EditionContent = ReturnType<typeof editionContent>;

const editions = new Map<Edition, EditionContent>();

/** The content of one edition (read once per build). */
export function contentFor(locale: Edition): EditionContent {
  let content = editions.get(locale);
  if (!content) {
    content = editionContent(locale);
    editions.set(locale, content);
  }
  return content;
}
