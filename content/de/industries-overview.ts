import type { industriesOverview as english } from "@/content/industries-overview";
import type { TranslationShape } from "@/content/translation-names";

/** Copy of the industries listing. */
export const industriesOverview = {
  eyebrow: "Branchen",
  title: "KI-Engineering für Branchen, in denen Fehler teuer sind",
  description:
    "Luft- und Raumfahrt, Agritech, Banken, Energie, öffentliche Verwaltung, HR, Gesundheitswesen, Handel und Start-ups: KI- und Datenprojekte, die sich an den Regeln, Risiken und Kennzahlen jeder Branche ausrichten.",
  lead: "Neun Branchen, jede mit eigenen Aufsichtsbehörden, eigenen Daten und eigenem Maßstab für Erfolg. Wir bringen mit, was sich übertragen lässt, und respektieren die Grenzen, die bleiben.",
  closing: {
    title: "Ihre Branche ist nicht dabei?",
    lead: "Unsere Methoden lassen sich gut übertragen. Schildern Sie uns Ihre Daten und Rahmenbedingungen – wir schicken Ihnen ein Angebot, das zeigt, wie wir Ihr Problem angehen würden.",
  },
} as const satisfies TranslationShape<typeof english>;
