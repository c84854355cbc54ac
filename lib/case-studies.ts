import { getEntries, getEntry } from "@/lib/content";
import type { CaseStudy as CaseStudyEntry } from "@/lib/content/schemas/case-studies";
import { formatMonth } from "@/lib/format";
import type { Locale } from "@/lib/i18n";

/**
 * A case study as the pages show it: its category is the name of the service that delivered it,
 * and its date the month and year of its publication, both in the edition's language.
 */
export type CaseStudy = CaseStudyEntry & { category: string; date: string };

function withDerived(locale: Locale, study: CaseStudyEntry): CaseStudy {
  return {
    ...study,
    category: getEntry("services", study.serviceId, locale)?.data.title ?? study.serviceId,
    date: formatMonth(locale, study.publishedAt),
  };
}

export function getAllCaseStudies(locale: Locale): CaseStudy[] {
  return getEntries("caseStudies", locale).map(({ data }) => withDerived(locale, data));
}

export function getCaseStudy(id: string, locale: Locale): CaseStudy | undefined {
  const entry = getEntry("caseStudies", id, locale);
  return entry && withDerived(locale, entry.data);
}

/** The related cases of a study that are published. */
export function getRelatedCases(study: CaseStudy, locale: Locale): CaseStudy[] {
  return study.relatedCases.flatMap((id) => getCaseStudy(id, locale) ?? []);
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
