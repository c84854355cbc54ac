import type {
  closingCta as englishClosingCta,
  featuredWork as englishFeaturedWork,
  homeHero as englishHomeHero,
  homeSections as englishHomeSections,
  hubTeasers as englishHubTeasers,
  ngoProjects as englishNgoProjects,
  processSteps as englishProcessSteps,
  values as englishValues,
} from "@/content/home";
import type { TranslationShape } from "@/content/translation-names";

/** Copy of the home page sections that are not derived from other content modules. */
export const homeHero: typeof englishHomeHero = {
  eyebrow: "AI 工程 · 为非营利组织提供公益服务",
  titleStart: "让 AI",
  titleHighlight: "在生产中真正见效",
  titleEnd: "—— 也为世界创造价值",
  lead: "我们为需要可衡量成果的团队设计、构建并运维智能体 AI、机器学习和实时数据系统。每个季度，我们还免费为非营利组织开发产品。",
  stats: [
    { value: "87%", label: "某数字银行欺诈交易减少幅度" },
    { value: "31%", label: "借助风险模型降低的再入院率" },
    { value: "12", label: "公益供水系统惠及的社区数" },
  ],
};

export const homeSections = {
  whoWeAre: {
    id: "who-we-are",
    eyebrow: "关于我们",
    title: "资深工程师，用数据衡量每一次交付",
    lead: "Tessellate AI 由机器学习工程师、数据架构师和产品构建者组成。我们把前景可期的 AI 试点变成团队离不开的生产系统；当 AI 并非正解时，我们也会直言相告。",
  },
  expertise: {
    id: "expertise",
    eyebrow: "专业能力",
    title: "六大业务线，同一套工程标准",
    lead: "从自主智能体到为其供数的数据流水线，每条业务线都由在生产环境中实际运营过这些系统的专家带领。",
  },
  featuredWork: {
    id: "featured-work",
    eyebrow: "精选案例",
    title: "客户看得见的成果",
    lead: "近期的几个项目，按客户自己的标准来衡量成效。",
  },
  process: {
    id: "how-we-work",
    eyebrow: "工作方式",
    title: "从第一个问题到长期成效",
    lead: "四个阶段，快速反馈，每个阶段结束都交付一个可运行的系统，绝不拿幻灯片代替软件。",
  },
  innovationHub: {
    id: "innovation-hub",
    eyebrow: "创新中心",
    title: "正在落地的想法",
    lead: "来自一线团队的实践笔记、白皮书和技术指南，他们每天都在构建这些系统。",
  },
  ngoLab: {
    id: "ngo-lab",
    eyebrow: "NGO 产品实验室",
    title: "为改变生命的组织提供公益工程服务",
    lead: "每个季度，我们遴选非营利组织，免费为其构建它们无力负担的数据与 AI 工具，从需求调研一直到系统交接。",
  },
} as const satisfies TranslationShape<typeof englishHomeSections>;

export const values = [
  {
    icon: "lightbulb",
    title: "创新",
    description:
      "我们只在新方法（智能体、流处理、现代 MLOps）确实优于更简单的方案时才采用它们，并先用可运行的原型加以验证。",
  },
  {
    icon: "eye",
    title: "透明",
    description:
      "范围清晰，估算坦诚，模型可供检查。指标、取舍和代码对您完全可见，并且全部归您所有。",
  },
  {
    icon: "heart-handshake",
    title: "社会影响",
    description:
      "我们通过 NGO Lab 将一部分产能无偿投入非营利组织：同样的资深团队，同样的标准，不收取任何费用。",
  },
] as const satisfies TranslationShape<typeof englishValues>;

export const featuredWork = [
  {
    id: "fraud-detection",
    title: "为数字银行打造实时欺诈检测",
    category: "机器学习",
    industry: "银行与金融科技",
    figure: "87%",
    figureLabel: "欺诈交易减少",
    description:
      "流式风险模型在毫秒级为每一笔银行卡支付打分，并向负责复核的分析师解释每一项决策的依据。",
    gradient: "blue-cyan",
  },
  {
    id: "readmission-predictor",
    title: "患者再入院预测",
    category: "机器学习",
    industry: "医疗与制药",
    figure: "31%",
    figureLabel: "再入院率下降",
    description:
      "在出院时给出风险评分，提示护理团队哪些患者需要电话随访；模型基于去标识化病历构建，全程遵循 HIPAA 管控要求。",
    gradient: "sky-indigo",
  },
  {
    id: "wildlife-protection",
    title: "野生动物保护 AI",
    category: "NGO Lab",
    industry: "自然保护",
    figure: "公益",
    figureLabel: "由 NGO Lab 构建",
    description:
      "声学传感器与计算机视觉结合，在可能出现盗猎活动时向护林员发出警报，让一支小团队也能把巡逻力量用在关键之处。",
    gradient: "emerald-lime",
  },
] as const satisfies TranslationShape<typeof englishFeaturedWork>;

export const processSteps = [
  {
    title: "探索",
    description: "了解您的目标、数据与约束条件，并共同约定衡量成功的指标。",
    details: ["干系人访谈", "数据与系统审计", "成功指标与基线"],
  },
  {
    title: "设计",
    description: "规划整体架构，并先用可运行的原型验证风险最高的环节。",
    details: ["解决方案架构", "基于真实数据的原型", "风险、隐私与成本评审"],
  },
  {
    title: "部署",
    description: "从第一天起就按生产标准构建：经过测试、全程监控、安全可靠、无缝集成。",
    details: ["迭代式发布", "CI/CD 与 MLOps", "监控与告警"],
  },
  {
    title: "交付成效",
    description: "对照基线衡量成效，根据所得持续调优，最终交付一个由您团队掌控的系统。",
    details: ["对照基线的成效报告", "团队培训与运维手册", "可选的持续支持服务"],
  },
] as const satisfies TranslationShape<typeof englishProcessSteps>;

/** Innovation Hub teasers: each points at an article by slug. */
export const hubTeasers = [
  { slug: "future-of-agentic-ai", type: "文章" },
  { slug: "building-ethical-data-infrastructures", type: "白皮书" },
  { slug: "stream-processing-at-scale", type: "技术指南" },
] as const satisfies TranslationShape<typeof englishHubTeasers>;

export const ngoProjects = [
  {
    name: "清洁水源监测",
    organization: "Clearwater Community Trust",
    impact: "为惠及 12 个社区的供水系统部署传感器网络与仪表盘，漏损水量减少 40%。",
    icon: "droplets",
  },
  {
    name: "医疗物资配送路线规划",
    organization: "MedReach Health Alliance",
    impact: "优化路线规划，在 27 个地区将医疗物资配送速度提升 50%，成本降低 35%。",
    icon: "truck",
  },
  {
    name: "野生动物守望",
    organization: "Savanna Guardians Conservancy",
    impact: "声学传感器实时告警，帮助护林员在动物受到伤害之前及时应对威胁。",
    icon: "trees",
  },
] as const satisfies TranslationShape<typeof englishNgoProjects>;

export const closingCta = {
  title: "准备好让 AI 为您创造价值了吗？",
  lead: "告诉我们您想改变什么。在 30 分钟的需求探讨会中，我们会坦诚告诉您 AI 能否帮您实现目标，以及需要投入什么。",
} as const satisfies TranslationShape<typeof englishClosingCta>;
