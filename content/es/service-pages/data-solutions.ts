import type { dataSolutionsPage as english } from "@/content/service-pages/data-solutions";

export const dataSolutionsPage: typeof english = {
  hero: {
    badge: "Soluciones de datos",
    title: "Cimientos de datos en los que sus equipos pueden confiar",
    highlight: "en los que sus equipos pueden confiar",
    lead: "Diseñamos la arquitectura, construimos los pipelines y establecemos el gobierno del que dependen la analítica y la IA, en la nube que ya utiliza, y dejamos a su equipo preparado para mantenerlo.",
  },
  areas: {
    intro: {
      eyebrow: "Áreas de solución",
      title: "Seis áreas, una plataforma de datos coherente",
      lead: "La mayoría de los clientes llegan con un problema urgente, como un almacén de datos lento o una auditoría fallida. Lo resolvemos de forma que encaje en la plataforma en su conjunto, para que el siguiente proyecto parta de una base más firme.",
    },
    items: [
      {
        id: "data-strategy-architecture",
        icon: "compass",
        title: "Estrategia y arquitectura de datos",
        description:
          "Una arquitectura objetivo y una hoja de ruta secuenciada, vinculadas a las decisiones y los productos para los que su negocio realmente necesita datos.",
        longDescription:
          "Empezamos con entrevistas a los equipos de negocio y de ingeniería, un inventario de fuentes, sistemas y costes, y una revisión de los informes y modelos más importantes. A partir de ahí diseñamos una arquitectura objetivo, normalmente un lakehouse o un almacén de datos en la nube con una propiedad clara por dominios, y una hoja de ruta ordenada por valor y dependencias.\n\nEl resultado es práctico: registros de decisiones de arquitectura, un plan presupuestado para los cuatro trimestres siguientes y los dos o tres primeros proyectos definidos con la precisión suficiente para empezar de inmediato.",
        benefits: [
          "Inversión vinculada a resultados de negocio concretos",
          "Decisiones de arquitectura documentadas con sus contrapartidas",
          "Estimaciones realistas de costes y personal",
          "Una hoja de ruta ordenada por valor y dependencias",
        ],
        examples: [
          "Para una aseguradora especializada, una evaluación de seis semanas unificó cuatro stacks de informes solapados en una sola hoja de ruta y redujo un 20% el gasto previsto en plataforma.",
          "Para una empresa de logística, diseñamos un lakehouse orientado a dominios que permitió a tres equipos regionales publicar conjuntos de datos compartidos con estándares comunes.",
          "Para un grupo de servicios sanitarios, una revisión de madurez de datos identificó los cinco sistemas de origen que alimentaban el 80% de los informes de dirección y los priorizó para la migración.",
        ],
      },
      {
        id: "data-pipelines-processing",
        icon: "workflow",
        title: "Pipelines y procesamiento de datos",
        description:
          "Pipelines por lotes y en streaming probados, observables y baratos de operar, desde la ingesta hasta las tablas modeladas.",
        longDescription:
          "Construimos la ingesta con conectores gestionados como Fivetran o Airbyte cuando encajan, y con extractores a medida cuando no; después modelamos los datos en dbt con pruebas de actualidad, unicidad e integridad referencial. La orquestación se ejecuta en Airflow o Dagster, con alertas dirigidas al equipo responsable de cada conjunto de datos.\n\nPara los casos de uso sensibles a la latencia añadimos captura de datos de cambios con Debezium y streaming a través de Kafka, manteniendo un único conjunto de definiciones de negocio en los flujos por lotes y en tiempo real.",
        benefits: [
          "Fallos de calidad de datos detectados antes de que se rompan los paneles",
          "Un responsable claro para cada pipeline",
          "Menores costes de cómputo gracias a los modelos incrementales",
          "Lotes y streaming comparten un único conjunto de definiciones",
        ],
        examples: [
          "Para un marketplace de comercio electrónico, sustituir las recargas completas nocturnas por modelos incrementales en dbt redujo un 35% el coste de cómputo del almacén de datos.",
          "Para una fintech de préstamos, un pipeline de captura de datos de cambios con Debezium y Kafka llevó las actualizaciones del estado de los préstamos al almacén de datos en dos minutos en lugar de al día siguiente.",
          "Para un grupo de medios, las pruebas de dbt y las alertas de Airflow redujeron las incidencias de datos notificadas por los usuarios de negocio de unas diez al mes a dos.",
        ],
      },
      {
        id: "visualization-analytics",
        icon: "chart-bar",
        title: "Visualización y analítica",
        description:
          "Paneles y analítica de autoservicio construidos sobre una capa semántica compartida, para que todos los equipos informen de las mismas cifras.",
        longDescription:
          "Que dos paneles muestren cifras contradictorias erosiona la confianza más rápido que cualquier otra cosa. Definimos las métricas una sola vez en una capa semántica, con métricas de dbt, LookML o conjuntos de datos de Power BI, y construimos encima los paneles, cada uno con un responsable y un propósito claros.\n\nDiseñamos con las personas que usan los informes: resúmenes para la dirección que caben en una pantalla, vistas operativas que se actualizan con la misma frecuencia con que se toman las decisiones, y espacios de autoservicio gobernados donde los analistas pueden explorar sin crear otra versión más de los ingresos.",
        benefits: [
          "Una única definición para cada métrica clave",
          "Paneles diseñados en torno a decisiones reales",
          "Analítica de autoservicio sin proliferación de métricas",
          "Menos peticiones de informes puntuales al equipo de datos",
        ],
        examples: [
          "Para una cadena minorista nacional, una nueva plataforma analítica con una capa semántica compartida generó un ROI del 215% en su primer año.",
          "Para una empresa de gestión inmobiliaria, sustituimos 140 informes heredados por 18 paneles gobernados que cubren las mismas decisiones.",
          "Para una red sanitaria sin ánimo de lucro, un panel de programas en Looker Studio redujo la preparación del informe mensual para el patronato de cuatro días a medio día.",
        ],
      },
      {
        id: "governance-compliance",
        icon: "shield-check",
        title: "Gobierno y cumplimiento normativo",
        description:
          "Catálogos, linaje, controles de acceso y políticas de conservación que cumplen los requisitos regulatorios sin frenar a los analistas.",
        longDescription:
          "Un buen gobierno hace que los datos correctos sean fáciles de encontrar y que el acceso indebido sea difícil de conseguir. Implantamos un catálogo de datos con linaje, clasificamos los campos sensibles y aplicamos el control de acceso mediante políticas basadas en roles y atributos dentro del propio almacén de datos, no en hojas de cálculo de permisos.\n\nAsignamos los controles a las normativas que debe cumplir, automatizamos la recopilación de evidencias para las auditorías y definimos flujos de conservación y supresión que realmente se ejecutan, incluidas las solicitudes de los interesados en virtud del GDPR y la CCPA.",
        benefits: [
          "Datos sensibles clasificados y enmascarados por política",
          "Linaje desde el origen hasta el panel",
          "Evidencias de auditoría recopiladas automáticamente",
          "Solicitudes de los interesados atendidas en días, no en semanas",
        ],
        examples: [
          "Para una empresa de salud digital, el enmascaramiento por columnas y el linaje en Unity Catalog le ayudaron a superar una evaluación de riesgos HIPAA sin hallazgos importantes.",
          "Para una plataforma de viajes europea, un flujo de supresión automatizado redujo el plazo de las solicitudes de supresión del GDPR de una media de 21 días a 3.",
          "Para una startup de pagos, limitamos los datos de titulares de tarjetas a dos esquemas aislados, con lo que los sistemas dentro del alcance de PCI DSS se redujeron a menos de la mitad.",
        ],
      },
      {
        id: "cloud-integrations",
        icon: "cloud-cog",
        title: "Integraciones en la nube",
        description:
          "Migraciones e integraciones en AWS, Azure, Google Cloud y Snowflake, definidas como código y dimensionadas para su carga de trabajo.",
        longDescription:
          "Migramos por etapas almacenes de datos locales y clústeres Hadoop a plataformas en la nube, ejecutando en paralelo los sistemas antiguos y los nuevos y conciliando los resultados hasta que el negocio da su visto bueno. La infraestructura se define en Terraform, y su equipo de seguridad revisa los entornos, la red y la gestión de identidades y accesos (IAM).\n\nTambién conectamos sistemas SaaS como Salesforce, NetSuite y Workday mediante conectores gestionados o API, y configuramos la supervisión de costes para que el gasto siga siendo visible a medida que crece el uso.",
        benefits: [
          "Migraciones por etapas con conciliación en paralelo",
          "Infraestructura definida y revisada como código",
          "Gasto en la nube visible por equipo y carga de trabajo",
          "Datos SaaS disponibles junto a los sistemas principales",
        ],
        examples: [
          "Para un grupo industrial, migramos en cinco meses a Snowflake un almacén de datos SQL Server local de 30 TB sin ninguna interrupción de los informes.",
          "Para un sistema universitario, un entorno de BigQuery gestionado con Terraform sustituyó a proyectos improvisados y redujo un 18% el gasto mensual en la nube.",
          "Para una firma de servicios profesionales, integrar los datos de Salesforce y NetSuite en Azure dio al departamento financiero una visión diaria de la cartera comercial frente a la facturación.",
        ],
      },
      {
        id: "documentation-training",
        icon: "graduation-cap",
        title: "Documentación y formación",
        description:
          "Runbooks, diccionarios de datos y formación práctica para que su equipo pueda operar y ampliar la plataforma cuando nos vayamos.",
        longDescription:
          "Documentamos a medida que construimos, no al final: descripciones de los conjuntos de datos en el catálogo, runbooks para los fallos habituales y notas de arquitectura que explican por qué se tomaron las decisiones. La documentación vive junto al código, de modo que se revisa y actualiza con cada cambio.\n\nLa formación se adapta a cada rol. Los ingenieros trabajan en pareja con nosotros en tareas reales, los analistas aprenden la capa semántica y los patrones de SQL, y los usuarios de negocio reciben sesiones breves sobre cómo encontrar e interpretar los paneles en los que se apoyan.",
        benefits: [
          "Menor dependencia de consultores externos",
          "Incorporación más rápida de nuevos empleados",
          "Documentación al día con el código",
          "Formación adaptada a cada rol",
        ],
        examples: [
          "Para una empresa regional de servicios públicos, un programa de trabajo en pareja de seis semanas preparó a su equipo de datos de cuatro personas para asumir por completo una nueva plataforma de dbt y Airflow.",
          "Para una correduría de seguros, un diccionario de datos con búsqueda de 600 campos redujo en torno a un 40% las preguntas repetidas al equipo de analítica.",
          "Para una red de bancos de alimentos, breves sesiones grabadas sobre sus paneles de inventario ayudaron al personal de 22 centros a utilizar los mismos informes.",
        ],
      },
    ],
  },
  strategy: {
    intro: {
      eyebrow: "Estrategia de datos",
      title: "Una estrategia construida en torno a decisiones, no a herramientas",
      lead: "Antes de recomendar una plataforma, analizamos qué decisiones necesita tomar su negocio más rápido o mejor, y qué datos las cambiarían. Las herramientas vienen después.",
    },
    points: [
      {
        icon: "search",
        title: "Evaluación de la situación actual",
        description:
          "Inventariamos fuentes, pipelines, informes y costes, y entrevistamos a quienes producen y consumen datos para averiguar dónde se pierden tiempo y confianza.",
      },
      {
        icon: "layers",
        title: "Arquitectura objetivo",
        description:
          "Diseñamos una plataforma dimensionada para sus cargas de trabajo y su equipo, con las contrapartidas documentadas entre almacén de datos, lakehouse y streaming.",
      },
      {
        icon: "route",
        title: "Hoja de ruta secuenciada",
        description:
          "Ordenamos el trabajo por valor de negocio y dependencias, con estimaciones de costes, necesidades de personal e hitos medibles para cada trimestre.",
      },
    ],
  },
  tabs: {
    intro: {
      eyebrow: "Cómo construimos",
      title: "Ingeniería, analítica y gobierno, a la vez",
      lead: "Los pipelines, los informes y los controles se diseñan como un único sistema. Así, las cifras de un panel pueden rastrearse hasta su origen y hasta las personas autorizadas a verlas.",
    },
    items: [
      {
        value: "pipelines",
        label: "Pipelines de datos",
        title: "Pipelines de datos fiables",
        description:
          "Ingesta, transformación y orquestación construidas con pruebas, control de versiones y alertas desde el primer commit.",
        points: [
          "Conectores gestionados y a medida para bases de datos, API y herramientas SaaS",
          "Transformaciones en dbt con pruebas en cada modelo",
          "Captura de datos de cambios para actualizaciones casi en tiempo real",
          "Orquestación con reintentos, alertas y responsables claros",
        ],
        tools: ["dbt", "Apache Airflow", "Dagster", "Fivetran", "Apache Kafka", "Debezium"],
      },
      {
        value: "visualization",
        label: "Visualización",
        title: "Analítica que la gente usa",
        description:
          "Paneles y herramientas de autoservicio construidos sobre definiciones de métricas gobernadas, diseñados con los equipos que toman las decisiones.",
        points: [
          "Capa semántica con una única definición por métrica",
          "Paneles para la dirección y paneles operativos",
          "Exploración de autoservicio gobernada para analistas",
          "Seguimiento del uso para retirar los informes que nadie abre",
        ],
        tools: ["Power BI", "Tableau", "Looker", "Apache Superset", "dbt Semantic Layer"],
      },
      {
        value: "governance",
        label: "Gobierno",
        title: "Gobierno integrado en la plataforma",
        description:
          "Acceso, linaje, calidad y conservación aplicados por la propia plataforma, no solo mediante documentos de políticas.",
        points: [
          "Catálogo de datos con linaje desde el origen hasta el informe",
          "Clasificación y enmascaramiento de datos sensibles",
          "Políticas de acceso basadas en roles y atributos",
          "Flujos automatizados de conservación y supresión",
        ],
        tools: ["Unity Catalog", "Collibra", "DataHub", "Great Expectations", "Immuta"],
      },
    ],
  },
  compliance: {
    intro: {
      eyebrow: "Cumplimiento normativo",
      title: "Controles alineados con las normas que debe cumplir",
      lead: "Implementamos controles técnicos en la plataforma de datos y los documentamos en el formato que esperan sus auditores y su equipo jurídico. Trabajamos junto a sus asesores legales y su personal de cumplimiento, no en su lugar.",
    },
    standards: [
      {
        name: "GDPR",
        description:
          "Cartografiamos los datos personales en todos los sistemas, aplicamos el acceso por finalidad y automatizamos las solicitudes de supresión y de acceso con un registro auditable.",
      },
      {
        name: "CCPA",
        description:
          "Etiquetamos los datos de consumidores de California, aplicamos las solicitudes de exclusión y supresión en todas las tablas derivadas y conservamos la evidencia de que cada solicitud se ha atendido.",
      },
      {
        name: "HIPAA",
        description:
          "Mantenemos la información sanitaria protegida dentro de entornos aprobados, aplicamos cifrado y acceso mínimo necesario, y registramos cada consulta sobre datos PHI.",
      },
      {
        name: "SOC 2",
        description:
          "Implementamos revisiones de acceso, gestión de cambios y monitorización para la plataforma de datos, y recopilamos las evidencias que solicitará su auditor.",
      },
      {
        name: "ISO 27001",
        description:
          "Alineamos los controles de la plataforma de datos con su sistema de gestión de la seguridad de la información y los documentamos frente a los controles pertinentes del Anexo A.",
      },
      {
        name: "PCI DSS",
        description:
          "Reducimos al mínimo los sistemas que tocan datos de titulares de tarjetas mediante segmentación y tokenización, lo que acota el alcance de la auditoría y los controles necesarios para mantenerlo.",
      },
    ],
  },
  cloud: {
    intro: {
      eyebrow: "Plataformas en la nube",
      title: "Construido sobre la nube que ya utiliza",
      lead: "Somos neutrales respecto a la plataforma y trabajamos dentro de sus contratos y su modelo de seguridad actuales. Cuando una carga de trabajo resultaría más barata o más sencilla en otro lugar, se lo decimos y le mostramos las cifras.",
    },
    platforms: [
      {
        icon: "cloud",
        platform: "AWS",
        uses: [
          "Data lakes en S3 con Glue y Athena",
          "Almacén de datos en Redshift y streaming con Kinesis",
          "Airflow gestionado y control de acceso basado en IAM",
        ],
      },
      {
        icon: "server",
        platform: "Microsoft Azure",
        uses: [
          "Azure Data Lake Storage y Synapse",
          "Pipelines de Data Factory y Event Hubs",
          "Power BI y gobierno con Microsoft Purview",
        ],
      },
      {
        icon: "cloud-cog",
        platform: "Google Cloud",
        uses: [
          "Almacén de datos en BigQuery y BI Engine",
          "Streaming con Dataflow y Pub/Sub",
          "Gobierno con Dataplex y analítica con Looker",
        ],
      },
      {
        icon: "database",
        platform: "Snowflake",
        uses: [
          "Almacenes multiclúster dimensionados para cada carga de trabajo",
          "Intercambio seguro de datos con socios",
          "Enmascaramiento dinámico y políticas de acceso por fila",
        ],
      },
    ],
  },
  closing: {
    title: "¿Listo para asentar sus datos sobre una base más firme?",
    lead: "Hable con nuestro equipo de datos sobre el problema que tiene delante. Revisaremos su configuración actual y le presentaremos un plan breve y presupuestado para la primera fase.",
  },
};
