import type { Resource } from "@/content/library-schema";
import { contentFor } from "@/content/editions";
import type { Edition } from "@/lib/i18n";

export type { Resource };

export function getAllResources(locale: Edition): readonly Resource[] {
  return contentFor(locale).resources.allResources;
}
