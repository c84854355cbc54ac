import type { AreaMessages } from "@/lib/i18n/area";

const en = {
  "services.all": "All services",
} as const;

export const servicesMessages = {
  en,
  de: { "services.all": "Alle Leistungen" },
  zh: { "services.all": "全部服务" },
  es: { "services.all": "Todos los servicios" },
  fr: { "services.all": "Tous les services" },
} satisfies AreaMessages<typeof en>;
