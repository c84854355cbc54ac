import type { PageData } from "@/lib/content/collections";
import type { ServicePage, UseCase } from "@/lib/content/schemas/service-page-blocks";
import { servicePageSchemas, type MlIndustry } from "@/lib/content/schemas/service-pages";
import { defaultLocale, type Locale } from "@/lib/i18n";
import { getEntries, getEntry, getSharedEntry } from "@/lib/content";

/*
 * The service pages' content (content/service-pages): the six pages of the spec have schemas and
 * views of their own; any other service may have a page of the shared building blocks, or none
 * (its entry in content/services then fills its page).
 */

/** A service whose page has a schema and a view of its own (the spec's six). */
export type OwnPageId = keyof typeof servicePageSchemas;

export function hasOwnPage(id: string): id is OwnPageId {
  return id in servicePageSchemas;
}

type OwnPage<Id extends OwnPageId> = PageData<"servicePages", Id>;

/** The page content of a service without a view of its own, if it has a file. */
export function getServicePage(id: string, locale: Locale): ServicePage | undefined {
  return getSharedEntry("servicePages", id, locale)?.data;
}

function pageOf(id: string, locale: Locale): OwnPage<OwnPageId> | ServicePage | undefined {
  return hasOwnPage(id) ? getEntry("servicePages", id, locale).data : getServicePage(id, locale);
}

/** Whether a service has a page file (its text is part of the page's translation status). */
export function hasServicePage(id: string): boolean {
  return pageOf(id, defaultLocale) !== undefined;
}

/** Whether a service's page renders the application form: its content has an application section. */
export function takesApplications(id: string): boolean {
  const page = pageOf(id, defaultLocale);
  return page !== undefined && "apply" in page && page.apply !== undefined;
}

/** The use-case cards of each page of the spec (their "Learn more" opens the use-case dialog). */
const ownUseCases: { [Id in OwnPageId]: (page: OwnPage<Id>) => readonly UseCase[] } = {
  "agentic-ai": (page) => page.useCases.items,
  "machine-learning": () => [],
  "data-solutions": (page) => page.areas.items,
  "mcp-solutions": (page) => page.features.items,
  "stream-house": (page) => [...page.capabilities.items, page.caseStudy],
  "ngo-lab": () => [],
};

function useCasesOf<Id extends OwnPageId>(id: Id, locale: Locale): readonly UseCase[] {
  return ownUseCases[id](getEntry("servicePages", id, locale).data);
}

const serviceIds = (locale: Locale) => getEntries("services", locale).map((entry) => entry.id);

/** Every use-case card of the service pages, with its service (for the dialogs and search). */
export function getServiceUseCases(locale: Locale): { serviceId: string; useCase: UseCase }[] {
  return serviceIds(locale).flatMap((serviceId) =>
    (hasOwnPage(serviceId)
      ? useCasesOf(serviceId, locale)
      : (getServicePage(serviceId, locale)?.useCases?.items ?? [])
    ).map((useCase) => ({ serviceId, useCase })),
  );
}

/** The impact stories of the service pages that tell some (NGO Lab's), with their service. */
export function getServiceStories(locale: Locale) {
  return serviceIds(locale).flatMap((serviceId) => {
    const page = pageOf(serviceId, locale);
    return page && "stories" in page
      ? page.stories.items.map((story) => ({ serviceId, story }))
      : [];
  });
}

export function getMlIndustries(locale: Locale): readonly MlIndustry[] {
  return getEntry("servicePages", "machine-learning", locale).data.industries.records;
}

/** The anchor prefix that selects a machine-learning industry tab from a link. */
export const mlTabHashPrefix = "ml-";
