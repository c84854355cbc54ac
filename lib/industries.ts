import { allIndustries, type Industry } from "@/content/industries";

export type { Industry };

export function getAllIndustries(): readonly Industry[] {
  return allIndustries;
}

export function getIndustry(id: string): Industry | undefined {
  return allIndustries.find((industry) => industry.id === id);
}
