import type { Industry } from "@/content/industry-schema";
import { contentFor } from "@/content/editions";
import type { Edition } from "@/lib/i18n";

export type { Industry };

export function getAllIndustries(locale: Edition): readonly Industry[] {
  return contentFor(locale).industries.allIndustries;
}

export function getIndustry(locale: Edition, id: string): Industry | undefined {
  return getAllIndustries(locale).find((industry) => industry.id === id);
}
