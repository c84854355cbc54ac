import type {
  privacyPolicy as englishPrivacyPolicy,
  termsOfService as englishTermsOfService,
} from "@/content/legal";

/* Política de privacidad y condiciones de uso del sitio web. */

export const privacyPolicy: typeof englishPrivacyPolicy = {
  title: "Política de privacidad",
  lastUpdated: "2025-05-01",
  intro:
    "Esta política explica qué información trata el sitio web de Tessellate AI, con qué fines y qué opciones tiene usted. Tessellate AI es una consultora de IA con sede central en San Francisco, California, y oficinas en Londres y Singapur. El sitio es estático y no tiene cuentas de usuario, por lo que en la mayoría de las visitas sabemos muy poco de usted. Cuando recibimos información personal, es porque usted ha decidido enviárnosla o ha aceptado la analítica.",
  sections: [
    {
      id: "information-we-collect",
      title: "Información que recopilamos",
      paragraphs: [
        "Puede navegar por este sitio web sin crear una cuenta ni decirnos quién es. Este sitio no tiene inicio de sesión: el acceso al portal de clientes no está activo aquí y no creamos perfiles de usuario.",
        "Solo recibimos información personal cuando envía alguno de nuestros formularios. Lo que recibimos es lo que escribe en el formulario, que normalmente incluye su nombre, su dirección de correo electrónico y su mensaje, y puede incluir su organización, su cargo u otros datos que solicite el formulario.",
        "Si acepta la analítica en nuestro banner de consentimiento, Google Analytics recibe además datos de uso sobre su visita, tal como se describe en la sección sobre cookies y almacenamiento local. Si la rechaza, o si su navegador envía una señal Global Privacy Control o Do Not Track, no se recopila ningún dato de analítica.",
      ],
      list: [
        "Formulario de contacto y solicitudes de demostración",
        "Solicitudes para el programa NGO Lab",
        "Candidaturas a ofertas de empleo, incluidos el currículum o los enlaces que facilite",
        "Propuestas de artículos invitados",
        "Suscripciones al boletín (su dirección de correo electrónico)",
        "Solicitudes de acceso a recursos como guías o informes",
      ],
    },
    {
      id: "how-we-use-information",
      title: "Cómo utilizamos la información",
      paragraphs: [
        "Utilizamos la información que nos envía únicamente para atender la solicitud que ha realizado: responder a su pregunta, organizar una demostración, revisar una solicitud al NGO Lab o una candidatura de empleo, valorar un artículo invitado, enviarle el boletín al que se ha suscrito o facilitarle el recurso que ha pedido.",
        "Si acepta la analítica, utilizamos los informes agregados para saber qué páginas resultan útiles, cómo llegan los visitantes al sitio y en qué puede mejorarse. No utilizamos los datos de analítica para identificar a visitantes concretos, ni usamos ninguna de sus informaciones para tomar decisiones automatizadas que produzcan efectos jurídicos sobre usted o le afecten de forma similarmente significativa.",
        "Cuando es aplicable el RGPD o el RGPD del Reino Unido, nos basamos en su consentimiento para la analítica y el boletín, en la aplicación de medidas precontractuales a petición suya para las solicitudes de demostración y las candidaturas de empleo, y en nuestro interés legítimo en responder a las consultas que se nos envían para el resto de formularios.",
      ],
    },
    {
      id: "how-we-share-information",
      title: "Cómo compartimos la información",
      paragraphs: [
        "No vendemos su información personal ni la compartimos para publicidad comportamental entre contextos. Solo la comunicamos en las situaciones limitadas que se indican a continuación.",
      ],
      list: [
        "Proveedores de servicios que gestionan el sitio y nuestra correspondencia en nuestro nombre, como el alojamiento web, el envío de correo electrónico y, solo si usted lo acepta, Google Analytics. Actúan en virtud de un contrato y solo pueden utilizar los datos para prestarnos su servicio.",
        "Autoridades, tribunales u otras partes cuando la ley lo exija, o cuando la comunicación sea necesaria para proteger los derechos, la seguridad o los bienes de Tessellate AI, de nuestros clientes o de terceros.",
        "Una organización sucesora si Tessellate AI participa en una fusión, adquisición o venta de activos, en cuyo caso esta política seguirá aplicándose a la información transferida.",
      ],
    },
    {
      id: "data-security",
      title: "Seguridad de los datos",
      paragraphs: [
        "El sitio se sirve mediante conexiones HTTPS cifradas, y la información enviada a través de nuestros formularios solo la tratan las personas de nuestro equipo que la necesitan para responder. Limitamos el acceso a la información personal, trabajamos con proveedores que mantienen prácticas de seguridad reconocidas y revisamos nuestras medidas de protección a medida que cambian el sitio y nuestros servicios.",
        "Ningún método de transmisión o almacenamiento es completamente seguro, por lo que no podemos garantizar una seguridad absoluta. Si tenemos conocimiento de una brecha que afecte a su información personal, se lo notificaremos a usted y a las autoridades competentes según lo exija la ley.",
      ],
    },
    {
      id: "your-rights-and-choices",
      title: "Sus derechos y opciones",
      paragraphs: [
        "Según dónde resida, usted tiene derechos sobre la información personal que conservamos sobre usted. Los residentes del Espacio Económico Europeo y del Reino Unido tienen derechos en virtud del RGPD y del RGPD del Reino Unido, y los residentes de California los tienen en virtud de la California Consumer Privacy Act, modificada por la California Privacy Rights Act. Siempre que nos es razonablemente posible, reconocemos los mismos derechos esenciales a todos los visitantes.",
        "Para ejercer cualquiera de estos derechos, escriba a privacy@example.com. Podemos pedirle la información necesaria para verificar su identidad, y le responderemos en el plazo que permita la legislación aplicable, normalmente en el plazo de un mes. Puede actuar a través de un representante autorizado, y no le trataremos de forma diferente por ejercer sus derechos.",
        "Si se encuentra en el EEE o en el Reino Unido y considera que no hemos tratado su información correctamente, puede presentar una reclamación ante la autoridad de control de protección de datos de su país, como la Information Commissioner's Office en el Reino Unido. Le agradeceríamos que nos diera antes la oportunidad de resolver su inquietud.",
      ],
      list: [
        "Acceso: solicitar una copia de la información personal que conservamos sobre usted",
        "Rectificación: pedirnos que corrijamos la información inexacta o incompleta",
        "Supresión: pedirnos que eliminemos su información",
        "Oposición y limitación: oponerse a determinados usos de su información o limitarlos",
        "Portabilidad: recibir su información en un formato estructurado y de uso común",
        "Retirada del consentimiento: retirar su consentimiento en cualquier momento, también para la analítica y el boletín, sin que ello afecte al tratamiento anterior",
        "Derecho a saber y a excluirse: como residente de California, saber qué recopilamos y cómo se utiliza, y excluirse de cualquier venta o cesión (no realizamos ninguna de las dos)",
      ],
    },
    {
      id: "cookies-and-local-storage",
      title: "Cookies y almacenamiento local",
      paragraphs: [
        "El sitio en sí no instala cookies. En su lugar, utiliza el almacenamiento local de su navegador para recordar algunos datos en su dispositivo. Esta información permanece en su navegador y nunca se nos envía, salvo que usted envíe el formulario correspondiente. Puede eliminarla en cualquier momento borrando los datos del sitio en su navegador.",
        "Google Analytics 4 solo se carga si usted lo acepta en el banner de consentimiento, y nunca se carga si su navegador envía una señal Global Privacy Control o Do Not Track. Si lo acepta, Google Analytics instala sus propias cookies y recibe las páginas vistas, incluidos el título, la dirección y la ruta de la página, junto con información general sobre su dispositivo y su navegador. Las direcciones IP se anonimizan. Puede cambiar su elección en cualquier momento desde Configuración de cookies, en el pie de página del sitio.",
        "El mapa de nuestra oficina de San Francisco es un mapa de OpenStreetMap que solo se carga cuando usted decide mostrarlo. Entonces carga teselas de mapa desde los servidores de OpenStreetMap, que reciben su dirección IP como parte de esa solicitud. Los botones para compartir del sitio son simples enlaces: no se envía nada a ninguna red social salvo que haga clic en uno de ellos.",
      ],
      list: [
        "El tema que ha elegido (claro u oscuro)",
        "El idioma que ha elegido",
        "Los borradores del formulario de contacto, de la solicitud al NGO Lab y de la candidatura de empleo, que se conservan solo hasta que los envía",
        "Su elección sobre la analítica (aceptar o rechazar), cuando se muestra el banner de consentimiento",
      ],
    },
    {
      id: "childrens-privacy",
      title: "Privacidad de los menores",
      paragraphs: [
        "Este sitio web está dirigido a empresas y profesionales, y no a menores de 16 años. No recopilamos a sabiendas información personal de menores de 16 años. Si cree que un menor nos ha enviado información personal, escriba a privacy@example.com y la eliminaremos.",
      ],
    },
    {
      id: "international-transfers",
      title: "Transferencias internacionales",
      paragraphs: [
        "Tessellate AI tiene su sede en Estados Unidos y oficinas en el Reino Unido y Singapur, y algunos de nuestros proveedores de servicios operan en otros países. Por tanto, la información que nos envía puede tratarse fuera del país en el que usted reside.",
        "Cuando transferimos información personal desde el EEE o el Reino Unido a un país que no cuenta con una decisión de adecuación, nos basamos en las cláusulas contractuales tipo aprobadas por la Comisión Europea, junto con el anexo del Reino Unido cuando corresponde, y en garantías adicionales cuando son necesarias.",
      ],
    },
    {
      id: "data-retention",
      title: "Conservación de los datos",
      paragraphs: [
        "Conservamos la información personal solo durante el tiempo necesario para el fin con el que nos la envió, y después la eliminamos o la anonimizamos. Podemos conservar parte de la información durante más tiempo cuando la ley lo exija o para formular o defender reclamaciones.",
      ],
      list: [
        "Solicitudes de contacto y de demostración: hasta 24 meses",
        "Candidaturas de empleo: hasta 12 meses, salvo que acepte un plazo más largo",
        "Suscripciones al boletín: hasta que se dé de baja",
        "Borradores y preferencias guardados en el navegador: en su dispositivo hasta que se envían o se borran",
      ],
    },
    {
      id: "changes-to-this-policy",
      title: "Cambios en esta política",
      paragraphs: [
        "Podemos actualizar esta política cuando cambien el sitio web o nuestras prácticas. Cuando lo hagamos, modificaremos la fecha que figura al principio de esta página. Si el cambio es sustancial, también lo anunciaremos en el sitio antes de que entre en vigor.",
      ],
    },
    {
      id: "contact-us",
      title: "Contacto",
      paragraphs: [
        "Para cualquier pregunta sobre esta política o para ejercer sus derechos de privacidad, escriba a privacy@example.com. Para cualquier otro asunto, escriba a hello@example.com. También puede escribirnos por correo postal a Tessellate AI, 500 Howard Street, Suite 300, San Francisco, CA 94105, Estados Unidos.",
      ],
    },
  ],
};

