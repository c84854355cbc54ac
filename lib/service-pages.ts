import { agenticAiPage } from "@/content/service-pages/agentic-ai";
import { dataSolutionsPage } from "@/content/service-pages/data-solutions";
import { machineLearningPage } from "@/content/service-pages/machine-learning";
import { mcpSolutionsPage } from "@/content/service-pages/mcp-solutions";
import { ngoLabPage } from "@/content/service-pages/ngo-lab";
import type { MlIndustry, UseCase } from "@/content/service-pages/schema";
import { streamHousePage } from "@/content/service-pages/stream-house";

export const getAgenticAiPage = () => agenticAiPage;
export const getMachineLearningPage = () => machineLearningPage;
export const getDataSolutionsPage = () => dataSolutionsPage;
export const getMcpSolutionsPage = () => mcpSolutionsPage;
export const getStreamHousePage = () => streamHousePage;
export const getNgoLabPage = () => ngoLabPage;

/** Every use-case card of the service pages, with the service it belongs to (for the search index). */
export function getServiceUseCases(): { serviceId: string; useCase: UseCase }[] {
  return [
    ...agenticAiPage.useCases.items.map((useCase) => ({ serviceId: "agentic-ai", useCase })),
    ...dataSolutionsPage.areas.items.map((useCase) => ({ serviceId: "data-solutions", useCase })),
    ...mcpSolutionsPage.features.items.map((useCase) => ({ serviceId: "mcp-solutions", useCase })),
    ...streamHousePage.capabilities.items.map((useCase) => ({
      serviceId: "stream-house",
      useCase,
    })),
    { serviceId: "stream-house", useCase: streamHousePage.caseStudy },
  ];
}

export function getMlIndustries(): readonly MlIndustry[] {
  return machineLearningPage.industries.records;
}

/** The anchor prefix that selects a machine-learning industry tab from a link. */
export const mlTabHashPrefix = "ml-";
