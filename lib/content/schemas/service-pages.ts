import { z } from "zod";
import { fact, localizable } from "@/lib/content/field-roles";
import {
  applicationSchema,
  capabilitySchema,
  closingSchema,
  heroSchema,
  sectionIntroSchema,
  statSchema,
  techCardSchema,
  useCaseSchema,
} from "@/lib/content/schemas/service-page-blocks";
import { icon, lengthBetween, name, paragraph, slug, text } from "@/lib/content/schemas/shared";

/* The six service pages of the spec, each with a view and a schema of its own (any other service
   has the page of service-page-blocks.ts `servicePageSchema`). Every page module is parsed with
   its schema at build time, so a bad edit fails the build with a clear message. */

export const agenticAiPageSchema = z.object({
  hero: heroSchema,
  /** "What is Agentic AI": think and reason, plan and decide, execute and adapt, collaborate and communicate. */
  whatIs: z.object({ intro: sectionIntroSchema, pillars: z.array(capabilitySchema).length(4) }),
  /** Autonomous Agents, AI Copilots, Task Orchestration. */
  useCases: z.object({ intro: sectionIntroSchema, items: z.array(useCaseSchema).length(3) }),
  technologies: z.object({ intro: sectionIntroSchema, items: z.array(techCardSchema).length(6) }),
  /** Financial Services, Healthcare, E-commerce, Legal. */
  clientApplications: z.object({
    intro: sectionIntroSchema,
    items: z.array(z.object({ icon, industry: text, application: paragraph })).length(4),
  }),
  demo: z.object({ intro: sectionIntroSchema, points: z.array(text).length(3) }),
  closing: closingSchema,
});

export const mlIndustrySchema = z.object({
  /** Tab value: finance, healthcare, retail, manufacturing, marketing, technology, mobile, research. */
  value: slug,
  label: text,
  icon,
  /** Tab description (one or two sentences). */
  description: paragraph,
  /** Dialog title, e.g. "Machine Learning for Financial Services". */
  title: text,
  industry: text,
  applications: z.array(text).length(6),
  longDescription: lengthBetween(200),
  benefits: z.array(text).length(4),
  examples: z.array(text).length(3),
});

export type MlIndustry = z.infer<typeof mlIndustrySchema>;

export const machineLearningPageSchema = z.object({
  hero: heroSchema,
  overview: z.object({ intro: sectionIntroSchema, points: z.array(capabilitySchema).length(3) }),
  industries: z.object({ intro: sectionIntroSchema, records: z.array(mlIndustrySchema).length(8) }),
  /** Frameworks, Infrastructure, Data Processing. */
  stack: z.object({
    intro: sectionIntroSchema,
    groups: z
      .array(z.object({ category: text, technologies: fact(z.array(text).min(4)) }))
      .length(3),
  }),
  mlops: z.object({
    intro: sectionIntroSchema,
    items: z.array(z.object({ icon, title: text, description: paragraph })).length(4),
  }),
  closing: closingSchema,
});

export const dataTabSchema = z.object({
  value: z.enum(["pipelines", "visualization", "governance"]),
  label: text,
  title: text,
  description: paragraph,
  points: z.array(text).length(4),
  tools: fact(z.array(text).min(3)),
});

export const dataSolutionsPageSchema = z.object({
  hero: heroSchema,
  /** The six solution areas, each opening the use-case dialog. */
  areas: z.object({ intro: sectionIntroSchema, items: z.array(useCaseSchema).length(6) }),
  strategy: z.object({ intro: sectionIntroSchema, points: z.array(capabilitySchema).length(3) }),
  tabs: z.object({ intro: sectionIntroSchema, items: z.array(dataTabSchema).length(3) }),
  /** GDPR, CCPA, HIPAA, SOC 2, ISO 27001, PCI DSS. */
  compliance: z.object({
    intro: sectionIntroSchema,
    standards: z.array(z.object({ name: localizable(text), description: paragraph })).length(6),
  }),
  cloud: z.object({
    intro: sectionIntroSchema,
    platforms: z.array(z.object({ icon, platform: name, uses: z.array(text).length(3) })).length(4),
  }),
  closing: closingSchema,
});

export const mcpSolutionsPageSchema = z.object({
  hero: heroSchema,
  overview: z.object({ intro: sectionIntroSchema, points: z.array(paragraph).length(3) }),
  /** Modular Architecture, Centralized Control, Scalable Design, Industrial-Grade Performance. */
  features: z.object({ intro: sectionIntroSchema, items: z.array(useCaseSchema).length(4) }),
  /** Control, Interface and Implementation layers. */
  architecture: z.object({
    intro: sectionIntroSchema,
    layers: z
      .array(
        z.object({ icon, name: text, description: paragraph, components: z.array(text).length(4) }),
      )
      .length(3),
  }),
  /** Manufacturing, Logistics, IoT Systems. */
  industries: z.object({
    intro: sectionIntroSchema,
    items: z
      .array(
        z.object({
          icon,
          name: text,
          description: paragraph,
          applications: z.array(text).length(4),
        }),
      )
      .length(3),
  }),
  /** The claims: 30-50% less implementation time, up to 40% lower TCO, 99.99% / 99.999%, sub-millisecond. */
  benefits: z.object({
    intro: sectionIntroSchema,
    claims: z.array(statSchema.extend({ description: paragraph })).length(4),
  }),
  closing: closingSchema,
});

export const streamHousePageSchema = z.object({
  hero: heroSchema.extend({ tagline: text }),
  overview: z.object({ intro: sectionIntroSchema, points: z.array(paragraph).length(3) }),
  /** Real-Time Processing, Scalable Architecture, Event-Driven Systems, Continuous Analytics. */
  capabilities: z.object({ intro: sectionIntroSchema, items: z.array(useCaseSchema).length(4) }),
  /** Data Ingestion, Stream Processing, State Management, Action Engine. */
  architecture: z.object({
    intro: sectionIntroSchema,
    stages: z.array(z.object({ icon, name: text, description: paragraph })).length(4),
  }),
  /** Apache Kafka, Apache Flink, Apache Spark, Custom Stream Processors. */
  technologies: z.object({ intro: sectionIntroSchema, items: z.array(techCardSchema).length(4) }),
  caseStudy: useCaseSchema.extend({ client: name, results: z.array(statSchema).length(4) }),
  applications: z.object({ intro: sectionIntroSchema, items: z.array(capabilitySchema).length(8) }),
  closing: closingSchema,
});

export const ngoLabPageSchema = z.object({
  hero: heroSchema,
  /** Application, Collaboration, Implementation. */
  steps: z.object({ intro: sectionIntroSchema, items: z.array(capabilitySchema).length(3) }),
  stories: z.object({
    intro: sectionIntroSchema,
    items: z
      .array(
        z.object({
          id: slug,
          title: text,
          organization: name,
          description: paragraph,
          stats: z.array(statSchema).length(3),
        }),
      )
      .length(2),
  }),
  apply: applicationSchema,
  partners: z.object({
    intro: sectionIntroSchema,
    items: z.array(z.object({ icon, name, focus: text })).length(6),
  }),
  closing: closingSchema,
});

export type DataSolutionsPage = z.infer<typeof dataSolutionsPageSchema>;

/** The six pages of the spec in content/service-pages, each with its own schema (and view). */
export const servicePageSchemas = {
  "agentic-ai": agenticAiPageSchema,
  "machine-learning": machineLearningPageSchema,
  "data-solutions": dataSolutionsPageSchema,
  "mcp-solutions": mcpSolutionsPageSchema,
  "stream-house": streamHousePageSchema,
  "ngo-lab": ngoLabPageSchema,
};