export const termsOfService: typeof englishTermsOfService = {
  title: "Condiciones de uso",
  lastUpdated: "2025-05-01",
  intro:
    "Estas condiciones regulan el uso del sitio web de Tessellate AI. Constituyen un acuerdo entre usted y Tessellate AI, una consultora de IA con sede central en San Francisco, California. Léalas con atención: al utilizar el sitio, usted las acepta. Nuestro trabajo de consultoría se rige por acuerdos escritos independientes, no por estas condiciones.",
  sections: [
    {
      id: "acceptance-of-terms",
      title: "Aceptación de las condiciones",
      paragraphs: [
        "Al acceder a este sitio web o utilizarlo, usted acepta estas condiciones y nuestra Política de privacidad. Si utiliza el sitio en nombre de una organización, confirma que está autorizado para aceptar estas condiciones en su nombre. Si no está de acuerdo, le rogamos que no utilice el sitio.",
      ],
    },
    {
      id: "use-of-the-website",
      title: "Uso del sitio web",
      paragraphs: [
        "Puede utilizar este sitio web para informarse sobre Tessellate AI, leer nuestros contenidos y ponerse en contacto con nosotros, exclusivamente con fines lícitos. Podemos modificar, suspender o retirar cualquier parte del sitio en cualquier momento y sin previo aviso.",
        "Al utilizar el sitio, usted se compromete a no realizar ninguna de las siguientes acciones:",
      ],
      list: [
        "Infringir cualquier ley o normativa aplicable",
        "Intentar acceder sin autorización al sitio, a sus servidores o a los sistemas relacionados",
        "Perturbar o sobrecargar el sitio, o introducir malware u otro código dañino",
        "Extraer o recopilar contenidos o datos por medios automatizados más allá de la indexación habitual de los buscadores",
        "Enviar información falsa o suplantar a otra persona u organización",
        "Enviar spam o material promocional no solicitado a través de nuestros formularios",
      ],
    },
    {
      id: "intellectual-property",
      title: "Propiedad intelectual",
      paragraphs: [
        "El contenido de este sitio web, incluidos textos, gráficos, logotipos, casos de éxito, artículos y recursos, pertenece a Tessellate AI o a sus licenciantes y está protegido por las leyes de derechos de autor, de marcas y otras. El nombre y el logotipo de Tessellate AI son marcas nuestras.",
        "Puede ver, descargar e imprimir páginas para su propia consulta no comercial, y puede compartir enlaces a ellas. Cualquier otra copia, modificación, distribución o uso comercial requiere nuestra autorización previa por escrito.",
      ],
    },
    {
      id: "user-submissions",
      title: "Envíos de los usuarios",
      paragraphs: [
        "Cuando nos envía información a través de un formulario, como una consulta, una solicitud o un artículo invitado, usted confirma que es exacta, que tiene derecho a compartirla y que no vulnera los derechos de nadie ni contiene material ilícito. Tratamos la información personal incluida en los envíos tal como se describe en nuestra Política de privacidad.",
        "Si nos envía un artículo invitado u otro contenido para su publicación, usted conserva su titularidad, pero concede a Tessellate AI una licencia no exclusiva, mundial y gratuita para editarlo, publicarlo y promocionarlo si lo aceptamos. No estamos obligados a publicar ningún envío. Le rogamos que no nos envíe información confidencial a través del sitio web; si la confidencialidad es importante, acordaremos antes las condiciones.",
      ],
    },
    {
      id: "services-and-proposals",
      title: "Servicios y propuestas",
      paragraphs: [
        "Las descripciones de nuestros servicios, los casos de éxito, los resultados y los plazos orientativos que figuran en este sitio tienen carácter meramente informativo. No constituyen una oferta, una garantía de resultados ni un compromiso vinculante, y los resultados obtenidos para un cliente no permiten predecir los de otro.",
        "Cada proyecto de consultoría se rige por un acuerdo escrito independiente firmado por Tessellate AI y el cliente. Si ese acuerdo entra en conflicto con estas condiciones, prevalecerá el acuerdo firmado para ese proyecto.",
      ],
    },
    {
      id: "ngo-lab-program",
      title: "Programa NGO Lab",
      paragraphs: [
        "A través del NGO Lab, Tessellate AI presta apoyo pro bono a organizaciones sin ánimo de lucro seleccionadas. Presentar una solicitud no da derecho a recibir servicios, financiación ni una respuesta en un plazo determinado.",
        "Los participantes se seleccionan a nuestra entera discreción, y podemos modificar, pausar o finalizar el programa en cualquier momento. A las organizaciones seleccionadas se les pedirá que firmen un acuerdo independiente que establezca el alcance y las condiciones del apoyo.",
      ],
    },
    {
      id: "third-party-links-and-content",
      title: "Enlaces y contenidos de terceros",
      paragraphs: [
        "El sitio contiene enlaces a otros sitios web y contenidos integrados de terceros, como el mapa de OpenStreetMap de nuestra oficina y los enlaces para compartir en redes sociales. No controlamos estos servicios y no somos responsables de su contenido, su disponibilidad ni sus prácticas de privacidad. Su uso está sujeto a sus propias condiciones y políticas.",
      ],
    },
    {
      id: "disclaimers",
      title: "Exención de garantías",
      paragraphs: [
        "El sitio web y su contenido se ofrecen \u201Ctal cual\u201D y \u201Csegún disponibilidad\u201D, sin garantías de ningún tipo, ni expresas ni implícitas, incluidas las garantías de comerciabilidad, idoneidad para un fin determinado, exactitud y no infracción, en la máxima medida permitida por la ley.",
        "Los artículos, guías y demás recursos del sitio son información general, no asesoramiento profesional, jurídico ni técnico para su situación. Procuramos que el sitio sea exacto y esté disponible, pero no garantizamos que esté libre de errores, que funcione sin interrupciones ni que carezca de componentes dañinos.",
      ],
    },
    {
      id: "limitation-of-liability",
      title: "Limitación de responsabilidad",
      paragraphs: [
        "En la máxima medida permitida por la ley, Tessellate AI y sus directivos, empleados y socios no serán responsables de ningún daño indirecto, incidental, especial, consecuente o punitivo, ni de ninguna pérdida de beneficios, ingresos, datos o fondo de comercio, derivados del uso de este sitio web o de la imposibilidad de utilizarlo.",
        "Nuestra responsabilidad total por cualquier reclamación relacionada con el sitio web se limita a cien dólares estadounidenses (US$100). Algunas jurisdicciones no permiten determinadas limitaciones, por lo que es posible que partes de esta sección no le sean aplicables. Nada de lo dispuesto en estas condiciones limita la responsabilidad que no pueda limitarse por ley.",
      ],
    },
    {
      id: "indemnification",
      title: "Indemnización",
      paragraphs: [
        "Usted se compromete a defender, indemnizar y mantener indemnes a Tessellate AI y a sus directivos, empleados y socios frente a cualquier reclamación, pérdida, daño y gasto, incluidos los honorarios legales razonables, derivados del uso indebido del sitio web, del contenido que envíe o del incumplimiento de estas condiciones.",
      ],
    },
    {
      id: "governing-law",
      title: "Legislación aplicable",
      paragraphs: [
        "Estas condiciones y cualquier controversia derivada de ellas o del uso del sitio web se rigen por las leyes del Estado de California, Estados Unidos, sin tener en cuenta sus normas sobre conflicto de leyes. Esto no le priva de ninguna protección obligatoria que le otorguen las leyes de consumo del país en el que reside.",
      ],
    },
    {
      id: "dispute-resolution",
      title: "Resolución de controversias",
      paragraphs: [
        "Si tiene alguna inquietud sobre el sitio web, le rogamos que se ponga antes en contacto con nosotros en hello@example.com; la mayoría de los problemas pueden resolverse de manera informal. Si una controversia no puede resolverse de ese modo, quedará sometida a la jurisdicción exclusiva de los tribunales estatales y federales con sede en el condado de San Francisco, California, y tanto usted como Tessellate AI se someten a la jurisdicción personal de dichos tribunales.",
      ],
    },
    {
      id: "changes-and-contact",
      title: "Cambios y contacto",
      paragraphs: [
        "Podemos revisar estas condiciones periódicamente. La fecha que figura al principio de esta página indica cuándo se modificaron por última vez, y seguir utilizando el sitio después de un cambio implica que acepta las condiciones revisadas. Si alguna disposición se considera inaplicable, las demás seguirán en vigor, y el hecho de que no exijamos el cumplimiento de una disposición no supone una renuncia a ella.",
        "Puede enviar sus preguntas sobre estas condiciones a hello@example.com, o por correo postal a Tessellate AI, 500 Howard Street, Suite 300, San Francisco, CA 94105, Estados Unidos. Para cuestiones de privacidad, escriba a privacy@example.com.",
      ],
    },
  ],
};
