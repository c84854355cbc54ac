import type { industriesOverview as english } from "@/content/industries-overview";
import type { TranslationShape } from "@/content/translation-names";

/** Copy of the industries listing. */
export const industriesOverview = {
  eyebrow: "行业",
  title: "面向容错成本高昂行业的 AI 工程",
  description:
    "航空航天、农业科技、银行、能源、政府、人力资源、医疗、零售与初创企业：依据各行业的规则、风险与关键指标，量身打造 AI 与数据方案。",
  lead: "九大行业，各有各的监管机构、数据与成功标准。我们带来可迁移的成熟模式，也尊重那些无法照搬的约束。",
  closing: {
    title: "没有找到您所在的行业？",
    lead: "我们的方法可以灵活迁移。告诉我们您的数据和约束条件，我们会发来一份方案，说明我们将如何着手解决您的问题。",
  },
} as const satisfies TranslationShape<typeof english>;
