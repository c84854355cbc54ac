import { describe, expect, it } from "vitest";
import { caseCategories } from "@/content/case-study-schema";
import { getAllCaseStudies, getCaseStudy, getRelatedCases } from "@/lib/case-studies";
import { editions } from "@/lib/i18n";
import { getAllIndustries, getIndustry } from "@/lib/industries";
import { getService } from "@/lib/services";

const specMetrics: Record<string, string[]> = {
  "aerospace-defense": ["62%", "23%", "$14M"],
  "climate-agritech": ["37%", "12%", "$2.8M"],
  "banking-fintech": ["91%", "73%", "$7.2M"],
  energy: ["67%", "42%", "$5.3M"],
  government: ["76%", "83%", "$3.2M"],
  "human-resources": ["58%", "43%", "32%"],
  "medical-pharmaceuticals": ["85%", "3.5x", "$43M"],
  "retail-ecommerce": ["35%", "28%", "42%"],
  startups: ["6x", "$4.5M", "31%"],
};

describe("industries", () => {
  it("has the nine industries of the spec, with unique ids", () => {
    expect(getAllIndustries("en").map((i) => i.id)).toEqual(Object.keys(specMetrics));
  });

  it.each(Object.entries(specMetrics))(
    "%s shows exactly its three headline metrics",
    (id, values) => {
      expect(getIndustry("en", id)?.featuredCase.metrics.map((m) => m.value)).toEqual(values);
    },
  );

  it("links featured cases only to case studies that exist", () => {
    for (const industry of getAllIndustries("en")) {
      const id = industry.featuredCase.caseStudyId;
      if (id) expect(getCaseStudy("en", id), industry.id).toBeDefined();
    }
  });

  it("keeps each hero's highlighted phrase inside its title", () => {
    for (const industry of getAllIndustries("en"))
      expect(industry.hero.title).toContain(industry.hero.highlight);
  });
});

describe("case studies", () => {
  const studies = getAllCaseStudies("en");

  it("has four cases with unique ids, one per category", () => {
    expect(studies).toHaveLength(4);
    expect(new Set(studies.map((s) => s.id)).size).toBe(4);
    expect(studies.map((s) => s.category).sort()).toEqual([...caseCategories].sort());
  });

  it("resolves every related case, never to itself", () => {
    for (const study of studies) {
      const related = getRelatedCases("en", study);
      expect(related).toHaveLength(study.relatedCases.length);
      expect(related.map((r) => r.id)).not.toContain(study.id);
    }
  });

  it("names a real service and, where given, a real industry", () => {
    for (const study of studies) {
      expect(getService("en", study.serviceId), study.id).toBeDefined();
      if (study.industryId) expect(getIndustry("en", study.industryId), study.id).toBeDefined();
    }
  });

  it("tells the home page's headline results", () => {
    const metrics = studies.flatMap((s) => s.metrics).join(" | ");
    expect(metrics).toContain("87% fewer fraudulent transactions");
    expect(metrics).toContain("78% of customer inquiries resolved end to end by agents");
    expect(metrics).toContain("98.7%");
  });
});

describe.each(editions.filter((locale) => locale !== "en"))("the %s edition", (locale) => {
  const studies = getAllCaseStudies(locale);
  const industries = getAllIndustries(locale);

  it("has the same industries and case studies as English, in the same order", () => {
    expect(industries.map((i) => i.id)).toEqual(getAllIndustries("en").map((i) => i.id));
    expect(studies.map((s) => s.id)).toEqual(getAllCaseStudies("en").map((s) => s.id));
  });

  it("names four distinct categories, one per case", () => {
    expect(new Set(studies.map((s) => s.category)).size).toBe(4);
  });

  it("resolves every related case and featured case in its own language", () => {
    for (const study of studies)
      expect(getRelatedCases(locale, study)).toHaveLength(study.relatedCases.length);
    for (const industry of industries) {
      const id = industry.featuredCase.caseStudyId;
      if (id) expect(getCaseStudy(locale, id), industry.id).toBeDefined();
    }
  });

  it("ends each hero eyebrow with the industry's name (the h1 reads the name alone)", () => {
    for (const industry of industries)
      expect(industry.hero.eyebrow.endsWith(industry.name), industry.id).toBe(true);
  });
});
