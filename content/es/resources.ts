import type { allResources as english } from "@/content/resources";

export const allResources: typeof english = [
  {
    id: "evaluating-agents-in-production",
    category: "whitepapers",
    title: "Evaluar agentes en producción",
    description:
      "Una guía práctica para probar agentes de IA después del lanzamiento: cuadros de mando por tarea, trazas reproducibles y los ciclos de revisión que detectan regresiones antes que sus clientes.",
    gradient: "violet-fuchsia",
    datePublished: "2025-02-11",
    tags: ["IA agéntica", "Evaluación", "Observabilidad"],
    pages: 28,
  },
  {
    id: "responsible-data-pipelines",
    category: "whitepapers",
    title: "Pipelines de datos responsables, paso a paso",
    description:
      "Cómo incorporar el seguimiento del consentimiento, el linaje y las reglas de conservación en un pipeline desde el primer commit, en lugar de añadirlos a toda prisa antes de una auditoría.",
    gradient: "teal-emerald",
    datePublished: "2024-09-17",
    tags: ["Gobierno de datos", "Privacidad", "Ingeniería de datos"],
    pages: 34,
  },
  {
    id: "nonprofit-data-readiness",
    category: "whitepapers",
    title: "¿Está su ONG preparada para el machine learning?",
    description:
      "Una lista de comprobación en lenguaje sencillo, basada en proyectos del NGO Lab, que repasa la calidad de los datos, el personal y las preguntas que conviene resolver antes de entrenar cualquier modelo.",
    gradient: "emerald-lime",
    datePublished: "2024-11-05",
    tags: ["NGO Lab", "Organizaciones sin ánimo de lucro", "Madurez de datos"],
    pages: 18,
  },
  {
    id: "streaming-at-scale-webinar",
    category: "webinars",
    title: "Streaming a gran escala: lecciones de Stream House",
    description:
      "Nuestro equipo de streaming explica el particionado, la contrapresión y la entrega exactly-once en pipelines que procesan dos millones de eventos por segundo.",
    gradient: "blue-cyan",
    datePublished: "2024-10-22",
    presenter: "Marisol Okafor, ingeniera principal de Stream House",
    duration: "60 minutos",
  },
  {
    id: "drift-monitoring-webinar",
    category: "webinars",
    title: "Detectar la deriva del modelo antes de que le cueste dinero",
    description:
      "Una sesión práctica sobre monitorización de la deriva en MLOps: cómo elegir las estadísticas adecuadas, fijar umbrales de alerta en los que el equipo confíe y decidir cuándo reentrenar.",
    gradient: "sky-indigo",
    datePublished: "2025-01-28",
    presenter: "Dev Raghunathan, responsable de MLOps",
    duration: "90 minutos",
  },
  {
    id: "modular-control-platforms-webinar",
    category: "webinars",
    title: "Plataformas de control modulares para la planta de producción",
    description:
      "Cómo los ingenieros de planta y los equipos de datos pueden compartir una misma plataforma de control, con demostraciones en directo del despliegue seguro de modelos en autómatas programables.",
    gradient: "amber-orange",
    datePublished: "2025-03-19",
    presenter: "Henrike Vass, directora de Sistemas Industriales",
    duration: "75 minutos",
  },
  {
    id: "trace-grounded-agent-evaluation",
    category: "research",
    title: "Evaluación basada en trazas de agentes de lenguaje que usan herramientas",
    description:
      "Demostramos que puntuar a los agentes a partir de trazas registradas de llamadas a herramientas predice las tasas de fallo en producción de forma más fiable que la precisión de la respuesta final por sí sola.",
    gradient: "violet-fuchsia",
    datePublished: "2024-12-09",
    authors: ["Priya Castellanos", "Tomasz Lindqvist", "Ayo Benedetti"],
    published: { journal: "Journal of Applied Machine Learning Systems", year: 2024 },
  },
  {
    id: "drift-detection-industrial-sensors",
    category: "research",
    title: "Detección de deriva sin etiquetas en flujos de sensores industriales",
    description:
      "Un método ligero para señalar cambios de distribución en datos de sensores de alta frecuencia sin esperar a las etiquetas reales, probado en tres líneas de fabricación.",
    gradient: "amber-orange",
    datePublished: "2025-04-08",
    authors: ["Henrike Vass", "Julian Mbeki"],
    published: { journal: "Transactions on Industrial Data Science", year: 2025 },
  },
  {
    id: "agent-trace-kit",
    category: "tools",
    title: "agent-trace-kit",
    description:
      "Una biblioteca de Python para registrar, reproducir y puntuar ejecuciones de agentes de IA, de modo que las baterías de evaluación puedan ejecutarse sobre trazas reales de producción.",
    gradient: "sky-indigo",
    datePublished: "2024-07-15",
    githubUrl: "https://github.com/tessellate-ai/agent-trace-kit",
    language: "Python",
    stars: "2.4k",
  },
  {
    id: "streamhouse-bench",
    category: "tools",
    title: "streamhouse-bench",
    description:
      "Un generador de carga y banco de pruebas en Rust para pipelines de streaming que informa de los percentiles de latencia de extremo a extremo con tráfico realista y a ráfagas.",
    gradient: "blue-cyan",
    datePublished: "2024-08-27",
    githubUrl: "https://github.com/tessellate-ai/streamhouse-bench",
    language: "Rust",
    stars: "1.1k",
  },
  {
    id: "lineage-lens",
    category: "tools",
    title: "lineage-lens",
    description:
      "Un visor en TypeScript que convierte los metadatos de linaje de los pipelines en un grafo navegable y muestra de dónde procede cada campo y qué reglas de consentimiento se le aplican.",
    gradient: "teal-emerald",
    datePublished: "2025-03-03",
    githubUrl: "https://github.com/tessellate-ai/lineage-lens",
    language: "TypeScript",
    stars: "860",
  },
];
