import type { Service } from "@/content/service-schema";
import { contentFor } from "@/content/editions";
import type { Edition } from "@/lib/i18n";

export type { Service };

export function getAllServices(locale: Edition): readonly Service[] {
  return contentFor(locale).services.allServices;
}

export function getService(locale: Edition, id: string): Service | undefined {
  return getAllServices(locale).find((service) => service.id === id);
}
