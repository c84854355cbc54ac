import type { clientPortalPage as english } from "@/content/client-portal";

export const clientPortalPage: typeof english = {
  hero: {
    title: "Su proyecto, en un único lugar seguro",
    lead: "El portal de clientes de Tessellate AI ofrece a su equipo el estado del proyecto en tiempo real, el rendimiento de los modelos, los documentos y una línea directa con nuestros ingenieros. El acceso es por invitación y está reservado a clientes activos.",
  },
  features: [
    {
      value: "dashboards",
      label: "Paneles",
      title: "Vea el avance y el rendimiento en tiempo real",
      description:
        "Siga los hitos, el presupuesto y las métricas que definen el éxito de su proyecto, junto con el rendimiento en directo de los modelos y pipelines que operamos para usted.",
      points: [
        "Seguimiento de hitos y presupuesto",
        "Gráficos en directo de precisión y deriva de los modelos",
        "Estado y latencia de los pipelines",
        "Informes mensuales de impacto exportables",
      ],
    },
    {
      value: "documents",
      label: "Documentos",
      title: "Cada entregable, versionado y con búsqueda",
      description:
        "Las declaraciones de trabajo, los registros de arquitectura, las fichas de modelo y los runbooks se guardan en un único lugar, con historial de versiones y responsables claros.",
      points: [
        "Registros de arquitectura y diseño versionados",
        "Fichas de modelo e informes de evaluación",
        "Runbooks y guías de traspaso",
        "Búsqueda de texto completo en todos los archivos",
      ],
    },
    {
      value: "communication",
      label: "Comunicación",
      title: "Hable con las personas que hacen el trabajo",
      description:
        "Escriba directamente a su equipo de proyecto, revise las decisiones en su contexto y mantenga un registro compartido de lo que se acordó y por qué.",
      points: [
        "Conversaciones en hilos con su equipo de proyecto",
        "Registro de decisiones con aprobaciones",
        "Actas de reuniones y tareas pendientes",
        "Resúmenes por correo electrónico configurables",
      ],
    },
    {
      value: "support",
      label: "Soporte",
      title: "Ayuda cuando la necesita, con seguimiento hasta la resolución",
      description:
        "Abra una incidencia, siga su evolución y consulte los tiempos de respuesta acordados en su plan; los problemas urgentes se derivan a un ingeniero de guardia.",
      points: [
        "Gestión de incidencias con niveles de prioridad",
        "Objetivos de nivel de servicio visibles en cada incidencia",
        "Derivación a guardia 24/7 para problemas urgentes",
        "Base de conocimiento para las preguntas habituales",
      ],
    },
  ],
  security: {
    title: "Seguridad integrada en el portal",
    lead: "Su portal contiene datos sensibles del proyecto, por lo que lo protegemos con los mismos controles que incorporamos en los sistemas de nuestros clientes y los sometemos cada año a una revisión independiente.",
    items: [
      {
        icon: "key-round",
        title: "Inicio de sesión único y MFA",
        description:
          "Inicie sesión a través del proveedor de identidad de su empresa con SAML u OIDC, y exija autenticación multifactor a todos los usuarios.",
      },
      {
        icon: "lock",
        title: "Cifrado en tránsito y en reposo",
        description:
          "Todo el tráfico usa TLS 1.2 o posterior, y los datos almacenados y las copias de seguridad se cifran con AES-256 mediante claves gestionadas.",
      },
      {
        icon: "user-check",
        title: "Acceso basado en roles",
        description:
          "Los niveles de permiso para administradores, colaboradores y lectores garantizan que cada persona vea solo los proyectos y documentos que necesita.",
      },
      {
        icon: "shield-check",
        title: "Registros de auditoría y SOC 2 Type II",
        description:
          "Cada inicio de sesión, descarga y cambio de permisos queda registrado, y nuestros controles se evalúan cada año en una auditoría SOC 2 Type II.",
      },
    ],
  },
  testimonials: [
    {
      quote:
        "El portal sustituyó a una docena de correos de estado a la semana. Nuestros directivos consultan el panel antes del comité de dirección, así que dedicamos la reunión a tomar decisiones en lugar de a ponernos al día.",
      name: "Hannah Whitcombe",
      title: "Vicepresidenta de Datos",
      company: "Ridgeline Mutual",
    },
    {
      quote:
        "Tener las fichas de modelo, los runbooks y el registro de decisiones en un solo lugar facilitó muchísimo nuestra revisión regulatoria. Los auditores podían ver exactamente qué se aprobó y cuándo.",
      name: "Kwame Asante",
      title: "Responsable de Analítica Clínica",
      company: "Brightwater Health Partners",
    },
    {
      quote:
        "Abrimos una incidencia urgente un domingo por la noche cuando se cayó una fuente de datos, y en cuestión de minutos había un ingeniero trabajando en ella. Ese es el tipo de soporte que genera confianza.",
      name: "Lucía Ferrer",
      title: "Directora de Operaciones",
      company: "Verdant Grid Energy",
    },
  ],
  cta: {
    title: "¿Todavía no es cliente?",
    lead: "El acceso al portal se incluye en todos los proyectos. Contáctenos para hablar de su proyecto o programe una demostración para ver el portal con datos de ejemplo.",
  },
  faq: [
    {
      question: "¿Cómo obtengo acceso al portal de clientes?",
      answer:
        "El acceso es por invitación. Cuando comienza un proyecto, invitamos como administrador a su patrocinador del proyecto, que a su vez puede invitar a sus compañeros. Si es cliente y no ha recibido una invitación, pregunte a su responsable de proyecto o escriba a nuestro equipo de soporte.",
    },
    {
      question: "He olvidado mi contraseña. ¿Cómo recupero mi cuenta?",
      answer:
        'Use el enlace "¿Ha olvidado su contraseña?" de la página de inicio de sesión para recibir por correo electrónico un enlace de restablecimiento. Si su organización inicia sesión mediante inicio de sesión único, restablezca la contraseña con su propio proveedor de identidad. Si ha perdido su dispositivo de MFA, contacte con soporte y verificaremos su identidad antes de restablecer el acceso.',
    },
    {
      question: "¿Quién puede ver qué dentro de mi organización?",
      answer:
        "El acceso se basa en roles. Los administradores gestionan usuarios y permisos, los colaboradores pueden ver y comentar los proyectos que tienen asignados y los lectores tienen acceso de solo lectura. Sus administradores deciden quién tiene cada rol, y cada cambio queda registrado en el registro de auditoría.",
    },
    {
      question: "¿Están seguros mis datos?",
      answer:
        "Sí. El portal admite inicio de sesión único y autenticación multifactor, cifra los datos en tránsito y en reposo, y registra cada acceso. Nuestros controles se evalúan anualmente en una auditoría SOC 2 Type II, y podemos compartir el informe bajo un acuerdo de confidencialidad.",
    },
    {
      question: "¿Cuál es el horario de soporte y cómo puedo contactar con el equipo?",
      answer:
        "Los asuntos urgentes, como la caída de un sistema en producción, los atiende 24/7 un ingeniero de guardia. Para todo lo demás, nuestro equipo está disponible de lunes a viernes, de 9:00 de la mañana a 6:00 de la tarde en su hora local. Abra una incidencia en el portal o escriba a nuestra dirección de soporte.",
    },
  ],
};
