import type { industriesOverview as english } from "@/content/industries-overview";
import type { TranslationShape } from "@/content/translation-names";

/** Copy of the industries listing. */
export const industriesOverview = {
  eyebrow: "Secteurs",
  title: "L’ingénierie IA pour les secteurs où l’erreur coûte cher",
  description:
    "Aéronautique, agritech, banque, énergie, secteur public, RH, santé, commerce et start-up : des projets d’IA et de données façonnés par les règles, les risques et les chiffres de chaque secteur.",
  lead: "Neuf secteurs, chacun avec ses régulateurs, ses données et sa propre définition du succès. Nous apportons les approches qui se transposent et respectons les contraintes qui ne se transposent pas.",
  closing: {
    title: "Votre secteur n’apparaît pas ?",
    lead: "Nos méthodes se transposent bien. Parlez-nous de vos données et de vos contraintes, et nous vous enverrons une proposition montrant comment nous aborderions votre problème.",
  },
} as const satisfies TranslationShape<typeof english>;
