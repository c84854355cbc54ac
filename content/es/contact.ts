import type { contactPage as english } from "@/content/contact";

export const contactPage: typeof english = {
  hero: {
    title: "Contacto",
    lead: "Cuéntenos qué problema quiere resolver. Un miembro de nuestro equipo le responderá en un plazo de un día hábil desde San Francisco, Londres o Singapur, la oficina que le quede más cerca.",
  },
  meetings: [
    {
      type: "discovery",
      title: "Llamada inicial",
      length: "30 minutos",
      description:
        "Una presentación de 30 minutos con un miembro de nuestro equipo directivo. Conocemos sus objetivos y restricciones, y le decimos con franqueza si la IA es la herramienta adecuada y cómo podría ser una primera fase.",
      subject: "Solicitud de llamada inicial",
    },
    {
      type: "expert",
      title: "Consulta técnica",
      length: "60 minutos",
      description:
        "Una conversación técnica de 60 minutos con un ingeniero sénior del área correspondiente. Traiga su arquitectura, sus dudas sobre datos o un piloto estancado, y salga con próximos pasos concretos.",
      subject: "Solicitud de consulta técnica",
    },
  ],
  faq: [
    {
      question: "¿Con qué sectores trabajan?",
      answer:
        "Trabajamos en nueve sectores: aeroespacial y defensa, clima y agritech, banca y fintech, energía, sector público, recursos humanos, medicina y farmacia, retail y comercio electrónico, y empresas emergentes. Nuestros métodos se trasladan bien de un sector a otro, y cada proyecto cuenta con ingenieros que conocen la normativa y los datos de su ámbito.",
    },
    {
      question: "¿Cuánto tiempo lleva la implementación?",
      answer:
        "Depende del alcance. Una prueba de concepto acotada sobre datos reales suele llevar de cuatro a seis semanas. Un sistema en producción para un único caso de uso requiere normalmente de tres a cuatro meses, y una plataforma empresarial que abarque varios equipos o fuentes de datos, de seis a doce meses, con entregas por etapas para que vea software funcionando desde el principio.",
    },
    {
      question: "¿Qué soporte ofrecen después de la implementación?",
      answer:
        "Todos los proyectos terminan con documentación, runbooks y formación para su equipo, seguidos de un periodo de estabilización sin coste adicional. Después, puede elegir un plan de soporte continuo que incluya monitorización, reentrenamiento de modelos, respuesta a incidentes y revisiones periódicas de rendimiento, o bien operar el sistema usted mismo con nosotros de guardia.",
    },
    {
      question: "¿Cómo puede una ONG presentar su candidatura al NGO Lab?",
      answer:
        "Seleccionamos los proyectos del NGO Lab cada trimestre y valoramos cada candidatura según su impacto potencial, la necesidad de la organización y la viabilidad técnica del trabajo. Para presentarla, rellene el formulario de la página del NGO Lab; revisamos todas las solicitudes y respondemos a cada candidato tras la selección trimestral.",
    },
  ],
};
