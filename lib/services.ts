import { allServices, type Service } from "@/content/services";

export type { Service };

export function getAllServices(): readonly Service[] {
  return allServices;
}

export function getService(id: string): Service | undefined {
  return allServices.find((service) => service.id === id);
}
