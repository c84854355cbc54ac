import type { industriesOverview as english } from "@/content/industries-overview";
import type { TranslationShape } from "@/content/translation-names";

/** Copy of the industries listing. */
export const industriesOverview = {
  eyebrow: "Sectores",
  title: "Ingeniería de IA para los sectores en los que un error sale caro",
  description:
    "Aeroespacial, agritech, banca, energía, sector público, RR. HH., salud, retail y empresas emergentes: proyectos de IA y datos adaptados a las normas, los riesgos y las cifras de cada sector.",
  lead: "Nueve sectores, cada uno con sus propios reguladores, sus propios datos y su propia definición del éxito. Aportamos los patrones que se pueden trasladar y respetamos las restricciones que no.",
  closing: {
    title: "¿No encuentra su sector?",
    lead: "Nuestros métodos se adaptan bien. Cuéntenos cómo son sus datos y sus restricciones, y le enviaremos una propuesta que muestre cómo abordaríamos su problema.",
  },
} as const satisfies TranslationShape<typeof english>;
