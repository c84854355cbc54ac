import { contentFor } from "@/content/editions";
import type { Job } from "@/content/jobs";
import { jobDepartments, jobLocations, jobTypes } from "@/content/library-schema";
import type { Edition } from "@/lib/i18n";

export type { Job };

export function getAllJobs(locale: Edition): readonly Job[] {
  return contentFor(locale).jobs.allJobs;
}

export function getJob(locale: Edition, id: string): Job | undefined {
  return getAllJobs(locale).find((job) => job.id === id);
}

export function jobPath(id: string): string {
  return `/careers/${id}`;
}

const nameOf = (list: readonly { id: string; name: string }[], id: string) =>
  list.find((item) => item.id === id)?.name ?? id;
export const locationName = (id: string) => nameOf(jobLocations, id);
export const departmentName = (id: string) => nameOf(jobDepartments, id);
export const typeName = (id: string) => nameOf(jobTypes, id);
