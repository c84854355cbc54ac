/**
 * Every content module in every edition: `content.de.services` is content/de/services.ts.
 * Server-side only (the modules are large); pages pick their language with `contentFor`.
 * A new edition must list all of them, or this file does not compile.
 */
import * as en_about from "./about";
import * as en_careers from "./careers";
import * as en_caseStudies from "./case-studies";
import * as en_clientPortal from "./client-portal";
import * as en_contact from "./contact";
import * as en_home from "./home";
import * as en_industriesOverview from "./industries-overview";
import * as en_industries from "./industries";
import * as en_jobs from "./jobs";
import * as en_legal from "./legal";
import * as en_resources from "./resources";
import * as en_servicesOverview from "./services-overview";
import * as en_services from "./services";
import * as en_agenticAi from "./service-pages/agentic-ai";
import * as en_dataSolutions from "./service-pages/data-solutions";
import * as en_machineLearning from "./service-pages/machine-learning";
import * as en_mcpSolutions from "./service-pages/mcp-solutions";
import * as en_ngoLab from "./service-pages/ngo-lab";
import * as en_streamHouse from "./service-pages/stream-house";
import * as de_about from "./de/about";
import * as de_careers from "./de/careers";
import * as de_caseStudies from "./de/case-studies";
import * as de_clientPortal from "./de/client-portal";
import * as de_contact from "./de/contact";
import * as de_home from "./de/home";
import * as de_industriesOverview from "./de/industries-overview";
import * as de_industries from "./de/industries";
import * as de_jobs from "./de/jobs";
import * as de_legal from "./de/legal";
import * as de_resources from "./de/resources";
import * as de_servicesOverview from "./de/services-overview";
import * as de_services from "./de/services";
import * as de_agenticAi from "./de/service-pages/agentic-ai";
import * as de_dataSolutions from "./de/service-pages/data-solutions";
import * as de_machineLearning from "./de/service-pages/machine-learning";
import * as de_mcpSolutions from "./de/service-pages/mcp-solutions";
import * as de_ngoLab from "./de/service-pages/ngo-lab";
import * as de_streamHouse from "./de/service-pages/stream-house";
import * as zh_about from "./zh/about";
import * as zh_careers from "./zh/careers";
import * as zh_caseStudies from "./zh/case-studies";
import * as zh_clientPortal from "./zh/client-portal";
import * as zh_contact from "./zh/contact";
import * as zh_home from "./zh/home";
import * as zh_industriesOverview from "./zh/industries-overview";
import * as zh_industries from "./zh/industries";
import * as zh_jobs from "./zh/jobs";
import * as zh_legal from "./zh/legal";
import * as zh_resources from "./zh/resources";
import * as zh_servicesOverview from "./zh/services-overview";
import * as zh_services from "./zh/services";
import * as zh_agenticAi from "./zh/service-pages/agentic-ai";
import * as zh_dataSolutions from "./zh/service-pages/data-solutions";
import * as zh_machineLearning from "./zh/service-pages/machine-learning";
import * as zh_mcpSolutions from "./zh/service-pages/mcp-solutions";
import * as zh_ngoLab from "./zh/service-pages/ngo-lab";
import * as zh_streamHouse from "./zh/service-pages/stream-house";
import * as es_about from "./es/about";
import * as es_careers from "./es/careers";
import * as es_caseStudies from "./es/case-studies";
import * as es_clientPortal from "./es/client-portal";
import * as es_contact from "./es/contact";
import * as es_home from "./es/home";
import * as es_industriesOverview from "./es/industries-overview";
import * as es_industries from "./es/industries";
import * as es_jobs from "./es/jobs";
import * as es_legal from "./es/legal";
import * as es_resources from "./es/resources";
import * as es_servicesOverview from "./es/services-overview";
import * as es_services from "./es/services";
import * as es_agenticAi from "./es/service-pages/agentic-ai";
import * as es_dataSolutions from "./es/service-pages/data-solutions";
import * as es_machineLearning from "./es/service-pages/machine-learning";
import * as es_mcpSolutions from "./es/service-pages/mcp-solutions";
import * as es_ngoLab from "./es/service-pages/ngo-lab";
import * as es_streamHouse from "./es/service-pages/stream-house";
import * as fr_about from "./fr/about";
import * as fr_careers from "./fr/careers";
import * as fr_caseStudies from "./fr/case-studies";
import * as fr_clientPortal from "./fr/client-portal";
import * as fr_contact from "./fr/contact";
import * as fr_home from "./fr/home";
import * as fr_industriesOverview from "./fr/industries-overview";
import * as fr_industries from "./fr/industries";
import * as fr_jobs from "./fr/jobs";
import * as fr_legal from "./fr/legal";
import * as fr_resources from "./fr/resources";
import * as fr_servicesOverview from "./fr/services-overview";
import * as fr_services from "./fr/services";
import * as fr_agenticAi from "./fr/service-pages/agentic-ai";
import * as fr_dataSolutions from "./fr/service-pages/data-solutions";
import * as fr_machineLearning from "./fr/service-pages/machine-learning";
import * as fr_mcpSolutions from "./fr/service-pages/mcp-solutions";
import * as fr_ngoLab from "./fr/service-pages/ngo-lab";
import * as fr_streamHouse from "./fr/service-pages/stream-house";
import type { Edition } from "@/lib/i18n/locales";

