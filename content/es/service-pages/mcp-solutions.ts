import type { mcpSolutionsPage as english } from "@/content/service-pages/mcp-solutions";

export const mcpSolutionsPage: typeof english = {
  hero: {
    badge: "Plataformas de control modulares",
    title: "Software de control construido con módulos, no reescrito para cada línea",
    highlight: "construido con módulos",
    lead:
      "Nuestras plataformas de control modulares (MCP) ofrecen a plantas, almacenes y flotas de " +
      "dispositivos una única capa de supervisión sobre equipos heterogéneos, de modo que las " +
      "nuevas líneas y plantas se configuran a partir de módulos probados en lugar de " +
      "programarse desde cero.",
  },
  overview: {
    intro: {
      eyebrow: "Visión general",
      title: "Una única plataforma de control para equipos, fabricantes y plantas",
      lead:
        "La mayoría de las operaciones funcionan con un mosaico de programas de PLC, HMI de " +
        "distintos fabricantes y scripts a medida. MCP sustituye ese mosaico por una plataforma " +
        "por capas que puede ampliar módulo a módulo.",
    },
    points: [
      "Cada módulo de MCP encapsula una capacidad, como una zona de transportador, una receta " +
        "de lote o una célula robotizada, tras una interfaz estándar. Los módulos se versionan, " +
        "se prueban en un gemelo digital y se reutilizan entre líneas, de modo que el segundo " +
        "despliegue lleva una fracción del tiempo del primero.",
      "Una capa de control central coordina los módulos, aplica enclavamientos y secuencias, y " +
        "expone el estado en tiempo real a los operadores y a los sistemas de negocio. El " +
        "personal de planta ve todos los activos en una sola vista, sea cual sea el fabricante " +
        "que los construyó.",
      "La plataforma habla los protocolos que ya existen en su planta, como OPC UA, Modbus TCP, " +
        "EtherNet/IP, PROFINET y MQTT, por lo que se adapta a los controladores existentes en " +
        "lugar de obligar a sustituirlo todo. Un cliente pone ahora en marcha nuevas líneas de " +
        "producción un 59% más rápido.",
    ],
  },
  features: {
    intro: {
      eyebrow: "Características clave",
      title: "Qué hace que la plataforma sea modular en la práctica",
      lead:
        "Cuatro decisiones de diseño determinan la rapidez con que puede desplegarse MCP, la " +
        "seguridad con que puede modificarse y lo bien que responde en una planta en marcha.",
    },
    items: [
      {
        id: "modular-architecture",
        icon: "blocks",
        title: "Arquitectura modular",
        description:
          "La lógica de equipos y procesos se empaqueta en módulos autónomos con entradas, " +
          "salidas y estados definidos, alineados con los modelos ISA-88 e ISA-95.",
        longDescription:
          "Todos los módulos siguen el mismo contrato: una máquina de estados basada en los " +
          "estados PackML de ISA-88, una interfaz de datos tipada y un conjunto documentado de " +
          "comandos. Un módulo de estación de llenado se comporta igual tanto si acciona el " +
          "servo de un fabricante como el de otro.\n\n" +
          "Los módulos se guardan en una biblioteca versionada junto con sus casos de prueba. " +
          "Cuando un ingeniero configura una nueva línea, ensambla módulos y ajusta parámetros " +
          "en lugar de escribir código de control nuevo, que es de donde procede la mayor parte " +
          "del tiempo de puesta en marcha y de los defectos.\n\n" +
          "Como los módulos están aislados, un cambio en una estación se prueba y se publica por " +
          "separado, sin tener que revalidar toda la línea.",
        benefits: [
          "Nuevas líneas ensambladas con módulos probados",
          "Interfaces independientes del fabricante para cada estación",
          "Cambios publicados módulo a módulo",
          "Una biblioteca compartida que crece con cada proyecto",
        ],
        examples: [
          "Módulos de llenado, taponado y etiquetado reutilizados en tres líneas de embotellado",
          "Un paletizador sustituido por el de otro fabricante sin cambiar la lógica anterior",
          "Módulo estándar de zona de transportador desplegado en 120 zonas de una misma instalación",
        ],
      },
      {
        id: "centralized-control",
        icon: "layout-dashboard",
        title: "Control centralizado",
        description:
          "Una capa de supervisión coordina todos los módulos, aplica los enclavamientos y " +
          "ofrece a operadores e ingenieros una visión única y coherente de la operación.",
        longDescription:
          "El controlador central contiene el modelo de la planta: qué módulos existen, cómo se " +
          "conectan, qué recetas y programaciones están activas y qué enclavamientos se aplican. " +
          "Secuencia el trabajo entre módulos y resuelve los conflictos, como dos líneas que " +
          "compiten por el mismo buffer.\n\n" +
          "Los operadores disponen de un único conjunto de pantallas con alarmas coherentes, " +
          "según las prácticas de gestión de alarmas de ISA-18.2, en lugar de una HMI distinta " +
          "para cada máquina. Los ingenieros cuentan con acceso basado en roles, aprobación de " +
          "cambios y un registro de auditoría completo de cada cambio de consigna y de " +
          "configuración.\n\n" +
          "La misma capa publica datos de producción en tiempo real hacia los sistemas MES, ERP " +
          "y de analítica mediante API documentadas.",
        benefits: [
          "Una sola vista de operador para todos los equipos",
          "Gestión de alarmas coherente y priorizada",
          "Cambios de configuración y consignas auditados",
          "Datos en tiempo real para los sistemas MES y ERP",
        ],
        examples: [
          "Una única sala de control para una planta con equipos de siete fabricantes",
          "Cambios de receta enviados a todas las líneas desde una sola pantalla",
          "Informes de OEE por turno alimentados directamente por los estados de los módulos",
        ],
      },
      {
        id: "scalable-design",
        icon: "layers",
        title: "Diseño escalable",
        description:
          "La plataforma crece de una sola célula a varias plantas con los mismos módulos, el " +
          "mismo modelo de configuración y las mismas herramientas de despliegue.",
        longDescription:
          "MCP se ejecuta en servidores edge situados cerca de los equipos y escala añadiendo " +
          "nodos, no rediseñando el sistema. Un piloto en una sola célula usa el mismo software y " +
          "la misma biblioteca de módulos que un despliegue en toda una planta.\n\n" +
          "Las configuraciones de cada planta se guardan como código, de modo que una segunda o " +
          "tercera instalación parte de una plantilla probada con parámetros locales. Las " +
          "actualizaciones se escalonan, se prueban en un gemelo digital y se despliegan planta " +
          "a planta con reversión automática.\n\n" +
          "Cada planta sigue funcionando si se corta su conexión con la sede central, y " +
          "sincroniza el estado cuando se restablece el enlace.",
        benefits: [
          "La misma plataforma desde la célula piloto hasta la planta completa",
          "Nuevas plantas configuradas a partir de plantillas probadas",
          "Actualizaciones escalonadas con reversión automática",
          "Las plantas siguen funcionando durante los cortes de red",
        ],
        examples: [
          "Piloto en una célula de envasado ampliado a 14 líneas en menos de un año",
          "Segundo centro de distribución configurado con la plantilla de la primera instalación",
          "Actualizaciones de firmware y de módulos escalonadas en cinco plantas",
        ],
      },
      {
        id: "industrial-grade-performance",
        icon: "gauge",
        title: "Rendimiento de nivel industrial",
        description:
          "Tiempos deterministas, controladores redundantes y una seguridad reforzada hacen que " +
          "la plataforma sea apta para un funcionamiento continuo y relevante para la seguridad.",
        longDescription:
          "Los lazos de control críticos en el tiempo se ejecutan en Linux en tiempo real o en " +
          "controladores dedicados con planificación determinista, lo que proporciona una " +
          "respuesta inferior al milisegundo donde el proceso lo necesita. Las funciones de " +
          "supervisión se ejecutan por separado, de modo que la carga analítica nunca retrasa un " +
          "ciclo de control.\n\n" +
          "Los despliegues críticos usan pares de controladores redundantes con reserva activa y " +
          "conmutación sin saltos, diseñados para una disponibilidad del 99.999%. Los " +
          "despliegues estándar apuntan al 99.99%.\n\n" +
          "La seguridad sigue la norma IEC 62443, con zonas y conductos de red, versiones de " +
          "módulos firmadas y acceso basado en roles aplicado en cada capa.",
        benefits: [
          "Respuesta inferior al milisegundo en los lazos críticos",
          "Redundancia con reserva activa y conmutación sin saltos",
          "Seguridad alineada con IEC 62443",
          "Control aislado de la carga analítica",
        ],
        examples: [
          "Control de un clasificador de alta velocidad con tiempos de rechazo inferiores al milisegundo",
          "Par de controladores redundantes para un proceso continuo de dosificación química",
          "Diseño de red por zonas para la frontera entre IT y OT de una planta",
        ],
      },
    ],
  },
  architecture: {
    intro: {
      eyebrow: "Arquitectura",
      title: "Tres capas con responsabilidades claras",
      lead:
        "Separar la coordinación, la comunicación y la ejecución permite que cada capa " +
        "evolucione a su propio ritmo sin poner en riesgo a las demás.",
    },
    layers: [
      {
        icon: "cpu",
        name: "Capa de control",
        description:
          "Coordina los módulos, secuencia la producción, aplica los enclavamientos y mantiene " +
          "el modelo de la planta en tiempo real.",
        components: [
          "Planificador de supervisión",
          "Motor de enclavamientos y permisivos",
          "Gestor de recetas y lotes",
          "Gestor de alarmas y eventos",
        ],
      },
      {
        icon: "network",
        name: "Capa de interfaz",
        description:
          "Hace de traductor entre la plataforma y el mundo exterior: protocolos de campo, " +
          "pantallas de operador y sistemas empresariales.",
        components: [
          "Pasarela OPC UA",
          "Broker MQTT y Sparkplug B",
          "Servicios de HMI para operadores",
          "API de integración con MES y ERP",
        ],
      },
      {
        icon: "wrench",
        name: "Capa de implementación",
        description:
          "Ejecuta la lógica de los módulos cerca de los equipos, en controladores y servidores " +
          "edge con tiempos deterministas.",
        components: [
          "Runtime de módulos en tiempo real",
          "Adaptadores para PLC y variadores",
          "Agente para dispositivos edge",
          "Banco de pruebas con gemelo digital",
        ],
      },
    ],
  },
  industries: {
    intro: {
      eyebrow: "Sectores a los que servimos",
      title: "Diseñado para plantas que no pueden detenerse",
      lead:
        "Desplegamos MCP allí donde las paradas salen caras y los equipos proceden de muchos " +
        "fabricantes y de muchas épocas distintas.",
    },
    items: [
      {
        icon: "factory",
        name: "Fabricación",
        description:
          "Los fabricantes de producción discreta y por lotes usan MCP para estandarizar el " +
          "control de sus líneas y poner en producción nuevos productos y líneas más rápido.",
        applications: [
          "Control de líneas de producción y cambios de formato",
          "Gestión de recetas de lotes",
          "Seguimiento de OEE y de paradas",
          "Integración de la inspección de calidad",
        ],
      },
      {
        icon: "truck",
        name: "Logística",
        description:
          "Los centros de distribución y de preparación de pedidos usan MCP para coordinar " +
          "transportadores, clasificadores y robots de distintos proveedores bajo una sola capa " +
          "de control.",
        applications: [
          "Control de transportadores y clasificadores",
          "Coordinación de células de picking robotizadas",
          "Programación de muelles y patios",
          "Integración con el sistema de gestión de almacenes",
        ],
      },
      {
        icon: "router",
        name: "Sistemas IoT",
        description:
          "Los operadores de flotas de dispositivos distribuidos usan MCP para configurar, " +
          "monitorizar y actualizar miles de activos remotos desde una sola plataforma.",
        applications: [
          "Monitorización y control remotos de activos",
          "Configuración y actualizaciones en toda la flota",
          "Analítica en el edge y decisiones locales",
          "Telemetría de energía y servicios públicos",
        ],
      },
    ],
  },
  benefits: {
    intro: {
      eyebrow: "Beneficios para el negocio",
      title: "Lo que cambia la plataforma, en cifras",
      lead:
        "Estos son los rangos para los que diseñamos, medidos frente a una implementación de " +
        "control convencional, línea por línea.",
    },
    claims: [
      {
        value: "30-50%",
        label: "Menos tiempo de implementación",
        description:
          "Reutilizar módulos probados elimina la mayor parte del código de control a medida, " +
          "lo que acorta la ingeniería y la puesta en marcha de cada nueva línea o planta.",
      },
      {
        value: "Hasta un 40%",
        label: "Menor coste total de propiedad",
        description:
          "Menos programas a medida que mantener, interfaces independientes del fabricante y " +
          "herramientas compartidas reducen los costes de soporte y de cambio a largo plazo.",
      },
      {
        value: "99.999%",
        label: "Fiabilidad",
        description:
          "Los despliegues estándar están diseñados para una disponibilidad del 99.99%, y los " +
          "despliegues críticos con controladores redundantes, para el 99.999%.",
      },
      {
        value: "< 1 ms",
        label: "Respuesta inferior al milisegundo",
        description:
          "Los runtimes deterministas en tiempo real mantienen la respuesta de los lazos de " +
          "control críticos por debajo del milisegundo.",
      },
    ],
  },
  closing: {
    title: "Ponga en marcha su próxima línea más rápido",
    lead:
      "Cuéntenos qué equipos, plantas y sistemas opera hoy. Le indicaremos dónde encaja una " +
      "plataforma modular y qué implicaría un primer despliegue.",
  },
};
