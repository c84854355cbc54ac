import { contentFor } from "@/content/editions";
import type { MlIndustry, UseCase } from "@/content/service-pages/schema";
import type { Edition } from "@/lib/i18n";

export const getAgenticAiPage = (locale: Edition) => contentFor(locale).agenticAi.agenticAiPage;
export const getMachineLearningPage = (locale: Edition) =>
  contentFor(locale).machineLearning.machineLearningPage;
export const getDataSolutionsPage = (locale: Edition) =>
  contentFor(locale).dataSolutions.dataSolutionsPage;
export const getMcpSolutionsPage = (locale: Edition) =>
  contentFor(locale).mcpSolutions.mcpSolutionsPage;
export const getStreamHousePage = (locale: Edition) =>
  contentFor(locale).streamHouse.streamHousePage;
export const getNgoLabPage = (locale: Edition) => contentFor(locale).ngoLab.ngoLabPage;

/** Every use-case card of the service pages, with the service it belongs to (for the search index). */
export function getServiceUseCases(locale: Edition): { serviceId: string; useCase: UseCase }[] {
  const streamHouse = getStreamHousePage(locale);
  return [
    ...getAgenticAiPage(locale).useCases.items.map((useCase) => ({
      serviceId: "agentic-ai",
      useCase,
    })),
    ...getDataSolutionsPage(locale).areas.items.map((useCase) => ({
      serviceId: "data-solutions",
      useCase,
    })),
    ...getMcpSolutionsPage(locale).features.items.map((useCase) => ({
      serviceId: "mcp-solutions",
      useCase,
    })),
    ...streamHouse.capabilities.items.map((useCase) => ({ serviceId: "stream-house", useCase })),
    { serviceId: "stream-house", useCase: streamHouse.caseStudy },
  ];
}

export function getMlIndustries(locale: Edition): readonly MlIndustry[] {
  return getMachineLearningPage(locale).industries.records;
}

/** The anchor prefix that selects a machine-learning industry tab from a link. */
export const mlTabHashPrefix = "ml-";
