import type { Job } from "@/lib/content/schemas/jobs";
import { markdownSummary } from "@/lib/content/markdown";
import { formatDate } from "@/lib/format";
import type { JobRow } from "@/lib/job-filter";
import { jobDepartments, jobLocations, jobTypes } from "@/lib/content/schemas/jobs";
import type { Locale } from "@/lib/i18n";
import { i18nFor } from "@/lib/i18n/messages";

export type { Job };

/* Locations, departments and types are ids in content; their names are interface strings. */

export function locationName(id: Job["location"], locale: Locale): string {
  return i18nFor(locale).t(`work.location.${id}`);
}

export function departmentName(id: Job["department"], locale: Locale): string {
  return i18nFor(locale).t(`work.department.${id}`);
}

export function typeName(id: Job["type"], locale: Locale): string {
  return i18nFor(locale).t(`work.type.${id}`);
}

export type JobFilterOption = { id: string; name: string };

/** Every location, department and type with its name in `locale`, for the job board's filters. */
export function getJobFilterOptions(locale: Locale): {
  location: JobFilterOption[];
  department: JobFilterOption[];
  type: JobFilterOption[];
} {
  return {
    location: jobLocations.map((id) => ({ id, name: locationName(id, locale) })),
    department: jobDepartments.map((id) => ({ id, name: departmentName(id, locale) })),
    type: jobTypes.map((id) => ({ id, name: typeName(id, locale) })),
  };
}

/** A position as the job board lists it, in the page's language. */
export function jobRow(locale: Locale, job: Job): JobRow {
  return {
    id: job.id,
    title: job.title,
    description: markdownSummary(job.description),
    location: job.location,
    department: job.department,
    type: job.type,
    posted: formatDate(locale, job.postedAt),
  };
}
