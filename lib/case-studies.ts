import type { CaseStudy as EnglishCaseStudy } from "@/content/case-study-schema";
import { contentFor } from "@/content/editions";
import type { Edition } from "@/lib/i18n";
import { getService } from "@/lib/services";

/** A case study in any edition: `category` is the category's name in the edition's language. */
export type CaseStudy = Omit<EnglishCaseStudy, "category"> & { category: string };

export function getAllCaseStudies(locale: Edition): readonly CaseStudy[] {
  return contentFor(locale).caseStudies.allCaseStudies;
}

export function getCaseStudy(locale: Edition, id: string): CaseStudy | undefined {
  return getAllCaseStudies(locale).find((study) => study.id === id);
}

export function caseStudyPath(id: string): string {
  return `/case-studies/${id}`;
}

/** The related cases of a study, resolved; ids that name no case are dropped. */
export function getRelatedCases(locale: Edition, study: CaseStudy): CaseStudy[] {
  return study.relatedCases.flatMap((id) => getCaseStudy(locale, id) ?? []);
}

export function getCaseServiceTitle(locale: Edition, study: CaseStudy): string {
  return getService(locale, study.serviceId)?.title ?? study.category;
}

/** What the case-study dialog shows: the list fields only, so the page ships no more than it needs. */
export type CaseDialogItem = Pick<
  CaseStudy,
  | "id"
  | "title"
  | "client"
  | "industry"
  | "category"
  | "date"
  | "gradient"
  | "challenge"
  | "solution"
  | "impact"
  | "metrics"
  | "technologies"
>;

export function toDialogItem(study: CaseStudy): CaseDialogItem {
  const { id, title, client, industry, category, date, gradient } = study;
  const { challenge, solution, impact, metrics, technologies } = study;
  return {
    id,
    title,
    client,
    industry,
    category,
    date,
    gradient,
    challenge,
    solution,
    impact,
    metrics,
    technologies,
  };
}
