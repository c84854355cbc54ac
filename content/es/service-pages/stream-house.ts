import type { streamHousePage as english } from "@/content/service-pages/stream-house";

export const streamHousePage: typeof english = {
  hero: {
    badge: "Servicio principal",
    title: "Stream House: actúe sobre los datos en cuanto llegan",
    highlight: "en cuanto llegan",
    tagline: "Streaming en tiempo real, construido para funcionar durante años.",
    lead: "Stream House es nuestra área especializada en sistemas de datos en tiempo real. Diseñamos, construimos y operamos plataformas de streaming que convierten los eventos en directo en decisiones en milisegundos, con la fiabilidad de la que dependen sus operaciones.",
  },
  overview: {
    intro: {
      eyebrow: "Visión general",
      title: "Por qué importa el tiempo real",
      lead: "Muchas decisiones pierden su valor en cuestión de segundos. Stream House ofrece a sus equipos una visión actualizada del negocio y los medios para reaccionar mientras todavía cuenta.",
    },
    points: [
      "Los pipelines por lotes le dicen lo que pasó ayer. Los sistemas de streaming le dicen lo que está pasando ahora, para poder detener un pago sospechoso, redirigir un envío retrasado o sustituir un sensor que falla antes de que el problema se extienda.",
      "Construimos sobre bases open source probadas como Apache Kafka y Apache Flink, y solo escribimos procesadores a medida cuando su latencia o su lógica lo exigen. Todo diseño parte de las decisiones que necesita tomar y del tiempo del que dispone para tomarlas.",
      "Nuestros proyectos cubren todo el recorrido, desde la captura de eventos hasta la acción automatizada, incluidos el gobierno de esquemas, el procesamiento exactly-once, la observabilidad y los runbooks. Sus ingenieros se quedan con una plataforma que entienden y que pueden ampliar por su cuenta.",
    ],
  },
  capabilities: {
    intro: {
      eyebrow: "Capacidades",
      title: "Lo que ofrece Stream House",
      lead: "Cuatro capacidades forman el núcleo de cada plataforma de streaming que construimos, cada una dimensionada según los objetivos de volumen, latencia y fiabilidad de su negocio.",
    },
    items: [
      {
        id: "real-time-processing",
        icon: "zap",
        title: "Procesamiento en tiempo real",
        description:
          "Procese los eventos en milisegundos desde su llegada, para que las decisiones se basen en lo que es cierto ahora y no en la última ejecución por lotes.",
        longDescription:
          "Construimos pipelines de procesamiento que filtran, enriquecen, combinan y puntúan los eventos a medida que llegan. Los presupuestos de latencia se fijan para cada caso de uso y se miden de extremo a extremo, desde el sistema que produce el evento hasta la acción tomada. Cuando los milisegundos importan, ajustamos la serialización, el particionado y el acceso al estado hasta que el pipeline cumple su objetivo con la carga máxima, no solo en un entorno de pruebas tranquilo.",
        benefits: [
          "Latencia de extremo a extremo de milisegundos",
          "Garantías de procesamiento exactly-once",
          "Enriquecimiento con datos de referencia sobre la marcha",
          "Latencia medida y con alertas en cada pipeline",
        ],
        examples: [
          "Puntuar el riesgo de fraude de las transacciones con tarjeta antes de la autorización",
          "Enriquecer los eventos de clickstream con perfiles de cliente",
          "Señalar lecturas de sensores fuera de rango en una línea de producción",
        ],
      },
      {
        id: "scalable-architecture",
        icon: "layers",
        title: "Arquitectura escalable",
        description:
          "Pase de miles a millones de eventos por segundo añadiendo capacidad, no rediseñando el sistema.",
        longDescription:
          "Nuestras arquitecturas escalan horizontalmente gracias a un particionado cuidadoso, unos límites de servicio sin estado y un cómputo elástico. Modelamos el crecimiento previsto durante el diseño, hacemos pruebas de carga por encima de él y documentamos los pasos exactos para añadir capacidad. El almacenamiento por niveles hace asequible una retención prolongada, y las políticas de autoescalado responden al retraso de los consumidores y no a suposiciones sobre el tráfico.",
        benefits: [
          "Escalado horizontal sin interrupciones",
          "Particionado planificado para el volumen futuro",
          "Almacenamiento por niveles que controla el coste de la retención",
          "Planes de capacidad validados con pruebas de carga",
        ],
        examples: [
          "Escalar un flujo de pagos durante los picos de las fiestas",
          "Incorporar nuevas regiones sin reescribir los pipelines",
          "Conservar un año de historial de eventos para poder reproducirlo",
        ],
      },
      {
        id: "event-driven-systems",
        icon: "workflow",
        title: "Sistemas orientados a eventos",
        description:
          "Conecte los servicios mediante eventos para que cada uno reaccione a los cambios por su cuenta, sin frágiles integraciones punto a punto.",
        longDescription:
          "Ayudamos a los equipos a pasar de cadenas de peticiones fuertemente acopladas a diseños orientados a eventos, en los que los servicios publican hechos y se suscriben a los que necesitan. Definimos los contratos de eventos, las reglas de evolución de esquemas y los responsables, para poder añadir nuevos consumidores sin coordinar versiones. Patrones como la captura de datos de cambios, el outbox y las sagas mantienen la coherencia entre bases de datos y servicios.",
        benefits: [
          "Servicios débilmente acoplados y desplegables de forma independiente",
          "Esquemas de eventos gobernados con una evolución segura",
          "Captura de datos de cambios desde las bases de datos existentes",
          "Reproducción completa para auditorías y recuperación",
        ],
        examples: [
          "Transmitir en streaming los cambios de pedidos desde un ERP heredado",
          "Activar los flujos de preparación de pedidos a partir de eventos de pago",
          "Mantener los índices de búsqueda sincronizados con los sistemas de origen",
        ],
      },
      {
        id: "continuous-analytics",
        icon: "chart-line",
        title: "Analítica continua",
        description:
          "Mantenga al día métricas, agregados y modelos a medida que llegan los eventos, para que los paneles y las alertas reflejen el presente.",
        longDescription:
          "La analítica continua sustituye los informes nocturnos por agregaciones por ventanas, totales acumulados y detección de anomalías calculados sobre flujos en directo. Servimos los resultados a paneles, sistemas de alertas y variables de machine learning con definiciones coherentes, de modo que la cifra de la pantalla coincide con la del almacén de datos. Los modelos pueden puntuarse dentro del flujo y monitorizarse para detectar la deriva cuando cambian las condiciones.",
        benefits: [
          "Paneles en directo con datos actualizados al segundo",
          "Agregaciones por ventanas y detección de anomalías",
          "Métricas coherentes entre el flujo y el almacén de datos",
          "Variables en streaming para modelos de machine learning",
        ],
        examples: [
          "Posiciones de inventario en directo en todos los centros de distribución",
          "Seguimiento minuto a minuto de la conversión durante los lanzamientos",
          "Actualización en tiempo real de las variables de los modelos de recomendación",
        ],
      },
    ],
  },
  architecture: {
    intro: {
      eyebrow: "Arquitectura",
      title: "Cómo se articula una plataforma Stream House",
      lead: "Todas las plataformas que construimos siguen las mismas cuatro etapas, desde el primer evento capturado hasta la acción que desencadena. Cada etapa es observable, está probada y tiene un responsable.",
    },
    stages: [
      {
        icon: "database",
        name: "Ingesta de datos",
        description:
          "Los eventos llegan desde aplicaciones, bases de datos, dispositivos y fuentes de socios a través de topics duraderos y con esquemas validados, que absorben las ráfagas sin pérdidas.",
      },
      {
        icon: "cpu",
        name: "Procesamiento de flujos",
        description:
          "Procesadores con estado filtran, combinan, enriquecen y agregan los eventos sobre la marcha, con garantías exactly-once y seguimiento de la latencia en cada paso.",
      },
      {
        icon: "server",
        name: "Gestión del estado",
        description:
          "El estado local con checkpoints y los almacenes duraderos conservan el contexto que necesita cada decisión, para que el sistema se recupere de un fallo sin perder el punto en el que estaba.",
      },
      {
        icon: "target",
        name: "Motor de acciones",
        description:
          "Los resultados activan alertas, llamadas a API, puntuaciones de modelos y flujos de trabajo automatizados, y cada acción queda registrada para auditoría y reproducción.",
      },
    ],
  },
  technologies: {
    intro: {
      eyebrow: "Tecnologías",
      title: "Herramientas probadas, elegidas para cada trabajo",
      lead: "Trabajamos con motores open source consolidados y con servicios gestionados, y solo escribimos nuestros propios componentes cuando un requisito lo exige.",
    },
    items: [
      {
        name: "Apache Kafka",
        description:
          "Kafka es la columna vertebral duradera de la mayoría de nuestras plataformas. Lo usamos para la ingesta, el almacenamiento y la reproducción de eventos, con registros de esquemas y almacenamiento por niveles para retenciones prolongadas.",
      },
      {
        name: "Apache Flink",
        description:
          "Usamos Flink para el procesamiento con estado y baja latencia: ventanas por tiempo de evento, combinaciones complejas y actualizaciones exactly-once cuando importan tanto la exactitud como la respuesta en milisegundos.",
      },
      {
        name: "Apache Spark",
        description:
          "Spark Structured Streaming gestiona cargas de microlotes de alto rendimiento y unifica el streaming con las recargas históricas, lo que mantiene la analítica coherente con el data lake.",
      },
      {
        name: "Procesadores de flujos a medida",
        description:
          "Cuando los motores de uso general no pueden cumplir un requisito de latencia o de lógica, construimos procesadores ligeros en Rust, Go o Java, probados e instrumentados con el mismo nivel de exigencia.",
      },
    ],
  },
  caseStudy: {
    id: "real-time-trading-decisions",
    icon: "chart-line",
    title: "Decisiones en tiempo real para el trading financiero",
    client: "Keystone Ridge Capital",
    description:
      "Una firma de trading mediana sustituyó un pipeline de señales orientado a lotes por una plataforma Stream House que evalúa los eventos de mercado a medida que llegan.",
    longDescription:
      "Keystone Ridge Capital generaba señales de trading a partir de datos de mercado que pasaban por varias colas y por un servicio de reglas que se ajustaba cada noche. Cuando una señal llegaba a un operador, habían pasado unos 300 milisegundos, y las oportunidades de corta duración a menudo ya se habían esfumado.\n\nReconstruimos el recorrido desde la fuente de mercado hasta la decisión sobre Apache Kafka y Apache Flink, con un procesador de libro de órdenes a medida para los instrumentos más sensibles a la latencia. Los datos de referencia y los límites de riesgo se mantienen en el estado local, de modo que cada decisión se toma sin un viaje de ida y vuelta por la red, y cada evento se conserva para su reproducción y su revisión regulatoria.\n\nLa plataforma procesa ahora más de 100,000 eventos de mercado por segundo con una latencia de decisión inferior a 15 milisegundos. El equipo cuantitativo de Keystone Ridge añade nuevas estrategias mediante un contrato de eventos gobernado, sin tocar el pipeline principal.",
    benefits: [
      "Latencia de decisión reducida de 300 ms a menos de 15 ms",
      "Límites de riesgo aplicados en el flujo antes de enviar las órdenes",
      "Reproducción completa de eventos para backtesting y cumplimiento normativo",
      "Nuevas estrategias desplegadas sin cambios en el pipeline",
    ],
    examples: [
      "Detectar las dislocaciones de precios entre mercados en el momento en que se forman",
      "Recalcular la exposición con cada ejecución en todas las mesas",
      "Pausar automáticamente una estrategia cuando se dispara la volatilidad",
    ],
    results: [
      { value: "100,000+", label: "eventos de mercado procesados por segundo" },
      { value: "< 15 ms", label: "de latencia de decisión, frente a 300 ms" },
      { value: "47%", label: "más oportunidades identificadas" },
      { value: "99.999%", label: "de fiabilidad de la plataforma" },
    ],
  },
  applications: {
    intro: {
      eyebrow: "Aplicaciones",
      title: "Donde el streaming marca la diferencia",
      lead: "Los sistemas en tiempo real compensan allí donde el valor de una decisión se desvanece rápido. Estas son las aplicaciones que construimos con más frecuencia.",
    },
    items: [
      {
        icon: "shield-check",
        title: "Detección de fraude",
        description:
          "Puntúe pagos, inicios de sesión y cambios en las cuentas en milisegundos, y detenga la actividad sospechosa antes de que se mueva el dinero.",
      },
      {
        icon: "router",
        title: "Telemetría IoT",
        description:
          "Ingiera lecturas de miles de dispositivos, detecte anomalías en el edge o en la nube y avise al equipo adecuado de inmediato.",
      },
      {
        icon: "truck",
        title: "Seguimiento de flotas",
        description:
          "Siga vehículos y envíos en directo; para un cliente de logística, nuestra plataforma ofrece un 98.7% de precisión de seguimiento en 15,000 vehículos.",
      },
      {
        icon: "sparkles",
        title: "Personalización en tiempo real",
        description:
          "Actualice las recomendaciones y las ofertas dentro de una misma sesión, en función de lo que cada cliente está haciendo en ese momento.",
      },
      {
        icon: "boxes",
        title: "Visibilidad de la cadena de suministro",
        description:
          "Combine pedidos, inventario y eventos de transportistas en una única imagen actualizada, y cambie la ruta antes de que un retraso llegue al cliente.",
      },
      {
        icon: "activity",
        title: "Monitorización y observabilidad",
        description:
          "Envíe logs, métricas y trazas a un único pipeline que detecta incidentes en segundos en lugar de minutos.",
      },
      {
        icon: "trending-up",
        title: "Trading y datos de mercado",
        description:
          "Procese las fuentes de mercado con latencia de milisegundos, aplique límites de riesgo sobre la marcha y conserve cada evento para su reproducción y revisión.",
      },
      {
        icon: "battery-charging",
        title: "Gestión de la red eléctrica",
        description:
          "Equilibre la oferta y la demanda con datos en directo de contadores, meteorología y generación, y responda a los eventos de la red a medida que se producen.",
      },
    ],
  },
  closing: {
    title: "Vea Stream House con sus propios datos",
    lead: "Solicite una demostración y le mostraremos un pipeline en funcionamiento diseñado en torno a una de sus decisiones en tiempo real, con una visión honesta de la latencia, el coste y el esfuerzo que implica.",
  },
};
