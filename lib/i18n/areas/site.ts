import type { AreaMessages } from "@/lib/i18n/area";

const en = {
  "site.tagline":
    "Agentic AI, machine learning and real-time data engineering, built to last and measured in outcomes — with a free product lab for nonprofits.",
  "site.description":
    "Tessellate AI ships agentic AI, machine learning, data platforms, modular control systems and real-time streaming, and builds software for nonprofits pro bono.",
  "site.homeTitle": "{name} — Agentic AI, Machine Learning & Data Engineering",
  "feed.title": "{name} articles",
  "feed.channel": "{name} — Insights & Articles",
  "route.caseStudies.title": "Our Work: Case Studies",
  "route.caseStudies.description":
    "Case studies in machine learning, agentic AI, real-time streaming and pro bono NGO Lab work, with the results our clients measured.",
  "route.blog.title": "Insights & Articles",
  "route.blog.description":
    "Articles on agentic AI, MLOps, data infrastructure, AI ethics, AI for good and tutorials.",
  "route.resources.title": "Resource Library",
  "route.resources.description": "Whitepapers, webinars, research papers and open-source tools.",
  "route.careers.title": "Careers",
  "route.careers.description":
    "Open positions at {name}, our values, benefits and what it's like to work here.",
  "route.about.title": "About Us",
  "route.contact.title": "Contact Us",
  "route.clientPortal.title": "Client Portal",
  "route.industry.title": "AI for {industry}",
} as const;

