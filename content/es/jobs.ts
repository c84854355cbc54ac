import type { allJobs as english } from "@/content/jobs";

export const allJobs: typeof english = [
  {
    id: "senior-ml-engineer",
    title: "Ingeniero/a sénior de machine learning",
    department: "engineering",
    location: "sf",
    type: "full-time",
    summary:
      "Construya los agentes que nuestros clientes usan a diario, de la recuperación a la orquestación de herramientas: fiables, observables y fáciles de traspasar.",
    description:
      "Construirá y pondrá en producción los sistemas agénticos que nuestros clientes usan a diario, desde las capas de recuperación hasta la orquestación de llamadas a herramientas. Es un trabajo que importa porque estos agentes realizan tareas reales para equipos reales, y tienen que ser fiables, observables y fáciles de traspasar.",
    responsibilities: [
      "Diseñar y construir flujos de agentes para producción con criterios de evaluación claros desde el primer día",
      "Responsabilizarse del serving de modelos, la caché y el control de costes en los despliegues de clientes",
      "Escribir baterías de evaluación a partir de trazas registradas en producción",
      "Trabajar codo con codo con los ingenieros del cliente para que puedan operar y ampliar lo que construimos",
      "Revisar código y documentos de diseño en dos o tres proyectos simultáneos",
    ],
    requirements: [
      "Cinco o más años desarrollando software en producción, al menos dos de ellos en machine learning",
      "Dominio de Python y experiencia con al menos un framework de deep learning",
      "Experiencia práctica desplegando modelos de lenguaje con tráfico real de usuarios",
      "Soltura para explicar contrapartidas a personas no técnicas, por escrito y en persona",
    ],
    niceToHave: [
      "Contribuciones a herramientas open source de ML",
      "Experiencia con planificación de GPU u optimización de la inferencia",
      "Trayectoria en un sector regulado, como la salud o las finanzas",
    ],
    salary: "$185,000 – $235,000",
    postedAt: "2025-04-14",
  },
  {
    id: "staff-data-engineer-streaming",
    title: "Ingeniero/a de datos staff, streaming",
    department: "engineering",
    location: "nyc",
    type: "full-time",
    summary:
      "Dirija la técnica de los pipelines de Stream House, con millones de eventos por segundo para logística, energía y finanzas, y sea mentor del equipo.",
    description:
      "Stream House construye pipelines en tiempo real que procesan millones de eventos por segundo para clientes de logística, energía y finanzas. Como ingeniero/a staff, marcará la dirección técnica de esos pipelines y será mentor de los ingenieros que los construyen.",
    responsibilities: [
      "Liderar la arquitectura de plataformas de streaming basadas en Kafka, Flink y almacenamiento cloud-native",
      "Definir estándares de evolución de esquemas, gestión de la contrapresión y entrega exactly-once",
      "Dirigir la planificación de capacidad y las pruebas de carga antes de cada lanzamiento para un cliente",
      "Ser mentor de ingenieros sénior e intermedios mediante revisiones de diseño y trabajo en pareja",
      "Dar forma a la hoja de ruta de nuestras herramientas open source de benchmarking de streaming",
    ],
    requirements: [
      "Ocho o más años en ingeniería de datos, con amplia experiencia en procesamiento de flujos",
      "Experiencia en producción con Kafka o un sistema similar basado en logs",
      "Dominio de Java, Scala o Go",
      "Trayectoria demostrada liderando decisiones técnicas en varios equipos",
      "Comunicación escrita clara y paciente",
    ],
    niceToHave: [
      "Experiencia operando Flink o Spark Structured Streaming a gran escala",
      "Conocimiento de formatos de tabla lakehouse como Apache Iceberg",
      "Experiencia previa en consultoría o de cara al cliente",
    ],
    salary: "$215,000 – $265,000",
    postedAt: "2025-03-24",
  },
  {
    id: "ai-product-manager",
    title: "Product manager de IA",
    department: "product",
    location: "sf",
    type: "full-time",
    summary:
      "Convierta objetivos difusos en productos de IA que la gente usa de verdad, entre el cliente, nuestros ingenieros y los usuarios, lanzamiento a lanzamiento.",
    description:
      "Convertirá objetivos difusos de los clientes en productos de IA que la gente usa de verdad. Hará de puente entre las partes interesadas del cliente, nuestros ingenieros y los usuarios finales, y se asegurará de que cada lanzamiento resuelva un problema medido.",
    responsibilities: [
      "Dirigir el descubrimiento con los equipos del cliente y plantear los problemas en términos de resultados medibles",
      "Redactar requisitos de producto que incluyan criterios de evaluación y modos de fallo",
      "Priorizar backlogs de ingeniería, ciencia de datos y diseño",
      "Planificar despliegues, programas piloto y ciclos de feedback con los usuarios finales",
      "Informar cada dos semanas a los directivos del cliente sobre el avance y los riesgos",
    ],
    requirements: [
      "Cuatro o más años en gestión de producto, con al menos una funcionalidad de ML o IA lanzada",
      "Conocimiento práctico de cómo fallan los modelos de lenguaje y los modelos de ML clásicos",
      "Experiencia definiendo y siguiendo métricas de producto",
      "Seguridad para dirigir talleres con partes interesadas de alto nivel",
    ],
    niceToHave: [
      "Formación en ingeniería o ciencia de datos",
      "Experiencia en una consultora o agencia",
      "Conocimiento de los procesos de revisión de IA responsable",
    ],
    salary: "$170,000 – $210,000",
    postedAt: "2025-04-02",
  },
  {
    id: "product-designer",
    title: "Diseñador/a de producto",
    department: "design",
    location: "london",
    type: "full-time",
    summary:
      "Diseñe las interfaces donde las personas trabajan con la IA, de colas de revisión a paneles y traspasos de agentes, para que los equipos confíen en ellas.",
    description:
      "Diseñará las interfaces en las que las personas trabajan junto a la IA: colas de revisión, paneles de operador y traspasos de agentes. Aquí, un buen diseño decide si la gente confía lo suficiente en un sistema como para usarlo.",
    responsibilities: [
      "Dirigir la investigación de usuarios con el personal del cliente, desde operadores hasta directivos",
      "Diseñar flujos completos para herramientas asistidas por IA, incluidos los estados de error e incertidumbre",
      "Crear y mantener componentes compartidos en nuestro sistema de diseño",
      "Prototipar rápido y probar con usuarios reales antes de que empiece el desarrollo",
      "Colaborar con los ingenieros durante la implementación y la revisión de calidad",
    ],
    requirements: [
      "Cuatro o más años diseñando aplicaciones web complejas",
      "Un portfolio que muestre decisiones basadas en investigación y trabajo publicado",
      "Gran dominio de Figma y del prototipado interactivo",
      "Experiencia diseñando con criterios de accesibilidad WCAG 2.2 AA",
    ],
    niceToHave: [
      "Experiencia diseñando paneles con muchos datos o herramientas operativas",
      "Soltura para leer código front-end",
      "Trabajo previo en productos que usan machine learning",
    ],
    salary: "£70,000 – £88,000",
    postedAt: "2025-03-11",
  },
  {
    id: "solutions-architect",
    title: "Arquitecto/a de soluciones",
    department: "sales",
    location: "nyc",
    type: "full-time",
    summary:
      "Muestre a futuros clientes qué podemos construir y qué hará falta, con propuestas honestas sobre alcance, coste y riesgo, para empezar con buen pie.",
    description:
      "Ayudará a los clientes potenciales a entender qué podemos construir para ellos y qué hará falta. Elaborará propuestas honestas sobre alcance, coste y riesgo, para que los proyectos empiecen sobre una base sólida.",
    responsibilities: [
      "Dirigir llamadas de descubrimiento técnico con clientes potenciales",
      "Diseñar arquitecturas de solución y redactar declaraciones de trabajo con un alcance definido",
      "Estimar el esfuerzo y la dotación de personal con los responsables de entrega e ingeniería",
      "Presentar propuestas técnicas a los equipos de ingeniería y de dirección del cliente",
      "Traspasar el contexto a los equipos de entrega para que no se pierda nada en el arranque",
    ],
    requirements: [
      "Seis o más años en ingeniería de software, ingeniería de datos o arquitectura de soluciones",
      "Experiencia práctica con al menos una de las grandes plataformas cloud",
      "Conocimiento práctico de sistemas de ML y plataformas de datos",
      "Excelentes habilidades de presentación y de redacción de propuestas",
    ],
    niceToHave: [
      "Experiencia en preventa en una consultora o empresa de software",
      "Certificación en arquitectura cloud",
      "Conocimiento de clientes industriales o de servicios financieros",
    ],
    salary: "$175,000 – $215,000 de salario base más variable",
    postedAt: "2025-04-21",
  },
  {
    id: "delivery-lead-ngo-lab",
    title: "Responsable de entrega, NGO Lab",
    department: "operations",
    location: "remote",
    type: "contract",
    summary:
      "Dirija varios proyectos del NGO Lab a la vez, con contrato de doce meses, y convierta el voluntariado en herramientas que las ONG mantengan solas.",
    description:
      "El NGO Lab es nuestro laboratorio de producto pro bono para organizaciones sin ánimo de lucro. Como responsable de entrega, con un contrato de doce meses, planificará y dirigirá varios proyectos simultáneos y se asegurará de que el tiempo de los voluntarios se convierta en herramientas que los equipos de las ONG puedan mantener por su cuenta.",
    responsibilities: [
      "Definir el alcance de los proyectos con las organizaciones socias y acordar resultados claros",
      "Planificar sprints y asignar a los proyectos ingenieros, diseñadores y científicos de datos voluntarios",
      "Hacer seguimiento del avance, los riesgos y las horas de voluntariado de toda la cartera",
      "Dirigir sesiones de traspaso y formación para que las organizaciones asuman sus herramientas",
      "Recopilar datos de impacto y redactar breves informes de caso",
    ],
    requirements: [
      "Cinco o más años en gestión de proyectos o de entrega en proyectos de software",
      "Experiencia trabajando con ONG, organismos públicos u organizaciones comunitarias",
      "Soltura para coordinar equipos distribuidos en distintos husos horarios",
      "Excelente comunicación escrita y gestión de partes interesadas",
    ],
    niceToHave: [
      "Conocimiento de las normas de privacidad de datos aplicables a poblaciones vulnerables",
      "Experiencia en la gestión de voluntarios",
      "Nivel profesional de español o francés",
    ],
    salary: "$95 – $120 por hora",
    postedAt: "2025-03-06",
  },
  {
    id: "senior-data-scientist-drift",
    title: "Científico/a de datos sénior, monitorización de modelos",
    department: "data-science",
    location: "remote",
    type: "full-time",
    summary:
      "Diseñe la monitorización que mantiene precisos los modelos tras el lanzamiento: deriva, alertas fiables y reentrenamiento según los datos, no el calendario.",
    description:
      "Diseñará la monitorización que mantiene precisos los modelos de los clientes tras el lanzamiento. Eso implica detección de deriva, alertas en las que la gente confía y políticas de reentrenamiento basadas en los datos y no en el calendario.",
    responsibilities: [
      "Diseñar métricas de deriva y de calidad de datos para modelos tabulares, de texto y de sensores",
      "Fijar umbrales de alerta con los equipos del cliente y ajustarlos a partir de incidentes reales",
      "Incorporar criterios de reentrenamiento y reversión en nuestras plantillas de MLOps",
      "Investigar problemas de rendimiento de los modelos y explicar las conclusiones con claridad",
      "Aportar métodos y resultados a nuestras publicaciones de investigación",
    ],
    requirements: [
      "Cinco o más años de ciencia de datos aplicada, con modelos en producción",
      "Sólidos conocimientos de estadística, en especial contraste de hipótesis y comparación de distribuciones",
      "Dominio de Python y SQL",
      "Experiencia con al menos una plataforma de MLOps o de monitorización",
    ],
    niceToHave: [
      "Experiencia con series temporales o datos en streaming",
      "Un artículo publicado o una ponencia en un congreso",
      "Experiencia trabajando directamente con clientes",
    ],
    salary: "$165,000 – $205,000",
    postedAt: "2025-04-09",
  },
  {
    id: "machine-learning-intern",
    title: "Becario/a de machine learning",
    department: "data-science",
    location: "sf",
    type: "internship",
    summary:
      "Doce semanas este verano en un proyecto real de un cliente o del NGO Lab, con mentor propio: entregue trabajo útil y aprenda ML aplicado en la práctica.",
    description:
      "Pase doce semanas este verano trabajando en un proyecto real de un cliente o del NGO Lab con un mentor dedicado. Entregará trabajo que se usa y terminará con una idea clara de cómo se hace el ML aplicado fuera del aula.",
    responsibilities: [
      "Construir y evaluar modelos en un proyecto acotado junto a su mentor",
      "Escribir código Python limpio y probado que encaje en una base de código existente",
      "Documentar los experimentos para que otros puedan reproducirlos",
      "Presentar sus resultados al equipo al final de las prácticas",
    ],
    requirements: [
      "Estar cursando una titulación en informática, estadística o un campo relacionado",
      "Asignaturas o proyectos de machine learning",
      "Conocimiento práctico de Python y de las bibliotecas de datos habituales",
      "Curiosidad y la costumbre de hacer buenas preguntas",
    ],
    niceToHave: [
      "Experiencia con PyTorch o scikit-learn",
      "Interés por el trabajo en ONG o de interés público",
    ],
    salary: "$48 – $55 por hora",
    postedAt: "2025-03-17",
  },
];
