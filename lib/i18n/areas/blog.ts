import type { AreaMessages } from "@/lib/i18n/area";

const en = {
  "blog.category.agentic-ai": "Agentic AI",
  "blog.category.ml-ops": "MLOps",
  "blog.category.data-infra": "Data Infrastructure",
  "blog.category.ethics": "AI Ethics",
  "blog.category.social-good": "AI for Good",
  "blog.category.tutorials": "Tutorials",
} as const;

/** Blog and article strings. Category names must match each article's `categoryName`. */
export const blogMessages = {
  en,
  de: {
    "blog.category.agentic-ai": "Agentische KI",
    "blog.category.ml-ops": "MLOps",
    "blog.category.data-infra": "Dateninfrastruktur",
    "blog.category.ethics": "KI-Ethik",
    "blog.category.social-good": "KI für das Gemeinwohl",
    "blog.category.tutorials": "Anleitungen",
  },
  zh: {
    "blog.category.agentic-ai": "智能体 AI",
    "blog.category.ml-ops": "MLOps",
    "blog.category.data-infra": "数据基础设施",
    "blog.category.ethics": "AI 伦理",
    "blog.category.social-good": "AI 向善",
    "blog.category.tutorials": "教程",
  },
  es: {
    "blog.category.agentic-ai": "IA agéntica",
    "blog.category.ml-ops": "MLOps",
    "blog.category.data-infra": "Infraestructura de datos",
    "blog.category.ethics": "Ética de la IA",
    "blog.category.social-good": "IA para el bien común",
    "blog.category.tutorials": "Tutoriales",
  },
  fr: {
    "blog.category.agentic-ai": "IA agentique",
    "blog.category.ml-ops": "MLOps",
    "blog.category.data-infra": "Infrastructure de données",
    "blog.category.ethics": "Éthique de l’IA",
    "blog.category.social-good": "L’IA au service du bien commun",
    "blog.category.tutorials": "Tutoriels",
  },
} satisfies AreaMessages<typeof en>;