/** The site's own description and the titles of pages whose title is not in their content. */
export const siteMessages = {
  en,
  de: {
    "site.tagline":
      "Agentische KI, maschinelles Lernen und Echtzeit-Datentechnik – gebaut für die Dauer, gemessen an Ergebnissen. Dazu ein kostenloses Produktlabor für gemeinnützige Organisationen.",
    "site.description":
      "Tessellate AI liefert agentische KI, maschinelles Lernen, Datenplattformen, modulare Steuerungssysteme und Echtzeit-Streaming – und entwickelt Software für Non-Profits pro bono.",
    "site.homeTitle": "{name} – Agentische KI, maschinelles Lernen & Data Engineering",
    "feed.title": "Artikel von {name}",
    "feed.channel": "{name} – Einblicke & Artikel",
    "route.caseStudies.title": "Unsere Arbeit: Fallstudien",
    "route.caseStudies.description":
      "Fallstudien zu maschinellem Lernen, agentischer KI, Echtzeit-Streaming und der Pro-bono-Arbeit im NGO Lab – mit den Ergebnissen, die unsere Kunden gemessen haben.",
    "route.blog.title": "Einblicke & Artikel",
    "route.blog.description":
      "Artikel über agentische KI, MLOps, Dateninfrastruktur, KI-Ethik, KI für das Gemeinwohl und Anleitungen.",
    "route.resources.title": "Ressourcen-Bibliothek",
    "route.resources.description":
      "Whitepaper, Webinare, Forschungsarbeiten und Open-Source-Tools.",
    "route.careers.title": "Karriere",
    "route.careers.description":
      "Offene Stellen bei {name}, unsere Werte, Leistungen und wie es ist, hier zu arbeiten.",
    "route.about.title": "Über uns",
    "route.contact.title": "Kontakt",
    "route.clientPortal.title": "Kundenportal",
    "route.industry.title": "KI für {industry}",
  },
  zh: {
    "site.tagline":
      "智能体 AI、机器学习与实时数据工程——经久耐用，以成果衡量；另设面向非营利组织的免费产品实验室。",
    "site.description":
      "Tessellate AI 交付智能体 AI、机器学习、数据平台、模块化控制系统与实时流处理，并为非营利组织无偿开发软件。",
    "site.homeTitle": "{name}——智能体 AI、机器学习与数据工程",
    "feed.title": "{name} 文章",
    "feed.channel": "{name}——洞察与文章",
    "route.caseStudies.title": "我们的成果：案例研究",
    "route.caseStudies.description":
      "机器学习、智能体 AI、实时流处理以及 NGO Lab 公益项目的案例研究，附客户实测的成果。",
    "route.blog.title": "洞察与文章",
    "route.blog.description": "关于智能体 AI、MLOps、数据基础设施、AI 伦理、AI 向善的文章与教程。",
    "route.resources.title": "资源库",
    "route.resources.description":
      "白皮书、网络研讨会、研究论文与开源工具，涵盖智能体 AI、机器学习与数据工程的实践经验。",
    "route.careers.title": "加入我们",
    "route.careers.description":
      "{name} 的开放职位、我们的价值观、福利，以及在这里工作的真实体验。",
    "route.about.title": "关于我们",
    "route.contact.title": "联系我们",
    "route.clientPortal.title": "客户门户",
    "route.industry.title": "{industry}行业 AI",
  },
  es: {
    "site.tagline":
      "IA agéntica, aprendizaje automático e ingeniería de datos en tiempo real, hechos para durar y medidos por resultados, con un laboratorio de producto gratuito para organizaciones sin fines de lucro.",
    "site.description":
      "Tessellate AI desarrolla IA agéntica, aprendizaje automático, plataformas de datos, sistemas de control modulares y streaming en tiempo real, y crea software pro bono para organizaciones sin fines de lucro.",
    "site.homeTitle": "{name} — IA agéntica, aprendizaje automático e ingeniería de datos",
    "feed.title": "Artículos de {name}",
    "feed.channel": "{name}: ideas y artículos",
    "route.caseStudies.title": "Nuestro trabajo: casos de éxito",
    "route.caseStudies.description":
      "Casos de éxito en aprendizaje automático, IA agéntica, streaming en tiempo real y el trabajo pro bono de NGO Lab, con los resultados que midieron nuestros clientes.",
    "route.blog.title": "Ideas y artículos",
    "route.blog.description":
      "Artículos sobre IA agéntica, MLOps, infraestructura de datos, ética de la IA, IA para el bien común y tutoriales.",
    "route.resources.title": "Biblioteca de recursos",
    "route.resources.description":
      "Whitepapers, webinars, artículos de investigación y herramientas de código abierto.",
    "route.careers.title": "Empleo",
    "route.careers.description":
      "Vacantes en {name}, nuestros valores, beneficios y cómo es trabajar aquí.",
    "route.about.title": "Quiénes somos",
    "route.contact.title": "Contacto",
    "route.clientPortal.title": "Portal de clientes",
    "route.industry.title": "IA para {industry}",
  },
  fr: {
    "site.tagline":
      "IA agentique, apprentissage automatique et ingénierie des données en temps réel, conçus pour durer et mesurés à leurs résultats, avec un laboratoire produit gratuit pour les associations.",
    "site.description":
      "Tessellate AI conçoit de l’IA agentique, de l’apprentissage automatique, des plateformes de données, des systèmes de contrôle modulaires et du streaming en temps réel, et développe bénévolement des logiciels pour les associations.",
    "site.homeTitle": "{name} — IA agentique, apprentissage automatique et ingénierie des données",
    "feed.title": "Articles de {name}",
    "feed.channel": "{name} — Analyses et articles",
    "route.caseStudies.title": "Nos réalisations : études de cas",
    "route.caseStudies.description":
      "Études de cas en apprentissage automatique, IA agentique, streaming en temps réel et projets bénévoles du NGO Lab, avec les résultats mesurés par nos clients.",
    "route.blog.title": "Analyses et articles",
    "route.blog.description":
      "Articles sur l’IA agentique, le MLOps, l’infrastructure de données, l’éthique de l’IA, l’IA au service du bien commun et des tutoriels.",
    "route.resources.title": "Centre de ressources",
    "route.resources.description":
      "Livres blancs, webinaires, articles de recherche et outils open source.",
    "route.careers.title": "Carrières",
    "route.careers.description":
      "Postes ouverts chez {name}, nos valeurs, nos avantages et ce que l’on vit en travaillant ici.",
    "route.about.title": "À propos",
    "route.contact.title": "Contact",
    "route.clientPortal.title": "Espace client",
    "route.industry.title": "L’IA pour {industry}",
  },
} satisfies AreaMessages<typeof en>;
