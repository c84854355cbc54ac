import { allResources, type Resource } from "@/content/resources";

export type { Resource };

export function getAllResources(): readonly Resource[] {
  return allResources;
}
