import type { machineLearningPage as english } from "@/content/service-pages/machine-learning";

export const machineLearningPage: typeof english = {
  hero: {
    badge: "Aprendizaje automático",
    title: "Aprendizaje automático que da la talla en producción",
    highlight: "da la talla en producción",
    lead: "Construimos modelos de previsión, riesgo, visión y recomendación con sus datos, los integramos en los sistemas que sus equipos ya utilizan y seguimos vigilándolos después del lanzamiento para que la precisión no se erosione sin que nadie lo note.",
  },
  overview: {
    intro: {
      eyebrow: "Qué hacemos",
      title: "De una decisión bien definida a un modelo monitorizado",
      lead: "Cada proyecto empieza por la decisión que un modelo debe mejorar y la métrica que lo demuestra. Primero acordamos una línea base, para que el valor de cada modelo se mida en lugar de darse por supuesto.",
    },
    points: [
      {
        icon: "target",
        title: "Planteamiento del problema y líneas base",
        description:
          "Traducimos una pregunta de negocio en un objetivo de predicción, comprobamos que los datos lo permiten y comparamos con reglas sencillas antes de entrenar nada complejo.",
      },
      {
        icon: "brain",
        title: "Desarrollo de modelos",
        description:
          "Árboles con gradient boosting para datos tabulares y deep learning para imágenes, texto y secuencias, con validación cruzada sobre particiones temporales y análisis de errores por segmento.",
      },
      {
        icon: "rocket",
        title: "Despliegue y operación",
        description:
          "Los modelos se entregan como servicios versionados o procesos por lotes con CI/CD, pipelines de variables, vías de reversión y una monitorización que sus ingenieros pueden asumir tras el traspaso.",
      },
    ],
  },
  industries: {
    intro: {
      eyebrow: "Sectores",
      title: "Aplicado en los sectores que conocemos bien",
      lead: "Las técnicas se trasladan de un sector a otro; las restricciones no. La regulación, el volumen de datos y el coste de una predicción errónea determinan cada modelo que construimos.",
    },
    records: [
      {
        value: "finance",
        label: "Finanzas",
        icon: "landmark",
        description:
          "Modelos de fraude, crédito y liquidez diseñados para satisfacer la gestión del riesgo de modelo, con explicaciones que un revisor puede seguir.",
        title: "Aprendizaje automático para servicios financieros",
        industry: "Servicios financieros",
        applications: [
          "Detección de fraude en tiempo real",
          "Puntuación del riesgo de crédito",
          "Clasificación de alertas de blanqueo de capitales",
          "Previsión de flujo de caja y liquidez",
          "Predicción de la pérdida de clientes",
          "Extracción de documentos para el alta de clientes",
        ],
        longDescription:
          "Los modelos financieros se juzgan dos veces: una por su precisión y otra por parte de los equipos de riesgo de modelo, auditoría y los reguladores. Construimos pensando en ambas, con modelos de gradient boosting con restricciones monótonas donde los revisores las esperan, códigos de motivo basados en SHAP para las notificaciones de denegación y paquetes de validación alineados con un gobierno al estilo de SR 11-7.\n\nEn el trabajo de fraude y prevención del blanqueo diseñamos para datos desequilibrados y cambiantes: validación temporal, umbrales sensibles al coste ajustados con su equipo de operaciones y variables en streaming servidas con baja latencia para que las puntuaciones lleguen antes de que se liquide la transacción.",
        benefits: [
          "Menos falsos positivos que revisar para los analistas",
          "Modelos documentados y listos para su validación",
          "Latencia de puntuación adecuada para la autorización de tarjetas",
          "Códigos de motivo para cada decisión",
        ],
        examples: [
          "Para una cooperativa de crédito regional, un modelo de fraude con LightGBM redujo un 28% las alertas de tarjeta falsas positivas manteniendo estables las tasas de detección.",
          "Para un prestamista comercial mediano, reconstruimos un scorecard de crédito para pequeñas empresas con variables explicables y acortamos su ciclo de validación de cuatro meses a siete semanas.",
          "Para un procesador de pagos, un modelo de clasificación de alertas de blanqueo ordenó las investigaciones para que los analistas resolvieran primero el 20% de alertas de mayor riesgo.",
        ],
      },
      {
        value: "healthcare",
        label: "Salud",
        icon: "heart-pulse",
        description:
          "Modelos clínicos y operativos desarrollados bajo HIPAA, validados con profesionales clínicos y monitorizados en las distintas poblaciones de pacientes.",
        title: "Aprendizaje automático para el sector sanitario",
        industry: "Salud",
        applications: [
          "Riesgo de reingreso hospitalario",
          "Predicción de inasistencia de pacientes",
          "Previsión de la demanda de camas y personal",
          "Apoyo a la priorización de imágenes médicas",
          "Clasificación de notas clínicas",
          "Predicción de rechazo de reclamaciones",
        ],
        longDescription:
          "Los modelos sanitarios tienen que ganarse la confianza de los profesionales clínicos y respetar la privacidad de los pacientes. Trabajamos dentro de su perímetro HIPAA, anonimizamos los datos siempre que es posible e implicamos a los responsables clínicos en la definición de las etiquetas, los umbrales y la forma en que aparece una predicción en el flujo de trabajo.\n\nEvaluamos el rendimiento por edad, sexo, aseguradora y centro para sacar a la luz las brechas antes del despliegue, calibramos las probabilidades para que las puntuaciones de riesgo signifiquen lo que dicen y configuramos una monitorización que detecta la deriva cuando cambian las prácticas de codificación o el perfil de los pacientes.",
        benefits: [
          "Puntuaciones de riesgo calibradas para uso clínico",
          "Rendimiento por subgrupos revisado antes del lanzamiento",
          "Datos tratados dentro de sus controles HIPAA",
          "Predicciones integradas en los flujos existentes de la historia clínica electrónica",
        ],
        examples: [
          "Para una red de hospitales comunitarios, un modelo de reingreso a 30 días ayudó a los coordinadores asistenciales a priorizar las llamadas de seguimiento y contribuyó a reducir un 9% los reingresos en dos trimestres.",
          "Para un grupo ambulatorio con varios centros, un modelo de inasistencia combinado con recordatorios dirigidos recuperó unas 400 citas al mes.",
          "Para un sistema sanitario regional, una previsión de ingresos mejoró la planificación de la plantilla de enfermería y redujo un 14% los turnos de agencia de última hora.",
        ],
      },
      {
        value: "retail",
        label: "Comercio minorista",
        icon: "shopping-cart",
        description:
          "Previsiones de demanda, precios y recomendaciones que funcionan a nivel de SKU y de tienda, no solo en conjunto.",
        title: "Aprendizaje automático para el comercio minorista",
        industry: "Retail y comercio electrónico",
        applications: [
          "Previsión de la demanda por SKU",
          "Optimización de rebajas y precios",
          "Recomendaciones de productos",
          "Asignación de inventario entre tiendas",
          "Modelado del valor de vida del cliente",
          "Predicción de devoluciones",
        ],
        longDescription:
          "La previsión en el comercio minorista se juega en la cola larga: miles de SKU con ventas escasas, estacionales y condicionadas por las promociones. Usamos modelos de previsión jerárquicos y globales que comparten señal entre productos y tiendas, con las promociones, los festivos y el tiempo como variables explícitas.\n\nEl trabajo de recomendación y precios se prueba tal como los minoristas toman sus decisiones, con tiendas de control o pruebas A/B y no solo con métricas offline, y los resultados llegan a las herramientas de planificación y merchandising que sus equipos ya utilizan.",
        benefits: [
          "Menos roturas de stock en los artículos de alta rotación",
          "Menos exceso de inventario al final de la temporada",
          "Recomendaciones probadas frente a ingresos reales",
          "Previsiones conciliadas entre tienda, región y cadena",
        ],
        examples: [
          "Para una cadena de artículos para el hogar con 120 tiendas, un modelo de previsión global con LightGBM redujo un 18% el error de previsión por SKU frente a su herramienta de planificación existente.",
          "Para un minorista de moda online, un recomendador basado en sesiones aumentó un 6% la tasa de añadidos al carrito en una prueba A/B de cuatro semanas.",
          "Para una cooperativa de alimentación, la optimización de rebajas en productos perecederos redujo un 11% el desperdicio al cierre del día sin rebajar el margen.",
        ],
      },
      {
        value: "manufacturing",
        label: "Fabricación",
        icon: "factory",
        description:
          "Mantenimiento predictivo, inspección de calidad y optimización de procesos a partir de datos de sensores, del MES y de mantenimiento.",
        title: "Aprendizaje automático para la industria",
        industry: "Fabricación",
        applications: [
          "Mantenimiento predictivo",
          "Detección visual de defectos",
          "Optimización de parámetros de proceso",
          "Predicción de rendimiento y desechos",
          "Previsión del consumo energético",
          "Planificación de la demanda de repuestos",
        ],
        longDescription:
          "Los datos de planta tienen ruido, están etiquetados de forma desigual y repartidos entre historiadores, MES y sistemas de mantenimiento. Empezamos cruzando los flujos de sensores con las órdenes de trabajo para que las etiquetas de avería sean fiables, y después construimos modelos de vida útil restante y de anomalías sobre los que los planificadores de mantenimiento pueden actuar.\n\nPara la calidad, entrenamos modelos de visión artificial con imágenes de las cámaras de línea existentes, los desplegamos en el edge cuando la latencia importa y derivamos los casos dudosos a los inspectores para que el modelo siga aprendiendo de sus decisiones.",
        benefits: [
          "Mantenimiento programado antes de las averías, no después",
          "Inspección homogénea en todos los turnos",
          "Modelos que funcionan en hardware edge",
          "Alertas vinculadas a órdenes de trabajo en su GMAO",
        ],
        examples: [
          "Para un fabricante de envases, los modelos de vibración y temperatura en las prensas críticas lograron un 37% menos de paradas no planificadas en el primer año.",
          "Para un proveedor de componentes de automoción, un modelo de visión desplegado en el edge detectó defectos superficiales a la velocidad de la línea y redujo un 22% las devoluciones de clientes.",
          "Para una planta de química especializada, un modelo de rendimiento por lotes recomendó ajustes de consigna que elevaron el rendimiento medio en 2.4 puntos porcentuales.",
        ],
      },
      {
        value: "marketing",
        label: "Mercadotecnia",
        icon: "megaphone",
        description:
          "Modelos de segmentación, atribución y presupuesto que estiman el impacto incremental en lugar de la correlación.",
        title: "Aprendizaje automático para marketing",
        industry: "Marketing y analítica de clientes",
        applications: [
          "Segmentación de clientes",
          "Modelos de propensión y de uplift",
          "Modelos de marketing mix",
          "Segmentación para prevenir la pérdida de clientes",
          "Puntuación de leads",
          "Optimización del momento y el canal de envío",
        ],
        longDescription:
          "La mayoría de los modelos de marketing predicen quién va a comprar; la pregunta útil es quién comprará gracias a la campaña. Usamos modelos de uplift y diseños con grupos de control para dirigirnos a los clientes que responden al contacto, y modelos bayesianos de marketing mix para repartir el presupuesto entre canales con rangos de incertidumbre honestos.\n\nA medida que desaparecen las cookies de terceros, construimos sobre datos propios con identificadores consentidos, y entregamos los modelos junto con el marco de experimentación necesario para seguir comprobándolos después del lanzamiento.",
        benefits: [
          "Presupuesto asignado según la incrementalidad medida",
          "Menos contactos desperdiciados en clientes que convertirían de todos modos",
          "Planes por canal con rangos de confianza explícitos",
          "Basado en datos propios con consentimiento",
        ],
        examples: [
          "Para una empresa de kits de comida por suscripción, un modelo de uplift para las ofertas de retención redujo un 24% el gasto en descuentos sin que aumentaran las bajas.",
          "Para un proveedor de software B2B, un modelo de puntuación de leads ayudó a ventas a centrarse en el tercio superior de los leads entrantes, que generó el 61% de las operaciones cerradas.",
          "Para un banco regional, un modelo bayesiano de marketing mix trasladó el 15% del gasto de display a búsqueda y aumentó un 9% las aperturas de cuentas por dólar.",
        ],
      },
      {
        value: "technology",
        label: "Tecnología",
        icon: "cpu",
        description:
          "Funcionalidades de ML dentro de productos de software, desde el ranking de búsqueda hasta la detección de anomalías en la telemetría de infraestructura.",
        title: "Aprendizaje automático para empresas tecnológicas",
        industry: "Tecnología y SaaS",
        applications: [
          "Búsqueda y ranking",
          "Detección de anomalías en la infraestructura",
          "Predicción de bajas basada en el uso",
          "Enrutamiento de incidencias de soporte",
          "Previsión de capacidad",
          "Detección de abuso y spam",
        ],
        longDescription:
          "Los equipos de producto necesitan modelos que cumplan el mismo nivel de ingeniería que el resto del código: versionados, probados, observables y baratos de operar. Nos integramos con sus ingenieros para construir funcionalidades como la búsqueda con learning to rank, el enrutamiento de incidencias o la detección de abusos, con presupuestos de latencia y coste acordados de antemano.\n\nPara los equipos de plataforma, construimos modelos de previsión y de anomalías sobre métricas y logs que reducen el ruido de las alertas y ofrecen a los planificadores de capacidad una visión defendible de los dos trimestres siguientes.",
        benefits: [
          "Modelos que cumplen sus presupuestos de latencia",
          "Costes de inferencia controlados por funcionalidad",
          "Responsabilidad compartida con su equipo de ingeniería",
          "Menos alertas ruidosas para los ingenieros de guardia",
        ],
        examples: [
          "Para una empresa SaaS de gestión de proyectos, un modelo de learning to rank mejoró un 17% la tasa de clics en el primer resultado de búsqueda.",
          "Para un proveedor de alojamiento en la nube, la detección de anomalías estacionales en las métricas del servicio redujo aproximadamente en un tercio los avisos a los ingenieros de guardia.",
          "Para una plataforma de atención al cliente, un clasificador de incidencias dirigió el 72% de las incidencias entrantes a la cola correcta sin clasificación manual.",
        ],
      },
      {
        value: "mobile",
        label: "Móvil",
        icon: "smartphone",
        description:
          "Modelos en el dispositivo y en el servidor para aplicaciones móviles, ajustados a las restricciones de batería, ancho de banda y privacidad.",
        title: "Aprendizaje automático para aplicaciones móviles",
        industry: "Apps móviles y de consumo",
        applications: [
          "Clasificación de imágenes en el dispositivo",
          "Feeds de contenido personalizados",
          "Predicción de bajas dentro de la app",
          "Notificaciones inteligentes",
          "Asistencia para la entrada de texto y voz",
          "Detección de cuentas fraudulentas",
        ],
        longDescription:
          "El ML móvil tiene que respetar el dispositivo. Decidimos con usted qué modelos se ejecutan en el teléfono y cuáles en el servidor, y después cuantizamos y comprimimos los modelos en el dispositivo con Core ML y TensorFlow Lite para que sigan siendo pequeños, rápidos y ligeros con la batería.\n\nEn el servidor, construimos modelos de personalización y retención a partir de los datos de eventos de su SDK de analítica, y los publicamos tras feature flags para que cada cambio se mida frente a un grupo de control antes del despliegue completo.",
        benefits: [
          "Funcionalidades que funcionan sin conexión",
          "Menos datos personales que salen del dispositivo",
          "Tamaños de modelo adecuados a los límites de las tiendas de apps",
          "Cada cambio de modelo se despliega tras un flag",
        ],
        examples: [
          "Para una app de identificación de plantas, un clasificador cuantizado en el dispositivo pasó de 90 MB a 14 MB perdiendo menos de un punto de precisión.",
          "Para una app de fitness, un modelo de bajas que activaba mensajes en la app en el momento oportuno mejoró un 5% la retención a 30 días en un despliegue controlado.",
          "Para una app de marketplace entre particulares, un modelo de riesgo en el registro bloqueó alrededor del 80% de las cuentas falsas antes de su primer anuncio.",
        ],
      },
      {
        value: "research",
        label: "Investigación",
        icon: "microscope",
        description:
          "Apoyo a equipos de investigación que necesitan pipelines reproducibles, una estadística cuidadosa y modelos que escalen más allá de un notebook.",
        title: "Aprendizaje automático para la investigación",
        industry: "Investigación y ciencias de la vida",
        applications: [
          "Pipelines de experimentos reproducibles",
          "Predicción de propiedades de proteínas y moléculas",
          "Minería de literatura científica y patentes",
          "Análisis de imágenes de satélite y teledetección",
          "Aprendizaje activo para el etiquetado",
          "Cuantificación de la incertidumbre",
        ],
        longDescription:
          "Los grupos de investigación suelen tener modelos de dominio sólidos y una infraestructura frágil. Convertimos el código de los notebooks en pipelines reproducibles con entornos fijados, experimentos registrados y versionado de datos, para que los resultados puedan volver a ejecutarse meses después y ser revisados por otros.\n\nEn cuanto al modelado, aplicamos redes neuronales de grafos, modelos de lenguaje ajustados y procesos gaussianos donde encajan, y acompañamos las predicciones de su incertidumbre para que los científicos puedan decidir qué experimentos merece la pena realizar a continuación.",
        benefits: [
          "Resultados reproducibles y auditables",
          "Menos experimentos de laboratorio por hallazgo",
          "Gasto de cómputo ajustado a la pregunta",
          "Incertidumbre indicada en cada predicción",
        ],
        examples: [
          "Para un laboratorio universitario de genómica, trasladamos un pipeline de puntuación de variantes de notebooks a un flujo registrado que se vuelve a ejecutar de principio a fin en menos de dos horas.",
          "Para una startup biotecnológica, un ciclo de aprendizaje activo para el cribado de ensayos alcanzó las tasas de aciertos objetivo con un 35% menos de experimentos.",
          "Para un instituto de investigación medioambiental, un modelo de segmentación cartografió los cambios en los humedales a lo largo de diez años de imágenes de satélite.",
        ],
      },
    ],
  },
  stack: {
    intro: {
      eyebrow: "Stack tecnológico",
      title: "Herramientas probadas, elegidas para su entorno",
      lead: "Trabajamos con herramientas open source y cloud para las que sus ingenieros pueden contratar perfiles y que pueden mantener. Si ya dispone de una plataforma, construimos sobre ella en lugar de añadir otra.",
    },
    groups: [
      {
        category: "Bibliotecas y frameworks",
        technologies: [
          "PyTorch",
          "scikit-learn",
          "XGBoost",
          "LightGBM",
          "TensorFlow",
          "Hugging Face Transformers",
        ],
      },
      {
        category: "Infraestructura",
        technologies: [
          "Kubernetes",
          "Ray",
          "MLflow",
          "Amazon SageMaker",
          "Vertex AI",
          "Databricks",
        ],
      },
      {
        category: "Procesamiento de datos",
        technologies: ["Apache Spark", "dbt", "Apache Airflow", "Apache Kafka", "Polars", "Feast"],
      },
    ],
  },
  mlops: {
    intro: {
      eyebrow: "MLOps",
      title: "Operaciones que mantienen precisos los modelos tras el lanzamiento",
      lead: "Un modelo depende de unos datos que no dejan de cambiar. Ponemos en marcha los pipelines, los controles y la asignación de responsabilidades para que su equipo pueda reentrenar, revertir y explicar los modelos sin nosotros.",
    },
    items: [
      {
        icon: "refresh-cw",
        title: "Entrenamiento continuo",
        description:
          "Pipelines de reentrenamiento programados o activados por eventos en Airflow o Kubeflow, en los que cada modelo candidato se evalúa frente al modelo vigente antes de su promoción.",
      },
      {
        icon: "git-branch",
        title: "Registro y versionado de modelos",
        description:
          "Cada modelo se versiona con su código, su instantánea de datos y sus parámetros en MLflow o en el registro de su proveedor cloud, de modo que cualquier predicción puede rastrearse y cualquier versión puede revertirse.",
      },
      {
        icon: "activity",
        title: "Monitorización y detección de la deriva",
        description:
          "Paneles y alertas siguen la deriva de las entradas, las distribuciones de las predicciones y la precisión frente a los resultados reales diferidos, con herramientas como Evidently junto a su stack de observabilidad actual.",
      },
      {
        icon: "shield-check",
        title: "Gobierno y explicabilidad",
        description:
          "Fichas de modelo, explicaciones SHAP, comprobaciones de equidad por segmento y flujos de aprobación ofrecen a los equipos de riesgos, jurídico y auditoría un registro claro del comportamiento de cada modelo.",
      },
    ],
  },
  closing: {
    title: "¿Tiene una decisión que un modelo podría mejorar?",
    lead: "Cuéntenos el problema, los datos de los que dispone y cómo mide hoy el éxito. En una semana le daremos una opinión franca sobre la viabilidad y una primera fase con un alcance definido.",
  },
};