const en = {
  about: en_about,
  careers: en_careers,
  caseStudies: en_caseStudies,
  clientPortal: en_clientPortal,
  contact: en_contact,
  home: en_home,
  industriesOverview: en_industriesOverview,
  industries: en_industries,
  jobs: en_jobs,
  legal: en_legal,
  resources: en_resources,
  servicesOverview: en_servicesOverview,
  services: en_services,
  agenticAi: en_agenticAi,
  dataSolutions: en_dataSolutions,
  machineLearning: en_machineLearning,
  mcpSolutions: en_mcpSolutions,
  ngoLab: en_ngoLab,
  streamHouse: en_streamHouse,
};

const de = {
  about: de_about,
  careers: de_careers,
  caseStudies: de_caseStudies,
  clientPortal: de_clientPortal,
  contact: de_contact,
  home: de_home,
  industriesOverview: de_industriesOverview,
  industries: de_industries,
  jobs: de_jobs,
  legal: de_legal,
  resources: de_resources,
  servicesOverview: de_servicesOverview,
  services: de_services,
  agenticAi: de_agenticAi,
  dataSolutions: de_dataSolutions,
  machineLearning: de_machineLearning,
  mcpSolutions: de_mcpSolutions,
  ngoLab: de_ngoLab,
  streamHouse: de_streamHouse,
};

const zh = {
  about: zh_about,
  careers: zh_careers,
  caseStudies: zh_caseStudies,
  clientPortal: zh_clientPortal,
  contact: zh_contact,
  home: zh_home,
  industriesOverview: zh_industriesOverview,
  industries: zh_industries,
  jobs: zh_jobs,
  legal: zh_legal,
  resources: zh_resources,
  servicesOverview: zh_servicesOverview,
  services: zh_services,
  agenticAi: zh_agenticAi,
  dataSolutions: zh_dataSolutions,
  machineLearning: zh_machineLearning,
  mcpSolutions: zh_mcpSolutions,
  ngoLab: zh_ngoLab,
  streamHouse: zh_streamHouse,
};

const es = {
  about: es_about,
  careers: es_careers,
  caseStudies: es_caseStudies,
  clientPortal: es_clientPortal,
  contact: es_contact,
  home: es_home,
  industriesOverview: es_industriesOverview,
  industries: es_industries,
  jobs: es_jobs,
  legal: es_legal,
  resources: es_resources,
  servicesOverview: es_servicesOverview,
  services: es_services,
  agenticAi: es_agenticAi,
  dataSolutions: es_dataSolutions,
  machineLearning: es_machineLearning,
  mcpSolutions: es_mcpSolutions,
  ngoLab: es_ngoLab,
  streamHouse: es_streamHouse,
};

const fr = {
  about: fr_about,
  careers: fr_careers,
  caseStudies: fr_caseStudies,
  clientPortal: fr_clientPortal,
  contact: fr_contact,
  home: fr_home,
  industriesOverview: fr_industriesOverview,
  industries: fr_industries,
  jobs: fr_jobs,
  legal: fr_legal,
  resources: fr_resources,
  servicesOverview: fr_servicesOverview,
  services: fr_services,
  agenticAi: fr_agenticAi,
  dataSolutions: fr_dataSolutions,
  machineLearning: fr_machineLearning,
  mcpSolutions: fr_mcpSolutions,
  ngoLab: fr_ngoLab,
  streamHouse: fr_streamHouse,
};

export const content = { en, de, zh, es, fr } satisfies Record<Edition, unknown>;

export type EditionContent = (typeof content)[Edition];

export function contentFor<L extends Edition>(locale: L): (typeof content)[L] {
  return content[locale];
}
