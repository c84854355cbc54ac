import type { allCaseStudies as english } from "@/content/case-studies";

/** As in English, except `category`: the English enum of category names, here in Spanish. */
type Study = Omit<(typeof english)[number], "category"> & { category: string };

export const allCaseStudies: readonly Study[] = [
  {
    id: "fraud-detection-digital-bank",
    title: "Detección de fraude con tarjeta en tiempo real para un banco digital",
    client: "Lumen Digital Bank",
    industry: "Banca y fintech",
    industryId: "banking-fintech",
    serviceId: "machine-learning",
    category: "Aprendizaje automático",
    gradient: "blue-cyan",
    description:
      "Un modelo de riesgo en streaming que puntúa cada pago con tarjeta en milisegundos, antes de su aprobación, y explica a los analistas que lo revisan por qué se retuvo cada pago.",
    summary:
      "El motor antifraude basado en reglas de Lumen Digital Bank detectaba la mayor parte del fraude solo después de la liquidación y, por el camino, rechazaba a demasiados clientes honrados. Lo sustituimos por un modelo en streaming que puntúa cada autorización de tarjeta antes de aprobarla y muestra a los analistas los motivos de cada puntuación.",
    challenge:
      "Los controles antifraude de Lumen eran reglas estáticas escritas para un banco diez veces más pequeño que el actual. El fraude con tarjeta crecía más rápido que la base de clientes, la mayoría de las pérdidas afloraban solo después de la liquidación y las quejas por tarjetas rechazadas se habían convertido en la principal categoría del centro de contacto. Los analistas revisaban miles de alertas a la semana sin ninguna indicación de por qué se había marcado un pago.",
    solution:
      "Construimos un modelo de gradient boosting en XGBoost, alimentado por un codificador de secuencias en PyTorch que resume el comportamiento reciente de cada tarjeta, y lo servimos dentro del flujo de autorización con menos de 40 milisegundos en el percentil 99. Apache Flink calcula las variables a partir del flujo de pagos de Kafka a medida que llegan los eventos, de modo que el modelo ve en tiempo real las señales de velocidad, comercio y dispositivo. Cada puntuación incluye sus principales factores explicados en lenguaje claro, y las decisiones de los analistas vuelven como etiquetas para el siguiente ciclo de entrenamiento.",
    impact:
      "Seis meses después del lanzamiento, las transacciones fraudulentas han bajado un 87%, y el 91% del fraude se detiene antes de la liquidación en lugar de perseguirse después. Los falsos positivos se redujeron un 73%, por lo que se rechaza a muchos menos clientes legítimos al pagar. Lumen calcula que evita $7.2M anuales en pérdidas por fraude, y sus analistas dedican ahora su tiempo a los casos que requieren criterio.",
    date: "febrero de 2025",
    publishedAt: "2025-02-18",
    duration: "7 meses",
    author: { name: "Daniel Reyes", role: "Director de Machine Learning" },
    metrics: [
      "87% menos transacciones fraudulentas",
      "El 91% del fraude, detectado antes de la liquidación",
      "73% menos falsos positivos",
      "$7.2M anuales en pérdidas por fraude evitadas",
    ],
    technologies: ["XGBoost", "PyTorch", "Apache Kafka", "Apache Flink", "Feast", "SHAP", "MLflow"],
    tags: ["Detección de fraude", "Puntuación en tiempo real", "IA explicable", "Banca"],
    implementation: [
      "Dedicamos las cuatro primeras semanas al equipo de operaciones antifraude, reproduciendo dieciocho meses de transacciones etiquetadas con las reglas existentes para acordar la línea base que el nuevo sistema tenía que superar.",
      "Construimos en Apache Flink un pipeline de variables que calcula atributos de tarjeta, comercio y dispositivo a partir del flujo de pagos de Kafka, con Feast para que las definiciones fueran idénticas en el entrenamiento y en la puntuación en vivo.",
      "Entrenamos y comparamos modelos candidatos con datos divididos por tiempo y elegimos un modelo XGBoost con un codificador de secuencias en PyTorch, porque cumplía el presupuesto de latencia y era el que mejor resistía los patrones de fraude más recientes.",
      "Ejecutamos el modelo en modo sombra junto a las reglas durante seis semanas y después trasladamos el tráfico por etapas mientras el equipo antifraude comparaba las decisiones a diario.",
      "Añadimos explicaciones basadas en SHAP a la cola de los analistas y reincorporamos sus resoluciones al entrenamiento, con cada reentrenamiento registrado en MLflow junto a las etiquetas de las que aprendió.",
      "Entregamos runbooks, paneles de deriva y un calendario mensual de reentrenamiento, y formamos a los científicos de datos de Lumen para que asumieran el modelo.",
    ],
    results: [
      { value: "87%", label: "menos transacciones fraudulentas" },
      { value: "91%", label: "del fraude detectado antes de la liquidación" },
      { value: "73%", label: "menos falsos positivos" },
      { value: "$7.2M", label: "anuales en pérdidas por fraude evitadas" },
    ],
    testimonial: {
      quote:
        "Antes nos enterábamos del fraude por los contracargos. Ahora detenemos la mayor parte en la autorización, y cuando un analista pregunta por qué se retuvo un pago, la respuesta está en la pantalla.",
      author: "Elena Vasquez",
      title: "Directora de Riesgos",
    },
    relatedCases: ["delivery-fleet-tracking", "insurance-inquiry-agents"],
  },
  {
    id: "insurance-inquiry-agents",
    title: "Agentes de IA que resuelven de principio a fin las consultas de los asegurados",
    client: "Meridian Mutual Insurance",
    industry: "Seguros",
    industryId: "banking-fintech",
    serviceId: "agentic-ai",
    category: "IA agéntica",
    gradient: "violet-fuchsia",
    description:
      "Agentes que responden a las consultas de los asegurados de Meridian Mutual sobre el estado de siniestros, coberturas y documentos, y derivan a una persona todo lo que sea dudoso, con el caso adjunto.",
    summary:
      "El equipo de atención de Meridian Mutual Insurance pasaba la mayor parte del día respondiendo preguntas repetidas que sus sistemas de pólizas y siniestros ya podían contestar. Construimos agentes de IA que resuelven esas consultas de principio a fin por chat web y correo electrónico, y las escalan a un gestor habilitado siempre que una solicitud requiere criterio.",
    challenge:
      "Los asegurados esperaban una media de cuatro horas para recibir una primera respuesta, y más aún después de las tormentas, cuando se disparaba el volumen de siniestros. La mayoría de las consultas eran comprobaciones del estado de un siniestro, preguntas sobre la cobertura o peticiones de documentos como tarjetas de identificación o condiciones particulares, y cada una obligaba a un gestor a consultar a mano los mismos sistemas. Meridian quería respuestas más rápidas sin permitir que el software tomara decisiones de cobertura que no le corresponden.",
    solution:
      "Construimos los agentes en LangGraph, con especialistas para el estado de siniestros, las preguntas de cobertura y las solicitudes de documentos, y un enrutador que decide cuál atiende cada mensaje. Los agentes leen los registros de pólizas y siniestros mediante herramientas acotadas y de solo lectura sobre Guidewire ClaimCenter y la base de datos de pólizas, y responden a las preguntas de cobertura únicamente a partir del texto de la póliza del propio asegurado, con citas. Las reclamaciones, los siniestros en disputa y las respuestas con baja confianza pasan directamente a un gestor con un resumen y la conversación completa.",
    impact:
      "Los agentes resuelven ahora de principio a fin el 78% de las consultas de clientes, y la mediana de la primera respuesta ha pasado de cuatro horas a menos de tres minutos. La satisfacción del cliente subió 9 puntos en el primer trimestre, y los gestores dedican su tiempo a los siniestros en disputa y a las preguntas complejas. Cada acción de los agentes queda registrada, y el equipo de cumplimiento de Meridian revisa cada semana una muestra de conversaciones.",
    date: "abril de 2025",
    publishedAt: "2025-04-10",
    duration: "5 meses",
    author: { name: "Sofia Lindqvist", role: "Ingeniera jefe de IA" },
    metrics: [
      "El 78% de las consultas de clientes, resueltas de principio a fin por agentes",
      "Mediana de la primera respuesta: de 4 horas a menos de 3 minutos",
      "Satisfacción del cliente: 9 puntos más",
      "Cada escalado se traspasa con un resumen del caso",
    ],
    technologies: [
      "LangGraph",
      "Python",
      "FastAPI",
      "PostgreSQL",
      "pgvector",
      "Guidewire ClaimCenter",
      "OpenTelemetry",
    ],
    tags: ["Agentes de IA", "Atención al cliente", "Supervisión humana", "Seguros"],
    implementation: [
      "Clasificamos seis meses de consultas anonimizadas con los responsables de atención de Meridian para separar las solicitudes que pueden responderse con los datos del sistema de las que siempre deben llegar a una persona.",
      "Construimos herramientas de solo lectura sobre los sistemas de siniestros y pólizas, limitadas al asegurado autenticado, de modo que ningún agente puede modificar un siniestro ni una póliza.",
      "Construimos en LangGraph agentes especialistas para el estado de siniestros, las preguntas de cobertura y las solicitudes de documentos, coordinados por un enrutador que escala cuando la confianza o las reglas de negocio lo exigen.",
      "Reunimos una batería de evaluación de más de 1,200 consultas reales con sus resultados esperados, revisada por gestores habilitados, y la ejecutamos con cada cambio antes de publicarlo.",
      "Lanzamos el chat web en un estado, revisamos cada semana todos los escalados y una muestra de las conversaciones resueltas, y después extendimos los agentes al correo electrónico y al resto de estados.",
      "Formamos al equipo de atención de Meridian para revisar transcripciones, ajustar las reglas de escalado y añadir nuevos tipos de solicitud sin nuestra intervención.",
    ],
    results: [
      { value: "78%", label: "de las consultas, resueltas de principio a fin por agentes" },
      { value: "< 3 minutos", label: "de mediana en la primera respuesta, frente a 4 horas" },
      { value: "+9 ptos.", label: "de satisfacción del cliente (CSAT)" },
      { value: "24/7", label: "respuestas sobre el estado de siniestros y documentos" },
    ],
    testimonial: {
      quote:
        "Nuestros gestores se pasaban el día leyendo en voz alta el estado de los siniestros. Ahora los agentes se encargan de las solicitudes rutinarias, y cuando algo necesita a una persona, llega con toda la historia adjunta.",
      author: "Marcus Bell",
      title: "Vicepresidente de Operaciones de Clientes",
    },
    relatedCases: ["fraud-detection-digital-bank", "delivery-fleet-tracking"],
  },
  {
    id: "clean-water-monitoring",
    title: "Detección de fugas para un sistema rural de agua que abastece a 12 comunidades",
    client: "Clearwater Community Trust",
    industry: "Sin ánimo de lucro · Acceso al agua",
    industryId: "climate-agritech",
    serviceId: "ngo-lab",
    category: "NGO Lab",
    gradient: "emerald-lime",
    description:
      "Una red de sensores y un panel de control pro bono que ayudan a Clearwater Community Trust a localizar fugas y planificar el bombeo en un sistema rural de agua que abastece a 12 comunidades.",
    summary:
      "Clearwater Community Trust apoya a los comités de voluntarios que gestionan un sistema rural de agua que abastece a 12 comunidades. A través del NGO Lab diseñamos y construimos sin coste una red de sensores de bajo consumo y un panel compartido, para que los comités puedan ver caudales, presiones y niveles de los depósitos y reparar las fugas cuando aún son pequeñas.",
    challenge:
      "Las tuberías del sistema recorren kilómetros de tierras de cultivo, y una gran parte del agua bombeada se perdía por fugas que nadie veía hasta que se vaciaba un depósito. Los comités no tenían ningún contador entre las estaciones de bombeo y los grifos, así que no podían saber adónde iba el agua ni planificar el bombeo para la estación seca. Todo lo que construyéramos tenía que funcionar con energía solar y una conectividad irregular, y ser lo bastante sencillo para que lo mantuvieran voluntarios.",
    solution:
      "Instalamos sensores solares de caudal, presión y nivel de depósito en puntos clave de la red, que transmiten por LoRaWAN a pasarelas situadas en las dos estaciones de bombeo. Las lecturas se almacenan en TimescaleDB, y un panel de Grafana muestra a cada comité su propio tramo del sistema, con alertas por SMS cuando el caudal nocturno o una caída de presión apuntan a una fuga. Una sencilla previsión con scikit-learn estima la demanda de las próximas semanas para que los calendarios de bombeo sigan las estaciones.",
    impact:
      "El agua perdida entre las bombas y los grifos se ha reducido un 40%, y las 12 comunidades del sistema pasan menos días sin agua en la estación seca. Junto con los programas regionales del Trust que ya usan el mismo panel, el trabajo llega a 250k personas, y los comités operan y amplían la red por su cuenta. El proyecto se realizó pro bono a través del NGO Lab, y el código y las guías de hardware están publicados para que otras organizaciones del agua puedan reutilizarlos.",
    date: "noviembre de 2024",
    publishedAt: "2024-11-14",
    duration: "6 meses",
    author: { name: "Amara Nwosu", role: "Responsable del NGO Lab" },
    metrics: [
      "Un sistema de agua que abastece a 12 comunidades",
      "40% menos de agua perdida",
      "250k personas beneficiadas",
      "Desarrollado pro bono en el NGO Lab",
    ],
    technologies: ["LoRaWAN", "ChirpStack", "TimescaleDB", "Grafana", "scikit-learn", "Twilio"],
    tags: ["NGO Lab", "Trabajo pro bono", "Sensores IoT", "Acceso al agua", "Sostenibilidad"],
    implementation: [
      "Recorrimos la red con miembros de los comités y el ingeniero de campo del Trust para cartografiar tuberías, bombas y depósitos, y colocamos los sensores donde una lectura permitiera acotar una fuga a un único tramo de tubería.",
      "Elegimos sensores de caudal, presión y nivel de bajo consumo que funcionan con pequeños paneles solares, e instalamos pasarelas LoRaWAN en las dos estaciones de bombeo, que ya tenían electricidad y conexión móvil.",
      "Construimos el pipeline de datos sobre ChirpStack y TimescaleDB, ambos de código abierto, para que el Trust solo pague un alojamiento modesto y no dependa de ningún proveedor.",
      "Diseñamos el panel de Grafana con los comités a lo largo de tres rondas de pruebas, y añadimos alertas por SMS para el caudal nocturno y las caídas bruscas de presión.",
      "Añadimos una previsión de la demanda en la estación seca y formamos a dos voluntarios de cada comité para leer el panel, sustituir sensores y responder a las alertas.",
      "Entregamos el sistema con guías de campo impresas y documentación abierta, y hacemos un seguimiento con el Trust cada trimestre.",
    ],
    results: [
      { value: "12", label: "comunidades abastecidas por el sistema de agua" },
      { value: "40%", label: "menos de agua perdida" },
      { value: "250k", label: "personas beneficiadas" },
      { value: "Gratuito", label: "diseñado y construido pro bono en el NGO Lab" },
    ],
    testimonial: {
      quote:
        "Antes de los sensores, descubríamos las fugas cuando se vaciaba un depósito. Ahora el comité recibe un mensaje esa misma noche y sabemos qué tramo de tubería hay que revisar por la mañana.",
      author: "Ana Lucía Torres",
      title: "Directora de Programas",
    },
    relatedCases: ["delivery-fleet-tracking", "fraud-detection-digital-bank"],
  },
  {
    id: "delivery-fleet-tracking",
    title: "Seguimiento en tiempo real de una flota de reparto de 15,000 vehículos",
    client: "TransitCore Logistics",
    industry: "Retail y comercio electrónico",
    industryId: "retail-ecommerce",
    serviceId: "stream-house",
    category: "Stream House",
    gradient: "sky-indigo",
    description:
      "Una plataforma de streaming sobre Apache Kafka y Flink que sigue en movimiento la flota de última milla de TransitCore y ofrece a sus clientes minoristas horas de llegada fiables.",
    summary:
      "TransitCore Logistics gestiona el reparto de última milla para marcas de retail y comercio electrónico con una flota de 15,000 vehículos. Construimos una plataforma de streaming en tiempo real que convierte los eventos de GPS, telemática y escaneo en posiciones en directo, estimaciones de llegada y alertas de retraso para los despachadores y los minoristas a los que sirven.",
    challenge:
      'El seguimiento de TransitCore funcionaba con procesos por lotes que actualizaban la posición de los vehículos cada quince minutos, así que los despachadores se enteraban de los retrasos después que los clientes. Los minoristas querían franjas de llegada precisas, y las consultas del tipo "¿dónde está mi pedido?" suponían una parte creciente de su volumen de soporte. El coste del combustible no dejaba de subir, y las rutas no podían ajustarse durante el día porque nadie tenía una visión actualizada de la flota.',
    solution:
      "Construimos una plataforma de eventos sobre Apache Kafka que ingiere las señales GPS, la telemática y los eventos de escaneo de los conductores de todos los vehículos, y trabajos de Apache Flink que depuran las señales, las ajustan a la red viaria y mantienen el estado en vivo de cada vehículo y cada paquete. A partir de ese estado, la plataforma calcula las estimaciones de llegada, señala las paradas con riesgo de retraso y sugiere reasignaciones a los despachadores. Los minoristas reciben las actualizaciones de seguimiento mediante una API de webhooks, y los equipos de operaciones siguen la flota en paneles de Grafana respaldados por ClickHouse.",
    impact:
      'El seguimiento tiene ahora una precisión del 98.7% en 15,000 vehículos, y las entregas con retraso han bajado un 35% porque los despachadores actúan sobre los retrasos cuando aún tienen solución. El gasto en combustible cayó un 28% gracias a que las rutas se reequilibran durante el día y se señalan los tiempos largos con el motor al ralentí. Los clientes minoristas registran un 42% menos de consultas del tipo "¿dónde está mi pedido?" ahora que los compradores ven una hora de llegada en la que pueden confiar.',
    date: "enero de 2025",
    publishedAt: "2025-01-21",
    duration: "8 meses",
    author: { name: "Arjun Mehta", role: "Ingeniero de datos principal" },
    metrics: [
      "98.7% de precisión de seguimiento en 15,000 vehículos",
      "35% menos entregas con retraso",
      "28% menos gasto en combustible",
      '42% menos consultas del tipo "¿dónde está mi pedido?"',
    ],
    technologies: [
      "Apache Kafka",
      "Apache Flink",
      "Debezium",
      "ClickHouse",
      "Kubernetes",
      "Grafana",
      "OSRM",
    ],
    tags: [
      "Streaming en tiempo real",
      "Seguimiento de flotas",
      "Logística de última milla",
      "Arquitectura orientada a eventos",
    ],
    implementation: [
      "Comparamos durante un mes el seguimiento existente con los registros de escaneo de las entregas para fijar la línea base de precisión, entregas con retraso y consumo de combustible.",
      "Desplegamos Apache Kafka en Kubernetes para ingerir los eventos de GPS, telemática y escaneo de todos los vehículos, con Debezium transmitiendo los cambios de pedidos desde la base de datos de despacho.",
      "Escribimos trabajos de Apache Flink que filtran las lecturas de GPS con ruido, ajustan las posiciones a la red viaria con OSRM y mantienen un estado exactly-once para cada vehículo y paquete.",
      "Construimos sobre ese estado las estimaciones de llegada y las alertas de paradas con retraso, y las probamos con un mes de eventos reproducidos antes de que ningún despachador dependiera de ellas.",
      "Desplegamos la plataforma almacén por almacén a lo largo de diez semanas, junto con una API de webhooks que permite a los minoristas trasladar las horas de llegada en directo a sus compradores.",
      "Entregamos planes de capacidad, runbooks de guardia y paneles de Grafana, y formamos al equipo de plataforma de TransitCore para operar el sistema.",
    ],
    results: [
      { value: "98.7%", label: "de precisión de seguimiento en 15,000 vehículos" },
      { value: "35%", label: "menos entregas con retraso" },
      { value: "28%", label: "menos gasto en combustible" },
      { value: "42%", label: 'menos consultas del tipo "¿dónde está mi pedido?"' },
    ],
    testimonial: {
      quote:
        "Por primera vez, nuestros despachadores ven venir una entrega con retraso en lugar de enterarse por un cliente. Nuestros clientes minoristas notaron la diferencia en menos de un mes.",
      author: "David Chen",
      title: "Director de Operaciones",
    },
    relatedCases: ["fraud-detection-digital-bank", "clean-water-monitoring"],
  },
];
