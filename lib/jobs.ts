import { allJobs, type Job } from "@/content/jobs";
import { jobDepartments, jobLocations, jobTypes } from "@/content/library-schema";

export type { Job };

export function getAllJobs(): readonly Job[] {
  return allJobs;
}

export function getJob(id: string): Job | undefined {
  return allJobs.find((job) => job.id === id);
}

export function jobPath(id: string): string {
  return `/careers/${id}`;
}

const nameOf = (list: readonly { id: string; name: string }[], id: string) =>
  list.find((item) => item.id === id)?.name ?? id;
export const locationName = (id: string) => nameOf(jobLocations, id);
export const departmentName = (id: string) => nameOf(jobDepartments, id);
export const typeName = (id: string) => nameOf(jobTypes, id);
