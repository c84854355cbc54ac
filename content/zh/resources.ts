import type { allResources as english } from "@/content/resources";

export const allResources: typeof english = [
  {
    id: "evaluating-agents-in-production",
    category: "whitepapers",
    title: "生产环境中的智能体评估",
    description:
      "AI 智能体上线后的测试实战指南：任务级评分卡、可回放的执行轨迹，以及赶在客户之前发现性能回退的复核机制。",
    gradient: "violet-fuchsia",
    datePublished: "2025-02-11",
    tags: ["智能体 AI", "评估", "可观测性"],
    pages: 28,
  },
  {
    id: "responsible-data-pipelines",
    category: "whitepapers",
    title: "负责任的数据流水线：分步实践",
    description:
      "如何从第一次提交起就把授权同意追踪、数据血缘和保留规则内建进数据流水线，而不是等到审计前才临时补救。",
    gradient: "teal-emerald",
    datePublished: "2024-09-17",
    tags: ["数据治理", "隐私", "数据工程"],
    pages: 34,
  },
  {
    id: "nonprofit-data-readiness",
    category: "whitepapers",
    title: "您的非营利组织准备好迎接机器学习了吗？",
    description:
      "一份源自 NGO Lab 项目经验、通俗易懂的就绪度自查清单，涵盖数据质量、人员配置，以及训练任何模型之前必须先想清楚的问题。",
    gradient: "emerald-lime",
    datePublished: "2024-11-05",
    tags: ["NGO Lab", "非营利组织", "数据就绪度"],
    pages: 18,
  },
  {
    id: "streaming-at-scale-webinar",
    category: "webinars",
    title: "大规模流处理：Stream House 的实战经验",
    description:
      "我们的流处理团队将深入讲解每秒处理两百万个事件的数据流水线中的分区、背压与精确一次投递。",
    gradient: "blue-cyan",
    datePublished: "2024-10-22",
    presenter: "Marisol Okafor，Stream House 首席工程师",
    duration: "60 分钟",
  },
  {
    id: "drift-monitoring-webinar",
    category: "webinars",
    title: "在模型漂移造成损失之前发现它",
    description:
      "一场 MLOps 漂移监控实操研讨：如何选择合适的统计量、设定让人信服的告警阈值，以及判断何时需要重训练。",
    gradient: "sky-indigo",
    datePublished: "2025-01-28",
    presenter: "Dev Raghunathan，MLOps 负责人",
    duration: "90 分钟",
  },
  {
    id: "modular-control-platforms-webinar",
    category: "webinars",
    title: "面向车间现场的模块化控制平台",
    description:
      "工厂工程师与数据团队如何共用同一个控制平台，并现场演示如何在可编程逻辑控制器上安全地发布模型。",
    gradient: "amber-orange",
    datePublished: "2025-03-19",
    presenter: "Henrike Vass，工业系统总监",
    duration: "75 分钟",
  },
  {
    id: "trace-grounded-agent-evaluation",
    category: "research",
    title: "基于执行轨迹的工具调用型语言智能体评估",
    description:
      "我们的研究表明，基于已记录的工具调用轨迹为智能体评分，比单看最终答案的准确率更能可靠地预测其在生产中的失败率。",
    gradient: "violet-fuchsia",
    datePublished: "2024-12-09",
    authors: ["Priya Castellanos", "Tomasz Lindqvist", "Ayo Benedetti"],
    published: { journal: "Journal of Applied Machine Learning Systems", year: 2024 },
  },
  {
    id: "drift-detection-industrial-sensors",
    category: "research",
    title: "工业传感器数据流的无标签漂移检测",
    description:
      "一种轻量级方法，无需等待真实标签即可识别高频传感器数据中的分布偏移，已在三条制造产线上完成测试。",
    gradient: "amber-orange",
    datePublished: "2025-04-08",
    authors: ["Henrike Vass", "Julian Mbeki"],
    published: { journal: "Transactions on Industrial Data Science", year: 2025 },
  },
  {
    id: "agent-trace-kit",
    category: "tools",
    title: "agent-trace-kit",
    description:
      "一个用于记录、回放和评分 AI 智能体运行过程的 Python 库，让评估套件可以直接基于真实的生产执行轨迹运行。",
    gradient: "sky-indigo",
    datePublished: "2024-07-15",
    githubUrl: "https://github.com/tessellate-ai/agent-trace-kit",
    language: "Python",
    stars: "2.4k",
  },
  {
    id: "streamhouse-bench",
    category: "tools",
    title: "streamhouse-bench",
    description:
      "一款用 Rust 编写的流式数据流水线负载生成器与基准测试框架，可在贴近真实的突发流量下报告端到端延迟分位数。",
    gradient: "blue-cyan",
    datePublished: "2024-08-27",
    githubUrl: "https://github.com/tessellate-ai/streamhouse-bench",
    language: "Rust",
    stars: "1.1k",
  },
  {
    id: "lineage-lens",
    category: "tools",
    title: "lineage-lens",
    description:
      "一款 TypeScript 查看器，把流水线血缘元数据转化为可浏览的关系图，清楚展示每个字段的来源以及适用于它的同意规则。",
    gradient: "teal-emerald",
    datePublished: "2025-03-03",
    githubUrl: "https://github.com/tessellate-ai/lineage-lens",
    language: "TypeScript",
    stars: "860",
  },
];
