import type { aboutPage as english } from "@/content/about";

export const aboutPage: typeof english = {
  hero: {
    title: "Ingenieros que construyen IA que perdura",
    lead: "Tessellate AI es una consultora de ingeniería especializada en IA agéntica, machine learning y datos en tiempo real. Desde San Francisco, Londres y Singapur ayudamos a los equipos a pasar de un piloto prometedor a un sistema en el que pueden confiar, y dedicamos parte de nuestro tiempo a organizaciones sin ánimo de lucro a través del NGO Lab.",
  },
  mission: {
    title: "Nuestra misión",
    text: "Poner una IA fiable a trabajar en problemas que importan: sistemas que se miden frente a una línea base clara, que entienden las personas que los usan y que pertenecen a las organizaciones que los pagan.",
  },
  vision: {
    title: "Nuestra visión",
    text: "Un mundo en el que cualquier organización, desde un banco global hasta una ONG de diez personas, pueda usar la IA con la misma confianza que deposita en su sistema contable: probada, explicable, segura y responsable ante las personas a las que sirve.",
  },
  values: [
    {
      icon: "target",
      title: "Resultados antes que entregables",
      description:
        "Acordamos la cifra que define el éxito antes de escribir código e informamos sobre ella con honestidad, también cuando el resultado es menor de lo que esperábamos.",
    },
    {
      icon: "eye",
      title: "Transparencia",
      description:
        "Alcances claros, estimaciones sin rodeos y modelos que puede inspeccionar. Usted ve las métricas, las contrapartidas y el código, y cuando nos vamos, todo es suyo.",
    },
    {
      icon: "shield-check",
      title: "Responsabilidad desde el diseño",
      description:
        "Las revisiones de privacidad, equidad y seguridad forman parte de cada fase de diseño, no son una auditoría al final. Preferimos rechazar un proyecto antes que entregar un sistema que no podamos respaldar.",
    },
    {
      icon: "wrench",
      title: "Oficio de ingeniería",
      description:
        "Pipelines probados, entrenamiento reproducible y monitorización desde el primer día. Construimos software que su equipo puede operar a las tres de la madrugada sin tener que llamarnos.",
    },
    {
      icon: "users",
      title: "Colaboración",
      description:
        "Trabajamos dentro de su equipo, no a su lado. El trabajo en pareja, la documentación y la formación son nuestra manera de garantizar que el conocimiento se quede con ustedes cuando termina el proyecto.",
    },
    {
      icon: "heart-handshake",
      title: "Impacto social",
      description:
        "Parte de nuestra capacidad se destina pro bono a organizaciones sin ánimo de lucro a través del NGO Lab. Los mismos ingenieros sénior y el mismo nivel de trabajo, sin factura.",
    },
  ],
  leadership: [
    {
      name: "Maya Okafor",
      role: "Directora ejecutiva (CEO)",
      bio: "Maya fundó Tessellate AI tras doce años al frente de equipos de machine learning en pagos y logística, donde aprendió que lo más difícil de la IA es el último tramo hasta producción. Tiene un máster en investigación operativa y es quien fijó el principio de la firma: cada proyecto se mide frente a una línea base acordada con el cliente.",
    },
    {
      name: "Tomasz Wierzbicki",
      role: "Director de tecnología (CTO)",
      bio: "Tomasz pasó una década construyendo sistemas de datos distribuidos para operadores de redes eléctricas y después dirigió la ingeniería de plataforma en una empresa de analítica marítima. En Tessellate AI lidera la arquitectura de todas las áreas y el stack de referencia en el que se basan Stream House y nuestras plataformas de control modulares.",
    },
    {
      name: "Priya Raman",
      role: "Directora de operaciones (COO)",
      bio: "Priya dirigió anteriormente la entrega de proyectos en una consultora de tecnología sanitaria, donde gestionó programas regulados en tres continentes. Supervisa la entrega, la seguridad y las operaciones con clientes en nuestras oficinas de San Francisco, Londres y Singapur, y protege la capacidad que comprometemos con el NGO Lab cada trimestre.",
    },
  ],
  teams: [
    {
      icon: "bot",
      name: "Sistemas agénticos",
      description:
        "Diseña y pone en producción agentes de IA que planifican, llaman a herramientas y devuelven el trabajo a las personas en el momento oportuno, con salvaguardas, baterías de evaluación y trazas completas de cada decisión.",
      focus: [
        "Orquestación de varios agentes",
        "Uso de herramientas y recuperación",
        "Evaluación y salvaguardas",
      ],
    },
    {
      icon: "brain",
      name: "Aprendizaje automático y MLOps",
      description:
        "Construye modelos predictivos y generativos, y los pipelines que los mantienen precisos en producción, desde los feature stores hasta el reentrenamiento automatizado y la monitorización de la deriva.",
      focus: [
        "Modelos de previsión y de riesgo",
        "Monitorización y reentrenamiento de modelos",
        "Pruebas de explicabilidad y equidad",
      ],
    },
    {
      icon: "database",
      name: "Plataformas de datos y streaming",
      description:
        "Construye los cimientos de datos de los que depende todo sistema de IA, incluida la plataforma en tiempo real Stream House, que lleva los eventos desde su origen hasta la decisión en milisegundos.",
      focus: [
        "Streaming de eventos en tiempo real",
        "Arquitectura lakehouse",
        "Calidad y linaje de los datos",
      ],
    },
    {
      icon: "factory",
      name: "Control industrial y MCP",
      description:
        "Conecta la IA con las operaciones físicas mediante nuestras plataformas de control modulares, y reúne datos de sensores, lógica de control y enclavamientos de seguridad en un único sistema auditable.",
      focus: [
        "Integración de sensores y PLC",
        "Inferencia en el edge",
        "Lazos de control con certificación de seguridad",
      ],
    },
  ],
  advisors: [
    {
      name: "Prof. Elena Marchetti",
      role: "Catedrática de Informática, Halden Institute of Technology",
      bio: "Elena investiga la verificación de sistemas de aprendizaje y ha publicado numerosos trabajos sobre cómo probar agentes autónomos. Asesora a nuestro equipo de Sistemas agénticos sobre métodos de evaluación y sobre en qué casos las garantías formales son realistas.",
    },
    {
      name: "Richard Osei",
      role: "Ex director de riesgos (CRO), Northmere Financial Group",
      bio: "Richard dedicó veinticinco años a la gestión de riesgos bancarios, ocho de ellos como director de riesgos. Nos ayuda a diseñar un gobierno de modelos que satisfaga a los reguladores sin paralizar la entrega.",
    },
    {
      name: "Carmen Delgado",
      role: "Directora ejecutiva, Open Harvest Network",
      bio: "Carmen dirige una red de bancos de alimentos comunitarios presente en más de cuarenta ciudades. Asesora al NGO Lab sobre los criterios de selección y sobre lo que necesitan las ONG para mantener un sistema en funcionamiento después del traspaso.",
    },
  ],
  commitment: {
    title: "Nuestro compromiso con la IA responsable y el impacto social",
    paragraphs: [
      "Todos los sistemas que construimos pasan por una revisión de IA responsable dirigida por Dr. Lena Fischer, nuestra directora de IA Responsable. Documentamos los datos de los que aprende cada modelo, comprobamos si tiene un impacto desigual y diseñamos un camino claro para que una persona pueda revisar y anular sus decisiones. Cuando un caso de uso pondría en riesgo a las personas y ese riesgo no se puede gestionar, lo decimos y nos retiramos.",
      "A través del NGO Lab, dirigido por Amara Nwosu, seleccionamos cada trimestre organizaciones sin ánimo de lucro y les construimos gratuitamente herramientas de datos e IA, desde el descubrimiento hasta el traspaso. El trabajo lo hacen los mismos ingenieros sénior que atienden a nuestros clientes comerciales, y nos quedamos para formar a las personas que operarán el sistema cuando nos vayamos.",
    ],
    pledges: [
      {
        icon: "scale",
        title: "Equidad comprobada antes del lanzamiento",
        description:
          "Todo modelo que afecte a personas se somete a pruebas de impacto desigual entre los grupos relevantes, y los resultados se comparten con el cliente antes del lanzamiento.",
      },
      {
        icon: "user-check",
        title: "Las personas mantienen el control",
        description:
          "Las decisiones de alto impacto siempre cuentan con una persona que las revisa, con explicaciones que alguien no especialista puede leer y sobre las que puede actuar.",
      },
      {
        icon: "hand-heart",
        title: "Capacidad pro bono cada trimestre",
        description:
          "Reservamos cada trimestre una parte fija del tiempo de ingeniería para proyectos del NGO Lab, y la protegemos incluso cuando la demanda comercial es alta.",
      },
    ],
    cta: {
      title: "Construya con un equipo que comparte sus estándares",
      lead: "Tanto si dirige una empresa como una ONG, cuéntenos qué quiere cambiar. Le diremos con claridad qué puede hacer la IA y qué haría falta.",
    },
  },
};
