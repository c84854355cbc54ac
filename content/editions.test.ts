import { describe, expect, it } from "vitest";
import { z } from "zod";
import { caseStudySchema } from "@/content/case-study-schema";
import {
  aboutPageSchema,
  clientPortalPageSchema,
  contactPageSchema,
  legalPageSchema,
} from "@/content/company-schema";
import { content } from "@/content/editions";
import { industrySchema } from "@/content/industry-schema";
import { careersPageSchema, jobSchema, resourceSchema } from "@/content/library-schema";
import { text } from "@/content/schemas";
import {
  agenticAiPageSchema,
  dataSolutionsPageSchema,
  machineLearningPageSchema,
  mcpSolutionsPageSchema,
  ngoLabPageSchema,
  streamHousePageSchema,
} from "@/content/service-pages/schema";
import { serviceSchema } from "@/content/services";

// The English modules parse themselves on import; every other edition is held to the same
// schemas here (lengths weigh CJK characters double, so Chinese copy meets them fairly).
describe.each(Object.keys(content).filter((locale) => locale !== "en"))("%s content", (locale) => {
  const edition = content[locale as keyof typeof content];
  const cases: [string, z.ZodType, unknown][] = [
    ["about", aboutPageSchema, edition.about.aboutPage],
    ["contact", contactPageSchema, edition.contact.contactPage],
    ["client portal", clientPortalPageSchema, edition.clientPortal.clientPortalPage],
    ["privacy", legalPageSchema, edition.legal.privacyPolicy],
    ["terms", legalPageSchema, edition.legal.termsOfService],
    ["careers", careersPageSchema, edition.careers.careersPage],
    ["jobs", z.array(jobSchema), edition.jobs.allJobs],
    ["resources", z.array(resourceSchema), edition.resources.allResources],
    ["industries", z.array(industrySchema), edition.industries.allIndustries],
    ["services", z.array(serviceSchema), edition.services.allServices],
    // A translated case names its category in its own language.
    [
      "case studies",
      z.array(caseStudySchema.extend({ category: text })),
      edition.caseStudies.allCaseStudies,
    ],
    ["agentic AI", agenticAiPageSchema, edition.agenticAi.agenticAiPage],
    ["data solutions", dataSolutionsPageSchema, edition.dataSolutions.dataSolutionsPage],
    ["machine learning", machineLearningPageSchema, edition.machineLearning.machineLearningPage],
    ["MCP solutions", mcpSolutionsPageSchema, edition.mcpSolutions.mcpSolutionsPage],
    ["NGO Lab", ngoLabPageSchema, edition.ngoLab.ngoLabPage],
    ["Stream House", streamHousePageSchema, edition.streamHouse.streamHousePage],
  ];

  it.each(cases)("%s parses with its schema", (_, schema, data) => {
    const result = schema.safeParse(data);
    const problems = result.success
      ? []
      : result.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
    expect(problems).toEqual([]);
  });
});
