import type { ngoLabPage as english } from "@/content/service-pages/ngo-lab";

export const ngoLabPage: typeof english = {
  hero: {
    badge: "Programa pro bono",
    title: "NGO Lab: tecnología para las organizaciones que hacen el trabajo",
    highlight: "que hacen el trabajo",
    lead: "El NGO Lab es nuestro programa de desarrollo gratuito para organizaciones sin ánimo de lucro. Cada trimestre seleccionamos organizaciones y construimos con ellas, sin coste alguno, sistemas de datos, machine learning y software, para que una mayor parte de sus recursos llegue a las personas a las que atienden.",
  },
  steps: {
    intro: {
      eyebrow: "Proceso",
      title: "Cómo funciona el NGO Lab",
      lead: "Tres etapas llevan un proyecto desde la primera conversación hasta un sistema que funciona, que pertenece a su equipo y que este puede operar sin nosotros.",
    },
    items: [
      {
        icon: "file-text",
        title: "Solicitud",
        description:
          "Cuéntenos su misión, el problema que quiere resolver y los datos de los que dispone. Revisamos todas las solicitudes y respondemos a cada una.",
      },
      {
        icon: "handshake",
        title: "Colaboración",
        description:
          "Las organizaciones seleccionadas trabajan con un equipo dedicado de nuestros ingenieros y diseñadores para definir el alcance del proyecto, acordar los objetivos y planificar la entrega.",
      },
      {
        icon: "rocket",
        title: "Implementación",
        description:
          "Construimos, probamos y desplegamos la solución junto a su personal, le formamos para operarla y acompañamos el traspaso durante tres meses.",
      },
    ],
  },
  stories: {
    intro: {
      eyebrow: "Impacto",
      title: "Lo que hemos construido juntos",
      lead: "Dos proyectos recientes del NGO Lab y la diferencia que han supuesto para las comunidades que hay detrás de las cifras.",
    },
    items: [
      {
        id: "water-resource-management",
        title: "Gestión de recursos hídricos",
        organization: "Clearwater Community Trust",
        description:
          "Construimos un sistema de previsión y monitorización por sensores que ayuda a los comités rurales del agua a detectar fugas y a planificar el bombeo en función de la demanda estacional.",
        stats: [
          { value: "12", label: "comunidades abastecidas" },
          { value: "40%", label: "de agua ahorrada" },
          { value: "250k", label: "personas beneficiadas" },
        ],
      },
      {
        id: "medical-supply-chain",
        title: "Cadena de suministro médico",
        organization: "MedReach Health Alliance",
        description:
          "Construimos una herramienta de previsión de la demanda y planificación de rutas que hace llegar medicamentos esenciales a clínicas remotas antes de que se agoten las existencias.",
        stats: [
          { value: "50%", label: "entregas más rápidas" },
          { value: "27", label: "regiones" },
          { value: "35%", label: "de reducción de costes" },
        ],
      },
    ],
  },
  apply: {
    intro: {
      eyebrow: "Solicitud",
      title: "Presente su solicitud al NGO Lab",
      lead: "Pueden presentarse organizaciones sin ánimo de lucro registradas de cualquier tamaño y de cualquier parte del mundo. No hay ninguna tarifa y no se requiere experiencia técnica previa.",
    },
    rule: "Seleccionamos organizaciones cada trimestre para trabajo pro bono. Cada solicitud se valora según su impacto potencial, la necesidad de la organización y la viabilidad técnica del proyecto.",
    criteria: [
      {
        icon: "target",
        title: "Impacto potencial",
        description:
          "A cuántas personas podría ayudar el proyecto, con qué profundidad y en qué medida pueden medirse los resultados a lo largo del tiempo.",
      },
      {
        icon: "hand-heart",
        title: "Necesidad de la organización",
        description:
          "Si la organización carece del presupuesto o de la experiencia interna para construir la solución por sí misma.",
      },
      {
        icon: "wrench",
        title: "Viabilidad técnica",
        description:
          "Si los datos, la infraestructura y los plazos nos permiten entregar un sistema que funcione y que su equipo pueda mantener.",
      },
    ],
    nextReview: "2025-06-01",
  },
  partners: {
    intro: {
      eyebrow: "Organizaciones socias",
      title: "Organizaciones con las que hemos trabajado",
      lead: "Las organizaciones socias del NGO Lab van desde grupos comunitarios hasta redes internacionales. Cada una aportó un profundo conocimiento de su ámbito; nosotros aportamos la ingeniería.",
    },
    items: [
      { icon: "droplets", name: "Clearwater Community Trust", focus: "Acceso a agua potable" },
      {
        icon: "pill",
        name: "MedReach Health Alliance",
        focus: "Distribución de suministros médicos",
      },
      {
        icon: "graduation-cap",
        name: "Open Slate Learning Trust",
        focus: "Alfabetización y educación",
      },
      {
        icon: "sprout",
        name: "Greenfield Growers Cooperative",
        focus: "Agricultura de pequeños productores",
      },
      { icon: "life-buoy", name: "Harbor Relief Network", focus: "Respuesta ante desastres" },
      {
        icon: "trees",
        name: "Canopy Restoration Fund",
        focus: "Reforestación y biodiversidad",
      },
    ],
  },
  closing: {
    title: "Tráiganos el problema que quiere resolver",
    lead: "Presente su solicitud para la próxima convocatoria del NGO Lab o programe una llamada para comentar su idea con nuestro equipo antes de enviarla.",
  },
};
