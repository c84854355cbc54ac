import type {
  closingCta as englishClosingCta,
  featuredWork as englishFeaturedWork,
  homeHero as englishHomeHero,
  homeSections as englishHomeSections,
  hubTeasers as englishHubTeasers,
  ngoProjects as englishNgoProjects,
  processSteps as englishProcessSteps,
  values as englishValues,
} from "@/content/home";
import type { TranslationShape } from "@/content/translation-names";

/** Copy of the home page sections that are not derived from other content modules. */
export const homeHero: typeof englishHomeHero = {
  eyebrow: "Ingeniería de IA · Pro bono para ONG",
  titleStart: "IA que funciona",
  titleHighlight: "en producción",
  titleEnd: "y para el mundo",
  lead: "Diseñamos, construimos y operamos IA agéntica, machine learning y sistemas de datos en tiempo real para equipos que necesitan resultados medibles. Y cada trimestre desarrollamos gratis para organizaciones sin ánimo de lucro.",
  stats: [
    { value: "87%", label: "menos transacciones fraudulentas en un banco digital" },
    { value: "31%", label: "menos reingresos hospitalarios gracias a un modelo de riesgo" },
    { value: "12", label: "comunidades abastecidas por un sistema de agua pro bono" },
  ],
};

export const homeSections = {
  whoWeAre: {
    id: "who-we-are",
    eyebrow: "Quiénes somos",
    title: "Ingenieros sénior que miden lo que entregan",
    lead: "Tessellate AI es un equipo de ingenieros de ML, arquitectos de datos y desarrolladores de producto. Llevamos la IA de un piloto prometedor a un sistema en el que su equipo confía, y le decimos con claridad cuándo la IA no es la respuesta.",
  },
  expertise: {
    id: "expertise",
    eyebrow: "Nuestra especialidad",
    title: "Seis áreas de práctica, un mismo estándar de ingeniería",
    lead: "Desde los agentes autónomos hasta los pipelines que los alimentan, cada área está dirigida por personas que han operado estos sistemas en producción.",
  },
  featuredWork: {
    id: "featured-work",
    eyebrow: "Proyectos destacados",
    title: "Resultados que nuestros clientes pueden demostrar",
    lead: "Algunos proyectos recientes, medidos como los miden nuestros clientes.",
  },
  process: {
    id: "how-we-work",
    eyebrow: "Cómo trabajamos",
    title: "De la primera pregunta a un impacto duradero",
    lead: "Cuatro etapas, ciclos de feedback cortos y un sistema que funciona al final de cada una: nunca una presentación en lugar de software.",
  },
  innovationHub: {
    id: "innovation-hub",
    eyebrow: "Centro de innovación",
    title: "Ideas que estamos poniendo en práctica",
    lead: "Notas de campo, white papers y guías técnicas del equipo que construye estos sistemas a diario.",
  },
  ngoLab: {
    id: "ngo-lab",
    eyebrow: "Laboratorio de producto para ONG",
    title: "Ingeniería pro bono para organizaciones que cambian vidas",
    lead: "Cada trimestre seleccionamos organizaciones sin ánimo de lucro y les construimos las herramientas de datos e IA que nunca podrían presupuestar: gratis, desde el descubrimiento hasta el traspaso.",
  },
} as const satisfies TranslationShape<typeof englishHomeSections>;

export const values = [
  {
    icon: "lightbulb",
    title: "Innovación",
    description:
      "Aplicamos los métodos más nuevos (agentes, streaming, MLOps moderno) solo donde superan a la opción más sencilla, y primero lo demostramos con un prototipo que funciona.",
  },
  {
    icon: "eye",
    title: "Transparencia",
    description:
      "Alcances claros, estimaciones honestas y modelos que puede inspeccionar. Usted ve las métricas, las contrapartidas y el código, y todo es suyo.",
  },
  {
    icon: "heart-handshake",
    title: "Impacto social",
    description:
      "Parte de nuestra capacidad se destina pro bono a organizaciones sin ánimo de lucro a través del NGO Lab. El mismo equipo sénior, el mismo nivel de exigencia, sin factura.",
  },
] as const satisfies TranslationShape<typeof englishValues>;

