import type { agenticAiPage as english } from "@/content/service-pages/agentic-ai";

export const agenticAiPage: typeof english = {
  hero: {
    badge: "IA agéntica",
    title: "Agentes de IA que terminan el trabajo, no solo el primer borrador",
    highlight: "terminan el trabajo",
    lead:
      "Diseñamos, construimos y operamos agentes de IA que leen sus sistemas, planifican tareas " +
      "de varios pasos y actúan con las mismas herramientas que usan sus equipos, con los " +
      "permisos, los registros de auditoría y los puntos de control humanos que necesita un " +
      "negocio en producción.",
  },
  whatIs: {
    intro: {
      eyebrow: "Qué es la IA agéntica",
      title: "Software que razona sobre un objetivo y lo lleva a término",
      lead:
        "Un chatbot responde a una pregunta. Un agente recibe un objetivo, como resolver un " +
        "siniestro o conciliar una factura, determina los pasos, llama a los sistemas adecuados " +
        "e informa de lo que ha hecho y por qué.",
    },
    pillars: [
      {
        icon: "brain",
        title: "Pensar y razonar",
        description:
          "Los agentes interpretan cada solicitud a la luz de sus políticas, registros y " +
          "documentos, y exponen el razonamiento detrás de cada conclusión para que los " +
          "revisores puedan comprobarlo.",
      },
      {
        icon: "route",
        title: "Planificar y decidir",
        description:
          "Cada objetivo se divide en pasos ordenados con puntos de decisión explícitos, de modo " +
          "que el agente sabe cuándo continuar, cuándo preguntar y cuándo detenerse.",
      },
      {
        icon: "refresh-cw",
        title: "Ejecutar y adaptarse",
        description:
          "Los agentes llaman a API, consultan bases de datos y actualizan registros; después " +
          "comprueban el resultado y ajustan el plan cuando un paso falla o aparece información " +
          "nueva.",
      },
      {
        icon: "messages-square",
        title: "Colaborar y comunicar",
        description:
          "Los agentes se pasan el trabajo entre sí y a las personas, con un resumen claro de lo " +
          "que se ha hecho, lo que queda pendiente y lo que requiere una decisión humana.",
      },
    ],
  },
  useCases: {
    intro: {
      eyebrow: "Casos de uso",
      title: "Tres formas de poner a trabajar a los agentes",
      lead:
        "La mayoría de los proyectos empiezan con uno de estos patrones. Elegimos el que mejor " +
        "se ajusta al proceso, a la tolerancia al riesgo y a los sistemas existentes.",
    },
    items: [
      {
        id: "autonomous-agents",
        icon: "bot",
        title: "Agentes autónomos",
        description:
          "Agentes que se encargan de principio a fin de un proceso bien delimitado, desde la " +
          "entrada hasta la resolución, y solo escalan los casos que quedan fuera de su mandato.",
        longDescription:
          "Los agentes autónomos son adecuados para trabajo de gran volumen con reglas claras y " +
          "un resultado medible: responder preguntas sobre pólizas, tramitar cambios de " +
          "dirección, clasificar incidencias de soporte. Primero definimos el mandato, es decir, " +
          "qué acciones puede realizar el agente, qué datos puede leer y qué umbrales envían un " +
          "caso a una persona.\n\n" +
          "Cada agente se ejecuta contra una batería de pruebas versionada, construida a partir " +
          "de sus casos históricos, y cada acción se registra con sus entradas, la herramienta " +
          "llamada y el resultado. En una aseguradora, los agentes resuelven ya de principio a " +
          "fin el 78% de las consultas de clientes, y el resto de los casos llega al equipo de " +
          "atención con el contexto ya reunido.\n\n" +
          "Ejecutamos los nuevos agentes en modo sombra antes de que actúen sobre registros " +
          "reales, para que su equipo pueda comparar sus decisiones con las humanas antes de " +
          "concederles permisos de escritura.",
        benefits: [
          "Gestión de los casos rutinarios a cualquier hora",
          "Aplicación coherente de las políticas escritas",
          "Registro completo de acciones para auditoría y revisión",
          "Tiempo del personal liberado para las excepciones complejas",
        ],
        examples: [
          "Consultas sobre pólizas y facturación resueltas sin traspaso",
          "Conciliación de facturas de proveedores con las órdenes de compra",
          "Solicitudes de acceso a TI verificadas, aprobadas y aprovisionadas",
        ],
      },
      {
        id: "ai-copilots",
        icon: "user-check",
        title: "Copilotos de IA",
        description:
          "Asistentes integrados en las herramientas que sus especialistas ya utilizan, que " +
          "preparan el trabajo mientras la persona conserva la decisión final.",
        longDescription:
          "Los copilotos son la opción adecuada cuando el criterio importa más que el volumen: " +
          "suscripción de riesgos, documentación clínica, revisión de contratos. El copiloto " +
          "reúne los registros relevantes, redacta una recomendación con citas a sus fuentes y " +
          "señala lo que no ha podido verificar. El especialista la acepta, la edita o la " +
          "rechaza.\n\n" +
          "Integramos los copilotos en las interfaces existentes, como un panel lateral del CRM, " +
          "una pantalla de gestión de expedientes o un cliente de correo, en lugar de pedir a la " +
          "gente que aprenda una aplicación nueva. Cada sugerencia enlaza con el documento o el " +
          "registro del que procede.\n\n" +
          "Las ediciones y los rechazos se recogen como feedback, que utilizamos para ajustar la " +
          "recuperación, los prompts y los conjuntos de evaluación en un ciclo de versiones " +
          "regular.",
        benefits: [
          "Menos tiempo dedicado a buscar y resumir",
          "Borradores basados en documentos fuente citados",
          "Las decisiones siguen en manos del personal responsable",
          "Un ciclo de feedback que mejora cada versión",
        ],
        examples: [
          "Resúmenes de suscripción elaborados a partir de las propuestas de los corredores",
          "Notas de expediente redactadas a partir de las transcripciones de llamadas del equipo de siniestros",
          "Primera revisión de contratos frente a un manual de cláusulas",
        ],
      },
      {
        id: "task-orchestration",
        icon: "workflow",
        title: "Orquestación de tareas",
        description:
          "Varios agentes especializados, coordinados por un supervisor, para completar procesos " +
          "que abarcan departamentos, sistemas y pasos de aprobación.",
        longDescription:
          "Algunos procesos son demasiado amplios para un solo agente. La incorporación de un " +
          "cliente empresarial, por ejemplo, implica verificaciones de identidad, análisis de " +
          "crédito, recopilación de documentos y alta de la cuenta. Modelamos el proceso como un " +
          "grafo de agentes especializados, cada uno con sus propias herramientas y permisos, " +
          "coordinados por un supervisor que mantiene el estado.\n\n" +
          "Construimos estos flujos con frameworks de orquestación como LangGraph, con estado " +
          "persistente para que un proceso pueda detenerse a la espera de una aprobación humana " +
          "y reanudarse días después sin perder el contexto. Los reintentos, los tiempos de " +
          "espera y las alternativas se diseñan desde el principio.\n\n" +
          "Los equipos de operaciones disponen de un panel que muestra en qué punto está cada " +
          "caso, qué agente lo tiene y qué lo está bloqueando.",
        benefits: [
          "Procesos entre sistemas ejecutados como un único flujo",
          "Estado persistente a través de las aprobaciones humanas",
          "Responsabilidad clara en cada paso",
          "Cuellos de botella visibles en tiempo real",
        ],
        examples: [
          "Incorporación de clientes empresariales a través de cuatro sistemas de back office",
          "Tareas de cierre de mes coordinadas entre los equipos de finanzas",
          "Gestión de devoluciones desde la solicitud hasta el reembolso y la reposición",
        ],
      },
    ],
  },
  technologies: {
    intro: {
      eyebrow: "Tecnologías que utilizamos",
      title: "Componentes probados, elegidos para cada trabajo",
      lead:
        "No dependemos de ningún modelo concreto y seleccionamos cada componente según su " +
        "precisión, su coste, su latencia y los lugares a los que pueden ir sus datos.",
    },
    items: [
      {
        name: "Grandes modelos de lenguaje",
        description:
          "Modelos alojados y de pesos abiertos, seleccionados para cada tarea y evaluados con " +
          "sus propios casos antes de decidirnos por uno.",
      },
      {
        name: "Generación aumentada por recuperación (RAG)",
        description:
          "Búsqueda híbrida por palabras clave y semántica en sus documentos, para que las " +
          "respuestas citen la política, el contrato o el registro exactos en que se basan.",
      },
      {
        name: "Llamadas a herramientas y API de funciones",
        description:
          "Interfaces tipadas y con permisos hacia su CRM, su ERP y sus servicios internos, para " +
          "que los agentes actúen con los mismos controles que su personal.",
      },
      {
        name: "Orquestación de varios agentes",
        description:
          "Frameworks como LangGraph para patrones de supervisor y trabajadores, estado " +
          "persistente y puntos de control con intervención humana.",
      },
      {
        name: "Bases de datos vectoriales",
        description:
          "pgvector, Qdrant o el almacén nativo de su proveedor cloud, dimensionados para su " +
          "corpus y alojados en su propio entorno cuando sea necesario.",
      },
      {
        name: "Evaluación y salvaguardas",
        description:
          "Baterías de regresión construidas con casos reales, filtros de entrada y salida, y " +
          "trazas que registran cada paso que da un agente.",
      },
    ],
  },
  clientApplications: {
    intro: {
      eyebrow: "Aplicaciones en clientes",
      title: "Donde los agentes ya están haciendo el trabajo",
      lead:
        "Los sectores regulados son los que plantean las preguntas más difíciles sobre control " +
        "y auditabilidad. Estos son los patrones que desplegamos con más frecuencia.",
    },
    items: [
      {
        icon: "landmark",
        industry: "Servicios financieros",
        application:
          "Los agentes preparan los expedientes de conocimiento del cliente (KYC), cotejan las " +
          "transacciones con las listas de sanciones y redactan los informes de operaciones " +
          "sospechosas para que los revise un analista, dejando constancia de cada fuente de " +
          "datos para los supervisores.",
      },
      {
        icon: "stethoscope",
        industry: "Salud",
        application:
          "Los agentes comprueban las solicitudes de autorización previa frente a los criterios " +
          "de la aseguradora, reúnen las notas clínicas de apoyo y devuelven las solicitudes " +
          "incompletas al equipo asistencial con la lista de lo que falta.",
      },
      {
        icon: "shopping-cart",
        industry: "Comercio electrónico",
        application:
          "Los agentes gestionan por chat y correo electrónico las consultas sobre el estado de " +
          "los pedidos, las devoluciones y los cambios, emiten reembolsos dentro de unos límites " +
          "fijados y derivan a una persona los pedidos en disputa o de alto valor.",
      },
      {
        icon: "gavel",
        industry: "Servicios jurídicos",
        application:
          "Los agentes revisan los contratos entrantes frente al manual de cláusulas del " +
          "despacho, marcan las desviaciones con propuestas de redacción alternativa y preparan " +
          "un resumen para el abogado responsable.",
      },
    ],
  },
  demo: {
    intro: {
      eyebrow: "Pruebe nuestro agente de demostración",
      title: "Vea cómo un agente resuelve una tarea real",
      lead:
        "Nuestro agente de demostración gestiona de principio a fin un caso de atención al " +
        "cliente de ejemplo, con registros de pólizas simulados y un CRM de prueba, para que " +
        "pueda seguir cada paso a medida que ocurre.",
    },
    points: [
      "Cómo planifica el agente los pasos antes de actuar",
      "Cada llamada a una herramienta, con sus entradas y resultados",
      "Cuándo y cómo traspasa un caso a una persona",
    ],
  },
  closing: {
    title: "Empiece por un proceso y mídalo",
    lead:
      "Díganos qué flujo de trabajo le cuesta más tiempo a su equipo. Definiremos un piloto con " +
      "medidas de éxito claras, lo ejecutaremos en modo sombra y le mostraremos los resultados " +
      "antes de que nada entre en producción.",
  },
};
