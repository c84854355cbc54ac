import type { UseCase } from "@/lib/content/schemas/service-page-blocks";
import type { MlIndustry } from "@/lib/content/schemas/service-pages";
import { getAllCaseStudies, toDialogItem, type CaseDialogItem } from "@/lib/case-studies";
import type { Locale } from "@/lib/i18n";
import { getMlIndustries, getServiceUseCases } from "@/lib/service-pages";

/**
 * What the dialogs show beyond the page (a use case, an ML industry, a case in full), one file
 * per edition (out/dialogs/<locale>.json): the dialogs fetch it when one of them first opens,
 * so a page's triggers carry only a reference and not the text of every dialog they may open.
 */
export type DialogContent = {
  /** By `dialogUseCaseKey`. */
  useCases: Record<string, UseCase>;
  /** By tab value (`finance`, `healthcare`…). */
  mlCases: Record<string, MlIndustry>;
  /** In the case-study list's order: the dialog's Previous and Next walk it. */
  cases: CaseDialogItem[];
};

export function dialogUseCaseKey(serviceId: string, useCaseId: string): string {
  return `${serviceId}/${useCaseId}`;
}

export function getDialogContent(locale: Locale): DialogContent {
  return {
    useCases: Object.fromEntries(
      getServiceUseCases(locale).map(({ serviceId, useCase }) => [
        dialogUseCaseKey(serviceId, useCase.id),
        useCase,
      ]),
    ),
    mlCases: Object.fromEntries(getMlIndustries(locale).map((record) => [record.value, record])),
    cases: getAllCaseStudies(locale).map(toDialogItem),
  };
}