export const featuredWork = [
  {
    id: "fraud-detection",
    title: "Detección de fraude en tiempo real para un banco digital",
    category: "Aprendizaje automático",
    industry: "Banca y fintech",
    figure: "87%",
    figureLabel: "menos transacciones fraudulentas",
    description:
      "Un modelo de riesgo en streaming que puntúa cada pago con tarjeta en milisegundos y explica cada decisión a los analistas que la revisan.",
    gradient: "blue-cyan",
  },
  {
    id: "readmission-predictor",
    title: "Predicción de reingresos de pacientes",
    category: "Aprendizaje automático",
    industry: "Medicina y farmacia",
    figure: "31%",
    figureLabel: "menos reingresos",
    description:
      "Una puntuación de riesgo en el momento del alta que indica a los equipos asistenciales qué pacientes necesitan una llamada de seguimiento, desarrollada sobre historiales anonimizados con controles HIPAA.",
    gradient: "sky-indigo",
  },
  {
    id: "wildlife-protection",
    title: "IA para la protección de la fauna",
    category: "NGO Lab",
    industry: "Conservación",
    figure: "Gratuito",
    figureLabel: "desarrollado en el NGO Lab",
    description:
      "Sensores acústicos y visión artificial que alertan a los guardas de una probable actividad de caza furtiva, para que un equipo reducido patrulle donde realmente importa.",
    gradient: "emerald-lime",
  },
] as const satisfies TranslationShape<typeof englishFeaturedWork>;

export const processSteps = [
  {
    title: "Descubrir",
    description:
      "Conocemos sus objetivos, datos y restricciones, y acordamos la cifra que define el éxito.",
    details: [
      "Entrevistas con las partes interesadas",
      "Auditoría de datos y sistemas",
      "Métrica de éxito y línea base",
    ],
  },
  {
    title: "Diseñar",
    description:
      "Definimos la arquitectura y validamos primero la parte más arriesgada con un prototipo que funciona.",
    details: [
      "Arquitectura de la solución",
      "Prototipo con datos reales",
      "Revisión de riesgos, privacidad y costes",
    ],
  },
  {
    title: "Desplegar",
    description:
      "Construimos para producción desde el primer día: probado, monitorizado, seguro e integrado.",
    details: ["Entregas iterativas", "CI/CD y MLOps", "Monitorización y alertas"],
  },
  {
    title: "Generar impacto",
    description:
      "Medimos frente a la línea base, ajustamos con lo aprendido y entregamos un sistema que pasa a ser de su equipo.",
    details: [
      "Informe de impacto frente a la línea base",
      "Formación del equipo y runbooks",
      "Opciones de soporte continuo",
    ],
  },
] as const satisfies TranslationShape<typeof englishProcessSteps>;

/** Innovation Hub teasers: each points at an article by slug. */
export const hubTeasers = [
  { slug: "future-of-agentic-ai", type: "Artículo" },
  { slug: "building-ethical-data-infrastructures", type: "White paper" },
  { slug: "stream-processing-at-scale", type: "Guía técnica" },
] as const satisfies TranslationShape<typeof englishHubTeasers>;

export const ngoProjects = [
  {
    name: "Clean Water Monitor",
    organization: "Clearwater Community Trust",
    impact:
      "Una red de sensores y un panel de control para un sistema de agua que abastece a 12 comunidades, con un 40% menos de pérdidas de agua.",
    icon: "droplets",
  },
  {
    name: "Medical Supply Router",
    organization: "MedReach Health Alliance",
    impact:
      "Una planificación de rutas que entrega suministros médicos un 50% más rápido en 27 regiones, con un coste un 35% menor.",
    icon: "truck",
  },
  {
    name: "Wildlife Watch",
    organization: "Savanna Guardians Conservancy",
    impact:
      "Alertas en tiempo real de sensores acústicos que ayudan a los guardas a responder a las amenazas antes de que los animales sufran daños.",
    icon: "trees",
  },
] as const satisfies TranslationShape<typeof englishNgoProjects>;

export const closingCta = {
  title: "¿Listo para poner la IA a trabajar?",
  lead: "Cuéntenos qué quiere cambiar. En una llamada inicial de 30 minutos le diremos con franqueza si la IA puede llevarle hasta allí y qué haría falta.",
} as const satisfies TranslationShape<typeof englishClosingCta>;
