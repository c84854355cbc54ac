import type { allServices as english } from "@/content/services";

export { serviceSchema } from "@/content/services";

export const allServices: typeof english = [
  {
    id: "agentic-ai",
    title: "IA agéntica",
    description:
      "Agentes y copilotos que razonan sobre sus datos, planifican tareas de varios pasos y actúan a través de sus herramientas, con salvaguardas, registros de auditoría y supervisión humana.",
    icon: "bot",
    gradient: "violet-fuchsia",
    features: [
      "Agentes autónomos para flujos de trabajo de principio a fin",
      "Copilotos de IA integrados en las herramientas que sus equipos ya usan",
      "Orquestación de tareas con varios agentes",
      "Uso de herramientas sobre sus API, documentos y bases de datos",
      "Salvaguardas, baterías de evaluación y registros de auditoría",
      "Revisión y escalado con intervención humana",
    ],
    caseStudy: {
      client: "Meridian Mutual Insurance",
      result: "El 78% de las consultas de clientes, resueltas de principio a fin por agentes",
    },
  },
  {
    id: "machine-learning",
    title: "Aprendizaje automático",
    description:
      "Modelos predictivos que se ganan su lugar en producción: previsión, puntuación de riesgo, visión artificial y recomendaciones, con monitorización de la deriva tras el lanzamiento.",
    icon: "brain",
    gradient: "blue-cyan",
    features: [
      "Previsión y planificación de la demanda",
      "Detección de riesgos, fraude y anomalías",
      "Visión artificial para inspección y seguimiento",
      "Recomendación y personalización",
      "Pipelines de MLOps con monitorización de la deriva",
      "Revisiones de explicabilidad y equidad de los modelos",
    ],
    caseStudy: {
      client: "Northfield Precision Manufacturing",
      result: "Un 37% menos de paradas no planificadas gracias al mantenimiento predictivo",
    },
  },
  {
    id: "data-solutions",
    title: "Soluciones de datos",
    description:
      "Los cimientos de los que depende la IA: estrategia de datos, pipelines fiables, almacenes de datos gobernados y paneles en los que la gente confía, en la nube que ya utiliza.",
    icon: "database",
    gradient: "teal-emerald",
    features: [
      "Estrategia y arquitectura de datos",
      "Pipelines por lotes y en streaming",
      "Visualización y analítica de autoservicio",
      "Gobierno, linaje y cumplimiento normativo",
      "Integraciones con AWS, Azure, GCP y Snowflake",
      "Documentación y formación del equipo",
    ],
    caseStudy: {
      client: "Harborline Retail Group",
      result: "Un ROI del 215% en el primer año de la nueva plataforma analítica",
    },
  },
  {
    id: "mcp-solutions",
    title: "Soluciones MCP",
    subtitle: "Plataformas de control modulares",
    description:
      "Plataformas de control modulares que unifican máquinas, sensores y software bajo una única capa de control: incorpore nuevas capacidades sin reconstruir la planta.",
    icon: "blocks",
    gradient: "amber-orange",
    features: [
      "Arquitectura de control modular y enchufable",
      "Control y monitorización centralizados",
      "Escalable de una línea a muchas plantas",
      "Fiabilidad de nivel industrial de hasta el 99.999%",
      "Respuesta de control inferior al milisegundo",
      "Integración con PLC, SCADA y dispositivos IoT",
    ],
    caseStudy: {
      client: "Veridian Automation",
      result: "Puesta en marcha de nuevas líneas de producción un 59% más rápida",
    },
  },
  {
    id: "stream-house",
    title: "Stream House",
    subtitle: "Streaming en tiempo real",
    description:
      "Plataformas de streaming en tiempo real que convierten eventos en decisiones en milisegundos, construidas sobre Apache Kafka, Flink y Spark con garantías exactly-once.",
    icon: "activity",
    gradient: "sky-indigo",
    features: [
      "Ingesta de eventos en tiempo real a gran escala",
      "Procesamiento de flujos con Kafka, Flink y Spark",
      "Arquitecturas orientadas a eventos",
      "Procesamiento con estado y semántica exactly-once",
      "Analítica continua y paneles en directo",
      "Acciones automatizadas a partir de señales en streaming",
    ],
    caseStudy: {
      client: "TransitCore Logistics",
      result: "Un 98.7% de precisión de seguimiento en 15,000 vehículos",
    },
  },
  {
    id: "ngo-lab",
    title: "NGO Lab",
    subtitle: "Desarrollo gratuito para ONG",
    description:
      "Nuestro laboratorio de producto pro bono: las organizaciones sin ánimo de lucro seleccionadas cuentan con un equipo sénior que diseña, construye y les entrega herramientas de datos e IA sin coste alguno.",
    icon: "heart-handshake",
    gradient: "emerald-lime",
    features: [
      "Diseño e ingeniería pro bono",
      "Selección trimestral de organizaciones socias",
      "Analítica predictiva para planificar programas",
      "Visualización de datos para donantes y patronatos",
      "Automatización de procesos para equipos pequeños",
      "Traspaso, formación y documentación abierta",
    ],
    caseStudy: {
      client: "Clearwater Community Trust",
      result: "Un sistema de agua que hoy abastece a 12 comunidades",
    },
  },
];
