import type { careersPage as english } from "@/content/careers";

export const careersPage: typeof english = {
  hero: {
    title: "Construya una IA en la que la gente pueda confiar",
    lead: "Somos un equipo de ingenieros, científicos, diseñadores y estrategas en San Francisco, Nueva York, Londres y Singapur. Construimos sistemas que funcionan en el mundo real y cuidamos de las personas que los construyen.",
  },
  whyJoin: {
    title: "Por qué Tessellate AI",
    paragraphs: [
      "Nuestro trabajo abarca IA agéntica, machine learning, plataformas de datos, control industrial y streaming en tiempo real. Conocerá cómo funcionan organizaciones muy diversas y entregará sistemas que siguen en producción mucho después de que termine el proyecto.",
      "Mantenemos equipos pequeños y sénior, lo dejamos todo por escrito y damos a todo el mundo tiempo para trabajo pro bono a través del NGO Lab. Aquí las carreras crecen gracias a la responsabilidad y la mentoría, no a las jornadas interminables.",
    ],
  },
  values: [
    {
      icon: "target",
      title: "Medir lo que importa",
      description:
        "Antes de construir acordamos cómo es el éxito, y comunicamos los resultados con honestidad, incluidos los que decepcionan.",
    },
    {
      icon: "shield-check",
      title: "Responsables por defecto",
      description:
        "Las revisiones de privacidad, equidad y seguridad forman parte de cada plan de proyecto, no son un paso que se añade al final.",
    },
    {
      icon: "handshake",
      title: "Dejar más fuertes a los clientes",
      description:
        "Documentamos, enseñamos y trabajamos codo con codo para que los equipos del cliente puedan operar y ampliar lo que construimos sin nosotros.",
    },
    {
      icon: "file-text",
      title: "Dejarlo por escrito",
      description:
        "Documentos de diseño claros y registros de decisiones nos permiten trabajar entre husos horarios y mantener a todos informados.",
    },
    {
      icon: "users",
      title: "Equipos pequeños y sénior",
      description:
        "Cada proyecto cuenta con unas pocas personas experimentadas que se responsabilizan de los resultados desde el descubrimiento hasta el traspaso.",
    },
    {
      icon: "hand-heart",
      title: "Devolver a la sociedad",
      description:
        "A través del NGO Lab ponemos nuestras mejores capacidades al servicio de organizaciones sin ánimo de lucro que nunca podrían contratar a una consultora.",
    },
  ],
  benefits: [
    {
      icon: "graduation-cap",
      title: "Presupuesto de formación",
      description:
        "Un presupuesto de formación de $5,000 al año para cursos, conferencias, libros y certificaciones, además de tiempo remunerado para aprovecharlo.",
    },
    {
      icon: "heart-pulse",
      title: "Cobertura sanitaria",
      description:
        "Cobertura médica, dental y oftalmológica completa para usted y las personas a su cargo, con las primas totalmente pagadas para los empleados.",
    },
    {
      icon: "globe",
      title: "Trabajo flexible y en remoto",
      description:
        "Trabaje desde una de nuestras oficinas, desde casa o combinando ambas opciones, con un horario común de colaboración que fija cada equipo.",
    },
    {
      icon: "calendar",
      title: "Permiso parental",
      description:
        "Dieciséis semanas de permiso parental totalmente remunerado para cada nuevo padre o madre, además de una reincorporación progresiva.",
    },
    {
      icon: "hand-heart",
      title: "Tiempo pro bono en el NGO Lab",
      description:
        "Dedique hasta el 10 por ciento de su jornada a proyectos del NGO Lab para organizaciones sin ánimo de lucro, computado íntegramente como trabajo principal.",
    },
    {
      icon: "laptop",
      title: "Equipo y oficina en casa",
      description:
        "Un portátil nuevo a su elección y una ayuda única de $1,500 para montar una oficina en casa cómoda y ergonómica.",
    },
  ],
  testimonials: [
    {
      quote:
        "En mi primer año dirigí un proyecto de evaluación de agentes para una red hospitalaria y pasaba los viernes ayudando a un banco de alimentos a depurar sus datos de donantes. Las dos cosas eran ingeniería de verdad.",
      name: "Rafaela Iwasaki",
      title: "Ingeniera sénior de ML en San Francisco",
    },
    {
      quote:
        "Aquí la gente lo deja todo por escrito y, además, lo lee. Trabajando entre Londres y Nueva York nunca tengo la sensación de perderme la conversación de verdad.",
      name: "Callum Adeyemi-Hart",
      title: "Diseñador de producto en Londres",
    },
    {
      quote:
        "Llegué para trabajar en sistemas de streaming a una escala que solo conocía por lo que había leído. Me quedé porque los ingenieros sénior sacan tiempo para enseñar, todas las semanas sin excepción.",
      name: "Noor Valdivia",
      title: "Ingeniera de datos en Stream House, Nueva York",
    },
  ],
};
