import type { AreaMessages } from "@/lib/i18n/area";

const en = {} as const;

export const companyMessages = {
  en,
  de: {},
  zh: {},
  es: {},
  fr: {},
} satisfies AreaMessages<typeof en>;
