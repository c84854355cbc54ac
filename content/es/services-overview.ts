import type { servicesOverview as english } from "@/content/services-overview";
import type { TranslationShape } from "@/content/translation-names";

/** Copy of the services overview page that is not derived from the services themselves. */
export const servicesOverview = {
  title: "Nuestros servicios",
  subtitle: "Soluciones integrales de IA, diseñadas para sus retos concretos",
  lead: "Seis áreas de práctica, un mismo estándar de ingeniería. Empiece por la que se ajuste a su problema: la mayoría de los proyectos acaban recurriendo a dos o tres.",
  socialImpact: {
    eyebrow: "Impacto social",
    title: "El mismo equipo sénior, para organizaciones que no pueden pagarlo",
    lead: "A través del NGO Lab dedicamos cada trimestre parte de nuestro tiempo a organizaciones sin ánimo de lucro: sistemas de agua, rutas de suministro médico, herramientas de conservación. Sin factura, sin delegar en perfiles júnior y con un traspaso completo al final.",
    quote:
      "Nos medimos por lo que nuestro software cambia en el mundo. Para nuestros clientes, eso significa margen y tiempo. Para las organizaciones sin ánimo de lucro con las que construimos, significa agua potable y medicamentos que llegan a tiempo, y exigimos a ese trabajo exactamente el mismo nivel.",
    author: "Maya Okafor",
    role: "Directora ejecutiva, Tessellate AI",
  },
  careers: {
    eyebrow: "Empleo",
    title: "Construya sistemas que importan, con personas a las que les importa cómo se construyen",
    lead: "Buscamos ingenieros, científicos de datos y diseñadores a quienes les gusten los problemas difíciles y el feedback honesto.",
    points: [
      {
        icon: "rocket",
        title: "Proyectos exigentes",
        description:
          "IA en producción para bancos, hospitales, fábricas y ONG, nunca una presentación de diapositivas.",
      },
      {
        icon: "users",
        title: "Cultura inclusiva",
        description:
          "Equipos de veinte países, decisiones por escrito y espacio para todas las voces en cada revisión.",
      },
      {
        icon: "graduation-cap",
        title: "Crecimiento continuo",
        description:
          "Un presupuesto anual de formación de $5,000, tiempo para conferencias y mentoría de ingenieros principales.",
      },
    ],
  },
} as const satisfies TranslationShape<typeof english>;
