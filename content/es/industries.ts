import type { allIndustries as english } from "@/content/industries";

export const allIndustries: typeof english = [
  {
    id: "aerospace-defense",
    name: "Aeroespacial y defensa",
    description:
      "Mantenimiento predictivo para flotas, modelos de riesgo de la cadena de suministro e IA segura y auditable para programas críticos.",
    gradient: "sky-indigo",
    icon: "plane",
    hero: {
      eyebrow: "Sectores · Aeroespacial y defensa",
      title: "Mantenga sus flotas operativas con una IA que puede auditar",
      highlight: "una IA que puede auditar",
      lead: "Construimos sistemas de mantenimiento predictivo, riesgo de la cadena de suministro y conocimiento de ingeniería para fabricantes aeronáuticos, proveedores de MRO y contratistas de defensa. Se ejecutan dentro de su perímetro de seguridad, y cada predicción puede rastrearse hasta los datos en los que se basa.",
    },
    challenges: [
      {
        icon: "wrench",
        title: "Las desinstalaciones imprevistas dejan los aviones en tierra",
        description:
          "La desinstalación no programada de un motor o un componente puede dejar un avión fuera de servicio durante días y repercutir en tripulaciones, repuestos y horarios. La mayoría de los equipos de MRO siguen planificando por intervalos fijos en lugar de por el estado real de cada pieza.",
      },
      {
        icon: "lock",
        title: "Los datos controlados limitan dónde puede ejecutarse la IA",
        description:
          "Las obligaciones de ITAR, EAR y CMMC determinan quién puede ver los datos técnicos y dónde pueden tratarse. Muchas herramientas de IA dan por hecho una nube pública y un servicio de soporte en otro país, lo que las descarta desde el primer día.",
      },
      {
        icon: "boxes",
        title: "Cadenas de suministro largas y frágiles",
        description:
          "Las piezas fundidas, las forjas y los componentes de aviónica de proveedor único tienen plazos de entrega que se miden en trimestres. Un proveedor que se retrasa o un componente obsoleto a menudo solo se detectan cuando una fabricación o una reparación ya están esperándolos.",
      },
    ],
    solutions: [
      {
        icon: "gauge",
        title: "Mantenimiento predictivo (Aprendizaje automático)",
        bullets: [
          "Modelos de vida útil restante entrenados con la monitorización del estado de los motores y los registros de visitas al taller",
          "Previsiones de desinstalaciones integradas en la planificación de MRO y el aprovisionamiento de repuestos",
          "Informes de fiabilidad que los ingenieros pueden rastrear hasta los datos de origen",
        ],
      },
      {
        icon: "shield-check",
        title: "Plataformas de datos preparadas para ITAR y CMMC (Soluciones de datos)",
        bullets: [
          "Despliegue en GovCloud o en enclaves locales con acceso restringido a ciudadanos y residentes estadounidenses",
          "Linaje, registros de acceso y etiquetas de control de exportaciones en cada conjunto de datos",
          "Controles alineados con NIST SP 800-171 para las evaluaciones CMMC",
        ],
      },
      {
        icon: "bot",
        title: "Agentes de ingeniería y cadena de suministro (IA agéntica)",
        bullets: [
          "Respuestas con citas a partir de manuales de mantenimiento, boletines de servicio y órdenes de trabajo",
          "Monitorización del riesgo de proveedores que señala piezas retrasadas, de proveedor único u obsoletas",
          "Borradores de paquetes de trabajo enviados al personal certificador para su aprobación",
        ],
      },
    ],
    featuredCase: {
      title: "Mantenimiento basado en la condición para una flota regional de turbohélices",
      client: "Cirrus Ridge Aviation Services",
      summary:
        "Cirrus Ridge mantiene los motores de operadores regionales de turbohélices en toda Norteamérica. Construimos modelos de vida útil restante a partir de ocho años de datos de estado de los motores y de visitas al taller, ejecutados íntegramente dentro del entorno controlado por ITAR de la empresa. Los planificadores programan ahora las desinstalaciones con semanas de antelación, en una base donde las piezas y los equipos están preparados.",
      metrics: [
        { value: "62%", label: "menos desinstalaciones imprevistas de motores" },
        { value: "23%", label: "menos tiempo de inmovilización por mantenimiento no programado" },
        { value: "$14M", label: "anuales en costes de mantenimiento y arrendamiento evitados" },
      ],
    },
    quote: {
      text: "Ya habíamos probado dos herramientas predictivas. Esta fue la primera que aceptaron nuestros ingenieros, porque cada alerta muestra las tendencias de los sensores y los hallazgos del taller que la respaldan, y nada sale de nuestro entorno controlado.",
      role: "Vicepresidente de Ingeniería de Fiabilidad, proveedor de MRO aeronáutico",
    },
    closing: {
      title: "Trabaje con un equipo que conoce los controles de exportación",
      lead: "Háblenos de su flota, su programa o su cadena de suministro. Le explicaremos qué permiten sus datos, qué implican sus obligaciones de cumplimiento para la arquitectura y dónde se amortizaría un primer modelo.",
    },
  },
  {
    id: "climate-agritech",
    name: "Clima y agritech",
    description:
      "Previsión de cosechas, riego de precisión y seguimiento de emisiones para que agricultores y equipos de clima actúen a partir de datos de campo y de satélite.",
    gradient: "emerald-lime",
    icon: "sprout",
    hero: {
      eyebrow: "Sectores · Clima y agritech",
      title:
        "Convierta los datos de campo y de satélite en decisiones en las que confían los agricultores",
      highlight: "decisiones en las que confían los agricultores",
      lead: "Ayudamos a empresas agroalimentarias, cooperativas agrícolas y equipos de clima a combinar imágenes de satélite, sensores de suelo y datos meteorológicos en previsiones y sistemas de control que funcionan a la escala de una sola parcela.",
    },
    challenges: [
      {
        icon: "droplets",
        title: "El agua escasea y su precio lo refleja",
        description:
          "El riego se programa a menudo por calendario o por costumbre. Regar en exceso desperdicia agua, energía y fertilizante; regar de menos cuesta cosecha en las semanas más decisivas.",
      },
      {
        icon: "satellite",
        title: "Datos que nunca llegan a juntarse",
        description:
          "Las imágenes de satélite, las sondas de suelo, los registros de maquinaria y las notas de los agrónomos están en herramientas distintas, con resoluciones y lagunas diferentes. Pocos equipos consiguen unirlos en una visión única de una parcela.",
      },
      {
        icon: "leaf",
        title: "Declaraciones de emisiones bajo la lupa",
        description:
          "Compradores, entidades financieras y reguladores piden ahora cifras medidas de Alcance 3 y de carbono en el suelo, en lugar de estimaciones. Los informes elaborados con hojas de cálculo no superan una auditoría.",
      },
    ],
    solutions: [
      {
        icon: "wheat",
        title: "Previsión de rendimientos y cosechas (Aprendizaje automático)",
        bullets: [
          "Previsiones de rendimiento por parcela a partir de imágenes, meteorología e historial de manejo",
          "Alertas de riesgo de enfermedades y plagas antes de que el daño sea visible",
          "Intervalos de previsión que muestran hasta qué punto fiarse de cada cifra",
        ],
      },
      {
        icon: "waves",
        title: "Riego de precisión (Stream House, Soluciones MCP)",
        bullets: [
          "Datos de humedad del suelo y meteorológicos transmitidos en streaming desde miles de sondas",
          "Programas de riego enviados directamente a los controladores de bombas y válvulas",
          "Anulaciones manuales y límites de alarma que siguen en manos del agricultor",
        ],
      },
      {
        icon: "chart-bar",
        title: "Datos de emisiones y MRV (Soluciones de datos)",
        bullets: [
          "Un único modelo de datos para las operaciones de campo, los insumos y los factores de emisión",
          "Trazas de medición, notificación y verificación listas para los auditores",
          "Cifras de Alcance 3 entregadas a los compradores en los formatos que exigen",
        ],
      },
    ],
    featuredCase: {
      title: "Riego por sectores para una cooperativa agrícola del Central Valley",
      client: "Sierra Verde Growers Cooperative",
      summary:
        "Los socios de Sierra Verde cultivan almendros y pistachos en el Central Valley de California, donde las asignaciones de agua subterránea se reducen cada año. Combinamos sondas de humedad del suelo, datos de evapotranspiración e imágenes de satélite en programas de riego por sector que se ejecutan directamente en los controladores de bombeo de la cooperativa. Los agricultores revisan cada programa en el móvil y pueden anularlo en cualquier momento.",
      metrics: [
        { value: "37%", label: "menos agua de riego por acre" },
        { value: "12%", label: "más rendimiento por acre" },
        { value: "$2.8M", label: "de ahorro anual en agua y energía de bombeo" },
      ],
    },
    quote: {
      text: "Nuestros agricultores son gente práctica. Adoptaron los programas porque las recomendaciones coincidían con lo que veían en el huerto, y las facturas del agua bajaron ya en la primera campaña.",
      role: "Director general, cooperativa agrícola",
    },
    closing: {
      title: "Empiece con los datos de una campaña",
      lead: "Tráiganos un cultivo, una región y los datos que ya recopila. Le mostraremos qué previsiones y sistemas de control permiten, y qué mediría un piloto de una campaña.",
    },
  },
  {
    id: "banking-fintech",
    name: "Banca y fintech",
    description:
      "Detección de fraude en tiempo real, modelos de riesgo de crédito y asistentes de IA conformes a la normativa para bancos, prestamistas y plataformas de pago.",
    gradient: "blue-cyan",
    icon: "banknote",
    hero: {
      eyebrow: "Sectores · Banca y fintech",
      title: "Detecte el fraude en milisegundos sin bloquear a los buenos clientes",
      highlight: "en milisegundos",
      lead: "Construimos sistemas de fraude, riesgo de crédito y atención al cliente para bancos, prestamistas y plataformas de pago, con el gobierno de modelos, las explicaciones y los registros de auditoría que esperan sus reguladores.",
    },
    challenges: [
      {
        icon: "credit-card",
        title: "El fraude va más rápido que las reglas por lotes",
        description:
          "El fraude en pagos sin tarjeta presente y la usurpación de cuentas se adaptan en cuestión de días. Unas reglas revisadas una vez al mes detectan el patrón del mes pasado y, por el camino, rechazan a clientes legítimos.",
      },
      {
        icon: "scale",
        title: "Escrutinio del riesgo de modelo y del crédito justo",
        description:
          "Todo modelo que influye en una decisión sobre un cliente está sujeto a la gestión del riesgo de modelo y a la revisión de préstamo justo. Las puntuaciones opacas y sin documentación pueden pasar meses en validación.",
      },
      {
        icon: "headphones",
        title: "Los costes de atención crecen con cada producto",
        description:
          "Las disputas, los contracargos y las actualizaciones de KYC generan colas de trabajo repetitivo. Los clientes esperan respuestas en minutos, y cada respuesta tiene que ser exacta y cumplir la normativa.",
      },
    ],
    solutions: [
      {
        icon: "shield",
        title: "Detección de fraude en tiempo real (Aprendizaje automático, Stream House)",
        bullets: [
          "Puntuación de transacciones en milisegundos dentro del flujo de autorización",
          "Variables de grafo que relacionan dispositivos, cuentas y comercios",
          "Códigos de motivo que analistas y clientes pueden entender",
        ],
      },
      {
        icon: "file-search",
        title:
          "Riesgo de crédito y gobierno de modelos (Aprendizaje automático, Soluciones de datos)",
        bullets: [
          "Modelos de crédito con restricciones monótonas y motivos de denegación",
          "Documentación, paquetes de validación y monitorización de la deriva alineados con SR 11-7",
          "Pruebas de préstamo justo entre los grupos protegidos antes de cada versión",
        ],
      },
      {
        icon: "messages-square",
        title: "Agentes de atención conformes a la normativa (IA agéntica)",
        bullets: [
          "Agentes de disputas y contracargos que reúnen pruebas y redactan los expedientes",
          "Flujos de actualización de KYC con aprobación humana en cada punto de decisión",
          "Registros de conversaciones conservados para auditoría y gestión de reclamaciones",
        ],
      },
    ],
    featuredCase: {
      title: "Detección de fraude con tarjeta en tiempo real para un banco digital",
      client: "Lumen Digital Bank",
      summary:
        "El motor basado en reglas de Lumen detectaba la mayor parte del fraude solo después de la liquidación y, por el camino, rechazaba a demasiados clientes honrados. Construimos un sistema de machine learning que puntúa cada pago con tarjeta en milisegundos, antes de su aprobación, y muestra a los analistas los motivos de cada puntuación. El equipo antifraude dedica ahora su tiempo a los casos que requieren criterio.",
      metrics: [
        { value: "91%", label: "del fraude detectado antes de la liquidación" },
        { value: "73%", label: "menos falsos positivos" },
        { value: "$7.2M", label: "anuales en pérdidas por fraude evitadas" },
      ],
      caseStudyId: "fraud-detection-digital-bank",
    },
    quote: {
      text: "Dejamos de discutir sobre si el modelo acertaba, porque cada rechazo viene con motivos que nuestros analistas pueden comprobar. Nuestros clientes también lo notaron: se bloquean muchas menos tarjetas legítimas.",
      role: "Directora de Riesgos, banco digital",
    },
    closing: {
      title: "Descubra qué pueden detectar sus datos de transacciones",
      lead: "Podemos hacer un backtesting de un modelo frente a sus reglas actuales con sus propias transacciones históricas y mostrarle la tasa de detección y la de falsos positivos antes de que nada entre en producción.",
    },
  },
  {
    id: "energy",
    name: "Energía",
    description:
      "Previsión de la carga de la red, monitorización del estado de los activos y analítica en streaming para compañías eléctricas y operadores de renovables.",
    gradient: "amber-orange",
    icon: "zap",
    hero: {
      eyebrow: "Sectores · Energía",
      title: "Gestione la red con previsiones sobre las que se puede actuar",
      highlight: "previsiones sobre las que se puede actuar",
      lead: "Construimos sistemas de previsión de carga y generación, monitorización del estado de los activos y control en streaming para compañías eléctricas, productores independientes de energía y operadores de renovables.",
    },
    challenges: [
      {
        icon: "sun",
        title: "Generación variable, márgenes más ajustados",
        description:
          "La producción solar y eólica puede oscilar en cuestión de minutos, y los cargos por desvíos penalizan cada error de previsión. Los modelos diarios pensados para un parque térmico no se diseñaron para esto.",
      },
      {
        icon: "activity",
        title: "Activos envejecidos, brigadas limitadas",
        description:
          "Transformadores, inversores y aerogeneradores fallan casi sin avisar, y las brigadas de campo no pueden inspeccionarlo todo a tiempo. Las interrupciones imprevistas cuestan ingresos y, en algunos mercados, sanciones regulatorias.",
      },
      {
        icon: "network",
        title: "Sistemas operativos que no se conectan entre sí",
        description:
          "SCADA, historiadores, sistemas de gestión de recursos distribuidos y plataformas de mercado proceden de distintos fabricantes y de distintas décadas. Obtener una señal limpia y en tiempo real de todos ellos suele ser lo más difícil de cualquier proyecto de analítica.",
      },
    ],
    solutions: [
      {
        icon: "chart-line",
        title: "Previsión de carga y generación (Aprendizaje automático)",
        bullets: [
          "Previsiones probabilísticas diarias e intradiarias de carga, solar y eólica",
          "Conjuntos de predicciones meteorológicas y calendarios de indisponibilidad incorporados automáticamente",
          "Previsiones entregadas a los sistemas de trading y de despacho",
        ],
      },
      {
        icon: "gauge",
        title: "Monitorización del estado de los activos (Stream House)",
        bullets: [
          "Datos de sensores transmitidos desde historiadores y SCADA con latencia inferior al segundo",
          "Detección de anomalías en transformadores, inversores y aerogeneradores",
          "Órdenes de trabajo creadas en su sistema de mantenimiento con las pruebas adjuntas",
        ],
      },
      {
        icon: "cpu",
        title: "Integración del control (Soluciones MCP)",
        bullets: [
          "Capas de control modulares que conectan SCADA, DERMS y controladores de baterías",
          "Despacho de baterías guiado por las previsiones, dentro de los límites fijados por los operadores",
          "Segmentación de red y control de acceso alineados con IEC 62443",
        ],
      },
    ],
    featuredCase: {
      title: "Estado de los activos y previsión para una cartera eólica y solar",
      client: "Highplain Renewables",
      summary:
        "Highplain opera parques eólicos y solares en tres regiones de la red eléctrica de EE. UU. Integramos los datos de sensores de todas las instalaciones en una única plataforma de monitorización, añadimos modelos de predicción de averías para aerogeneradores e inversores, y sustituimos la previsión diaria por un modelo probabilístico conectado a su sistema de programación. Los equipos de cada parque planifican ahora las reparaciones en las ventanas de baja producción en lugar de reaccionar a los disparos.",
      metrics: [
        { value: "67%", label: "menos paradas imprevistas de aerogeneradores e inversores" },
        { value: "42%", label: "menos cargos por desvíos" },
        { value: "$5.3M", label: "anuales en ingresos por generación protegidos" },
      ],
    },
    quote: {
      text: "Por primera vez, nuestra sala de control y nuestras brigadas de mantenimiento miran los mismos datos. Reparamos los equipos antes de que disparen y programamos el trabajo cuando menos nos cuesta.",
      role: "Responsable de Gestión de Activos, productor de energía renovable",
    },
    closing: {
      title: "Empiece con una instalación o con una previsión",
      lead: "Denos acceso al historiador de una sola planta o a un año de carga medida, y le mostraremos con sus propios datos cuánto habrían valido unas previsiones mejores y unas alertas más tempranas.",
    },
  },
  {
    id: "government",
    name: "Sector público",
    description:
      "Agentes de atención ciudadana, automatización de la tramitación de expedientes y modelos transparentes y responsables para organismos públicos.",
    gradient: "teal-emerald",
    icon: "landmark",
    hero: {
      eyebrow: "Sectores · Sector público",
      title: "Servicios públicos más rápidos, con la rendición de cuentas integrada",
      highlight: "con la rendición de cuentas integrada",
      lead: "Ayudamos a los organismos públicos a responder antes a la ciudadanía, eliminar los expedientes atrasados y modernizar sus datos, con sistemas autorizados, accesibles y explicables ante el público al que sirven.",
    },
    challenges: [
      {
        icon: "clock",
        title: "Retrasos que la ciudadanía percibe",
        description:
          "Las solicitudes de prestaciones, permisos y licencias esperan semanas en cola. El personal dedica buena parte del día a volver a teclear datos y a atender llamadas sobre el estado de los trámites en lugar de resolver expedientes.",
      },
      {
        icon: "shield-check",
        title: "Autorización antes de entrar en servicio",
        description:
          "Los servicios en la nube necesitan la autorización FedRAMP o StateRAMP, y todo sistema de cara al público debe cumplir las normas de accesibilidad de la Section 508 y las WCAG. Las herramientas pensadas para el sector privado rara vez llegan preparadas para ninguna de las dos cosas.",
      },
      {
        icon: "scale",
        title: "Decisiones que el público puede cuestionar",
        description:
          "El apoyo automatizado a las decisiones públicas debe ser explicable, justo y recurrible. Los organismos necesitan registros que resistan el examen de los órganos de control, los tribunales y las solicitudes de acceso a la información pública.",
      },
    ],
    solutions: [
      {
        icon: "messages-square",
        title: "Agentes de atención ciudadana (IA agéntica)",
        bullets: [
          "Asistentes multilingües que responden a preguntas sobre requisitos y estado de los trámites a partir de la normativa oficial",
          "Traspaso a un tramitador con toda la conversación adjunta",
          "Interfaces WCAG 2.1 AA probadas con personas que usan tecnologías de apoyo",
        ],
      },
      {
        icon: "file-text",
        title: "Automatización de la tramitación (IA agéntica, Aprendizaje automático)",
        bullets: [
          "Recepción de documentos que extrae y verifica los datos de las solicitudes",
          "Clasificación que deriva los casos sencillos a una revisión por la vía rápida",
          "Cada recomendación queda registrada con sus pruebas y con la persona que decidió",
        ],
      },
      {
        icon: "database",
        title: "Plataformas de datos modernas y autorizadas (Soluciones de datos)",
        bullets: [
          "Despliegue en servicios en la nube con autorización FedRAMP",
          "Migración de datos de mainframes y sistemas de expedientes heredados con linaje completo",
          "Paneles de información pública y evaluaciones de impacto algorítmico",
        ],
      },
    ],
    featuredCase: {
      title: "Eliminar el atraso de prestaciones de un organismo de condado",
      client: "Lakemont County Department of Social Services",
      summary:
        "El condado de Lakemont acumulaba meses de retraso en las prestaciones y unas líneas telefónicas que casi nunca se despejaban. Construimos un pipeline de recepción de documentos y un asistente multilingüe para la ciudadanía sobre infraestructura con autorización FedRAMP, en el que los tramitadores toman todas las decisiones sobre requisitos. Cada paso automatizado queda registrado, para que supervisores y auditores vean exactamente cómo avanzó cada expediente.",
      metrics: [
        {
          value: "76%",
          label: "menos tiempo medio de tramitación de las solicitudes de prestaciones",
        },
        { value: "83%", label: "de las consultas de estado resueltas sin llamada telefónica" },
        {
          value: "$3.2M",
          label: "anuales en costes operativos redirigidos a la gestión de expedientes",
        },
      ],
    },
    quote: {
      text: "Nuestros tramitadores siguen tomando todas las decisiones. Lo que ha cambiado es que dedican el día a decidir en lugar de a introducir datos, y la ciudadanía puede consultar el estado de su trámite a medianoche y en su propio idioma.",
      role: "Director de Servicios Sociales, gobierno de condado",
    },
    closing: {
      title: "Empiece por un servicio que la ciudadanía usa a diario",
      lead: "Trabajamos la contratación pública, la autorización de seguridad y la revisión de accesibilidad desde la primera semana, para que un piloto pueda convertirse en un servicio en producción sin empezar de cero.",
    },
  },
  {
    id: "human-resources",
    name: "Recursos humanos",
    description:
      "Emparejamiento de talento justo y explicable, previsión de la rotación y copilotos de RR. HH. que devuelven su tiempo a los equipos de personas.",
    gradient: "violet-fuchsia",
    icon: "users",
    hero: {
      eyebrow: "Sectores · Recursos humanos",
      title: "Contrate y retenga con datos, con una equidad que puede demostrar",
      highlight: "una equidad que puede demostrar",
      lead: "Construimos sistemas de emparejamiento de talento, previsión de la rotación y copilotos de RR. HH. para equipos de personas y proveedores de tecnología de RR. HH., con auditorías de sesgo y explicaciones integradas desde el diseño.",
    },
    challenges: [
      {
        icon: "gavel",
        title: "Las herramientas de contratación automatizada ya están reguladas",
        description:
          "La NYC Local Law 144 exige auditorías de sesgo independientes de las herramientas automatizadas de decisión en el empleo, y el Reglamento de IA de la UE considera de alto riesgo los sistemas de contratación. Muchas de las herramientas que se usan hoy nunca se han auditado.",
      },
      {
        icon: "user-check",
        title: "La rotación llega por sorpresa",
        description:
          "Las dimisiones en puestos críticos suelen hacerse visibles en la entrevista de salida. Para entonces, el coste de cubrir la vacante, el conocimiento perdido y la alteración del equipo ya son inevitables.",
      },
      {
        icon: "message-square",
        title: "Equipos de personas desbordados de preguntas",
        description:
          "Las preguntas sobre políticas, beneficios y permisos llegan por correo y chat durante todo el día. Los HR business partners pasan horas redactando respuestas que ya existen en un manual.",
      },
    ],
    solutions: [
      {
        icon: "scale",
        title: "Auditorías de sesgo y diseño de modelos justos (Aprendizaje automático)",
        bullets: [
          "Análisis de ratios de impacto por sexo y raza/etnia, en el formato que exigen las auditorías de la Local Law 144",
          "Modelos de emparejamiento que excluyen los atributos protegidos y sus variables sustitutas",
          "Avisos a los candidatos y explicaciones en lenguaje claro de cada puntuación",
        ],
      },
      {
        icon: "trending-up",
        title:
          "Previsión de la rotación y de la plantilla (Aprendizaje automático, Soluciones de datos)",
        bullets: [
          "Riesgo de rotación por equipo y puesto, con los factores que explican cada previsión",
          "Datos de HRIS, nóminas y compromiso unidos en un único modelo gobernado",
          "Vistas agregadas que protegen la privacidad individual",
        ],
      },
      {
        icon: "bot",
        title: "Copilotos de RR. HH. (IA agéntica)",
        bullets: [
          "Respuestas a preguntas sobre políticas y beneficios con enlaces al documento de origen",
          "Flujos de permisos e incorporación completados dentro de su HRIS",
          "Escalado a una persona para cualquier asunto delicado o ambiguo",
        ],
      },
    ],
    featuredCase: {
      title: "Emparejamiento auditado de candidatos para un gran empleador hotelero",
      client: "Pinecrest Hospitality Group",
      summary:
        "Pinecrest contrata cada año a miles de empleados de primera línea en sus hoteles, y sus reclutadores no daban abasto con el volumen de candidaturas. Construimos un modelo de emparejamiento basado en competencias, lo sometimos antes del lanzamiento a una auditoría independiente conforme a la NYC Local Law 144 y añadimos un copiloto de RR. HH. que programa las entrevistas. Los reclutadores toman todas las decisiones de contratación, y los ratios de impacto se revisan cada trimestre.",
      metrics: [
        { value: "58%", label: "menos tiempo de los reclutadores en la criba inicial" },
        { value: "43%", label: "menos tiempo de contratación para los puestos de primera línea" },
        { value: "32%", label: "menos rotación en el primer año entre las nuevas incorporaciones" },
      ],
    },
    quote: {
      text: "El departamento jurídico dio su visto bueno porque la auditoría de sesgo se hizo primero, no después del lanzamiento. Los reclutadores confían en las listas de preselección porque pueden ver por qué está cada candidato en ellas.",
      role: "Director de Personas, grupo hotelero",
    },
    closing: {
      title: "Empiece con una auditoría de las herramientas que usa hoy",
      lead: "Si hoy utiliza criba o emparejamiento automatizados, podemos auditarlos para detectar impacto adverso y evaluar su explicabilidad, y después ayudarle a corregir lo que encontremos o a construir un sustituto que pueda defender.",
    },
  },
  {
    id: "medical-pharmaceuticals",
    name: "Medicina y farmacia",
    description:
      "Predicción del riesgo de reingreso, selección de centros para ensayos y plataformas de datos preparadas para HIPAA para proveedores sanitarios y equipos de ciencias de la vida.",
    gradient: "blue-cyan",
    icon: "stethoscope",
    hero: {
      eyebrow: "Sectores · Medicina y farmacia",
      title: "Acorte el camino que va de los datos al paciente",
      highlight: "de los datos al paciente",
      lead: "Construimos modelos de predicción clínica, herramientas de operaciones de ensayos y plataformas de datos preparadas para HIPAA para sistemas sanitarios y empresas de ciencias de la vida, validados con el nivel que exigen sus equipos de calidad y asuntos regulatorios.",
    },
    challenges: [
      {
        icon: "flask-conical",
        title: "Ensayos que no alcanzan sus objetivos de reclutamiento",
        description:
          "La lentitud del reclutamiento es una de las causas más habituales de retraso en los ensayos, y muchos centros activados reclutan pocos pacientes o ninguno. Cada mes de retraso aplaza un lanzamiento y los ingresos que financian el siguiente programa.",
      },
      {
        icon: "clipboard-check",
        title: "La validación ralentiza cada cambio",
        description:
          "Los sistemas que tocan datos GxP requieren una validación de sistemas informatizados conforme a 21 CFR Part 11 y GAMP 5. Los modelos que se reentrenan o sufren deriva plantean preguntas que la mayoría de los manuales de validación aún no responden.",
      },
      {
        icon: "heart-pulse",
        title: "Reingresos evitables",
        description:
          "Los reingresos evitables conllevan sanciones económicas y tensionan la capacidad asistencial. Los equipos clínicos necesitan saber qué pacientes están en riesgo antes del alta, no cuando ya han vuelto.",
      },
    ],
    solutions: [
      {
        icon: "map-pin",
        title: "Selección de centros y reclutamiento para ensayos (Aprendizaje automático)",
        bullets: [
          "Clasificación de centros a partir de datos de la práctica clínica real, el rendimiento anterior y la población de pacientes local",
          "Previsiones de reclutamiento por centro y por país, actualizadas cada semana",
          "Comprobaciones de viabilidad del protocolo frente al número de pacientes elegibles",
        ],
      },
      {
        icon: "lock",
        title: "Plataformas de datos validadas y preparadas para HIPAA (Soluciones de datos)",
        bullets: [
          "Salvaguardas HIPAA, anonimización y auditorías de acceso integradas en la plataforma",
          "Paquetes de validación GxP: requisitos, evaluación de riesgos y evidencias IQ/OQ/PQ",
          "Control de cambios para los modelos, con versiones bloqueadas y monitorización de la deriva",
        ],
      },
      {
        icon: "stethoscope",
        title:
          "Agentes de predicción clínica y documentación (Aprendizaje automático, IA agéntica)",
        bullets: [
          "Puntuaciones de riesgo de reingreso visibles en la historia clínica electrónica durante la planificación del alta",
          "Agentes que redactan respuestas de autorización previa y de información médica para su revisión",
          "Revisión clínica de cada resultado que llega a la historia de un paciente",
        ],
      },
    ],
    featuredCase: {
      title: "Selección de centros basada en datos para un programa global de fase III",
      client: "Aldermere Therapeutics",
      summary:
        "El anterior ensayo de fase III de Aldermere terminó el reclutamiento con once meses de retraso. Para su siguiente programa, construimos modelos de selección de centros y de previsión del reclutamiento a partir de datos de la práctica clínica real y del historial de centros de la propia empresa, validados dentro de su sistema de calidad GxP. El equipo del estudio eligió los centros a partir de una lista priorizada y comparó cada semana el reclutamiento con la previsión.",
      metrics: [
        {
          value: "85%",
          label: "de los centros seleccionados alcanzaron sus objetivos de reclutamiento",
        },
        { value: "3.5x", label: "más pacientes reclutados por centro que en el programa anterior" },
        {
          value: "$43M",
          label: "en costes de desarrollo evitados al terminar antes el reclutamiento",
        },
      ],
    },
    quote: {
      text: "Nuestro equipo de calidad esperaba una caja negra y un quebradero de cabeza con la validación. En su lugar, recibió un modelo documentado, una versión bloqueada y un proceso de control de cambios que podía inspeccionar.",
      role: "Responsable de Operaciones Clínicas, empresa biofarmacéutica mediana",
    },
    closing: {
      title: "Tráiganos su próximo protocolo",
      lead: "Podemos evaluar un estudio previsto frente a datos reales de pacientes y al historial de sus centros, y mostrarle dónde está el riesgo de reclutamiento antes de activar un solo centro.",
    },
  },
  {
    id: "retail-ecommerce",
    name: "Retail y comercio electrónico",
    description:
      "Previsión de la demanda, personalización y seguimiento de entregas en tiempo real para aumentar la conversión, mantener un inventario ajustado y entregar los pedidos a tiempo.",
    gradient: "teal-emerald",
    icon: "shopping-cart",
    hero: {
      eyebrow: "Sectores · Retail y comercio electrónico",
      title: "Venda más, almacene menos y entregue a tiempo",
      highlight: "entregue a tiempo",
      lead: "Construimos sistemas de previsión de la demanda, personalización, asistentes de compra y seguimiento de entregas en tiempo real para minoristas y marcas online, conectados a los sistemas que ya utilizan sus tiendas y almacenes.",
    },
    challenges: [
      {
        icon: "package",
        title: "Inventario en el lugar equivocado",
        description:
          "Las previsiones por categoría dejan unas tiendas con exceso de existencias y otras vacías. Tanto las rebajas como las ventas perdidas salen del mismo margen.",
      },
      {
        icon: "truck",
        title: "Una última milla que nadie ve",
        description:
          "Los clientes esperan una franja de entrega precisa y actualizaciones en directo. Cuando las furgonetas se retrasan y nadie sabe por qué, el resultado son franjas incumplidas, combustible desperdiciado y una avalancha de consultas del tipo “¿dónde está mi pedido?”.",
      },
      {
        icon: "target",
        title: "Una personalización que parece genérica",
        description:
          "Los widgets de recomendación entrenados con los clics del último trimestre muestran a todo el mundo los mismos superventas. Los compradores se van, y los costes de adquisición no dejan de subir.",
      },
    ],
    solutions: [
      {
        icon: "chart-line",
        title: "Previsión de la demanda (Aprendizaje automático)",
        bullets: [
          "Previsiones por SKU y tienda que tienen en cuenta promociones, meteorología y eventos locales",
          "Recomendaciones de reposición y asignación dentro de sus herramientas de merchandising",
          "Calendario de rebajas basado en el ritmo de venta, no en el calendario",
        ],
      },
      {
        icon: "route",
        title: "Seguimiento de entregas en tiempo real (Stream House)",
        bullets: [
          "Posiciones de los vehículos y horas estimadas de llegada transmitidas en directo desde cada furgoneta",
          "Alertas de paradas con retraso y reasignaciones sugeridas cuando una franja de entrega está en riesgo",
          "Notificaciones al cliente enviadas antes de que nadie tenga que preguntar",
        ],
      },
      {
        icon: "sparkles",
        title: "Personalización y asistentes de compra (IA agéntica, Soluciones de datos)",
        bullets: [
          "Un único perfil de cliente para las compras en la web, la app y la tienda",
          "Asistentes de compra que responden a preguntas sobre productos y pedidos a partir de su catálogo",
          "Recomendaciones probadas frente a grupos de control antes de su despliegue",
        ],
      },
    ],
    featuredCase: {
      title: "Seguimiento en tiempo real de una flota de reparto de 15,000 vehículos",
      client: "TransitCore Logistics",
      summary:
        "TransitCore gestiona el reparto de última milla para marcas de retail y comercio electrónico con una flota de 15,000 vehículos, y su seguimiento solo se actualizaba cada quince minutos. Construimos una plataforma Stream House que convierte los eventos de GPS, telemática y escaneo en posiciones en directo, estimaciones de llegada y alertas de retraso. Los despachadores actúan ahora sobre los retrasos cuando aún tienen solución, y los compradores ven una hora de llegada en la que pueden confiar.",
      metrics: [
        { value: "35%", label: "menos entregas con retraso" },
        { value: "28%", label: "menos gasto en combustible" },
        { value: "42%", label: "menos consultas del tipo “¿dónde está mi pedido?”" },
      ],
      caseStudyId: "delivery-fleet-tracking",
    },
    quote: {
      text: "Antes, nuestros despachadores se enteraban de que una furgoneta iba con retraso por un cliente descontento. Ahora ven venir el retraso y lo solucionan cuando todavía hay tiempo de cumplir la franja.",
      role: "Director de Operaciones, proveedor de logística de última milla",
    },
    closing: {
      title: "Empiece por donde se escapa el margen",
      lead: "Tanto si el problema está en el stock como en la entrega o la conversión, partimos de los datos que ya tiene y medimos los resultados frente a un grupo de control, para que la mejora sea una que su equipo financiero acepte.",
    },
  },
  {
    id: "startups",
    name: "Empresas emergentes",
    description:
      "Del prototipo a la producción: estrategia de producto de IA, desarrollo de MVP y cimientos de datos escalables para fundadores que avanzan rápido.",
    gradient: "violet-fuchsia",
    icon: "rocket",
    hero: {
      eyebrow: "Sectores · Empresas emergentes",
      title: "Lance el MVP y escale sin empezar de cero",
      highlight: "escale sin empezar de cero",
      lead: "Trabajamos con fundadores desde la fase semilla hasta la Serie C como un equipo sénior de IA y datos bajo demanda: damos forma al producto, construimos la primera versión y sentamos unas bases que aguantan diez veces la carga.",
    },
    challenges: [
      {
        icon: "timer",
        title: "La pista de despegue es el verdadero plazo",
        description:
          "Cada mes dedicado a contratar un equipo de machine learning o a reconstruir un prototipo es un mes de pista de despegue perdido. Los fundadores necesitan un producto que funcione delante de los clientes en menos de un trimestre.",
      },
      {
        icon: "layers",
        title: "Prototipos que se rompen al crecer",
        description:
          "Los pipelines y cadenas de prompts de nivel demo funcionan con diez usuarios y fallan con diez mil. Reescribirlos en pleno crecimiento paraliza la hoja de ruta justo cuando más importa el impulso.",
      },
      {
        icon: "chart-pie",
        title: "Los inversores piden pruebas",
        description:
          "Los inversores de Serie A y B examinan ahora con lupa las afirmaciones sobre IA: calidad de los modelos, economía unitaria, derechos sobre los datos y costes de inferencia. Muchos equipos no pueden presentar esas cifras cuando se les piden.",
      },
    ],
    solutions: [
      {
        icon: "rocket",
        title: "Desarrollo de MVP (IA agéntica, Aprendizaje automático)",
        bullets: [
          "Dos semanas de descubrimiento que terminan en un plan de desarrollo de alcance cerrado",
          "Baterías de evaluación que miden la calidad antes y después de cada cambio",
          "Arquitectura elegida por su coste por petición, no solo para la demo",
        ],
      },
      {
        icon: "database",
        title: "Cimientos de datos escalables (Soluciones de datos, Stream House)",
        bullets: [
          "Pipelines de eventos y un almacén de datos dimensionados para hoy y diseñados para crecer",
          "Variables en tiempo real añadidas cuando el producto las necesita, no antes",
          "Controles de seguridad y preparación para SOC 2 integrados en la plataforma",
        ],
      },
      {
        icon: "chart-bar",
        title: "Métricas listas para inversores (Soluciones de datos)",
        bullets: [
          "Paneles de retención, economía unitaria y rendimiento de los modelos",
          "Coste de inferencia por cliente, con seguimiento y previsión",
          "Paquetes de due diligence técnica para la data room",
        ],
      },
    ],
    featuredCase: {
      title: "Del prototipo a un producto financiado para una startup legaltech",
      client: "Larkspur Legal AI",
      summary:
        "Los fundadores de Larkspur tenían un prototipo de revisión de contratos, tres clientes piloto y seis meses de pista de despegue. Reconstruimos el prototipo como un agente de producción con una batería de evaluación, lo trasladamos a una plataforma de datos diseñada para escalar y configuramos las métricas que pedían los inversores. La empresa se lanzó en ese mismo trimestre y cerró su ronda semilla con esas cifras.",
      metrics: [
        {
          value: "6x",
          label: "de crecimiento de las cuentas de clientes activas en el primer año",
        },
        { value: "$4.5M", label: "de ronda semilla cerrada con las métricas del lanzamiento" },
        { value: "31%", label: "menos coste de nube e inferencia por cliente" },
      ],
    },
    quote: {
      text: "Construyeron como quien espera seguir ahí cuando lleguemos a escala. Cuando los inversores preguntaron por la precisión, el coste por contrato y la retención, teníamos los paneles abiertos en la reunión.",
      role: "Cofundador y CEO, startup legaltech",
    },
    closing: {
      title: "Cuéntenos dónde está y adónde necesita llegar",
      lead: "Traiga un prototipo, una presentación para inversores o simplemente un problema. Le daremos una opinión franca sobre qué construir primero, cuánto costará y qué puede esperar hasta después de la próxima ronda.",
    },
  },
];
