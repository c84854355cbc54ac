import type { MlIndustry, UseCase } from "@/lib/content/schemas/service-pages";
import type { Edition } from "@/lib/i18n";
import { getEntry } from "@/lib/content";

/** Every use-case card of the service pages, with the service it belongs to (for the search index). */
export function getServiceUseCases(locale: Edition): { serviceId: string; useCase: UseCase }[] {
  const streamHouse = getEntry("servicePages", "stream-house", locale).data;
  return [
    ...getEntry("servicePages", "agentic-ai", locale).data.useCases.items.map((useCase) => ({
      serviceId: "agentic-ai",
      useCase,
    })),
    ...getEntry("servicePages", "data-solutions", locale).data.areas.items.map((useCase) => ({
      serviceId: "data-solutions",
      useCase,
    })),
    ...getEntry("servicePages", "mcp-solutions", locale).data.features.items.map((useCase) => ({
      serviceId: "mcp-solutions",
      useCase,
    })),
    ...streamHouse.capabilities.items.map((useCase) => ({ serviceId: "stream-house", useCase })),
    { serviceId: "stream-house", useCase: streamHouse.caseStudy },
  ];
}

export function getMlIndustries(locale: Edition): readonly MlIndustry[] {
  return getEntry("servicePages", "machine-learning", locale).data.industries.records;
}

/** The anchor prefix that selects a machine-learning industry tab from a link. */
export const mlTabHashPrefix = "ml-";
