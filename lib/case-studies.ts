import { allCaseStudies, type CaseStudy } from "@/content/case-studies";
import { getService } from "@/lib/services";

export type { CaseStudy };

export function getAllCaseStudies(): readonly CaseStudy[] {
  return allCaseStudies;
}

export function getCaseStudy(id: string): CaseStudy | undefined {
  return allCaseStudies.find((study) => study.id === id);
}

export function caseStudyPath(id: string): string {
  return `/case-studies/${id}`;
}

/** The related cases of a study, resolved; ids that name no case are dropped. */
export function getRelatedCases(study: CaseStudy): CaseStudy[] {
  return study.relatedCases.flatMap((id) => getCaseStudy(id) ?? []);
}

export function getCaseServiceTitle(study: CaseStudy): string {
  return getService(study.serviceId)?.title ?? study.category;
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
