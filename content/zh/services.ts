import type { allServices as english } from "@/content/services";

/** The schema is language-neutral: the same zod object as the English module. */
export { serviceSchema } from "@/content/services";

export const allServices: typeof english = [
  {
    id: "agentic-ai",
    title: "智能体 AI",
    description:
      "能基于您的数据进行推理、规划多步骤工作并通过您的工具执行操作的智能体与 AI 助手，配备护栏、审计追踪和人工参与环节。",
    icon: "bot",
    gradient: "violet-fuchsia",
    features: [
      "端到端执行业务流程的自主智能体",
      "嵌入团队现有工具的 AI 助手",
      "多智能体任务编排",
      "通过您的 API、文档和数据库调用工具",
      "护栏、评估套件与审计日志",
      "人工参与的复核与升级处理",
    ],
    caseStudy: {
      client: "Meridian Mutual Insurance",
      result: "78% 的客户咨询由智能体端到端独立解决",
    },
  },
  {
    id: "machine-learning",
    title: "机器学习",
    description:
      "经得起生产检验的预测模型：需求预测、风险评分、计算机视觉与推荐系统，上线后持续监控模型漂移。",
    icon: "brain",
    gradient: "blue-cyan",
    features: [
      "销量预测与需求规划",
      "风险、欺诈与异常检测",
      "用于质检与追踪的计算机视觉",
      "推荐与个性化",
      "具备漂移监控的 MLOps 流水线",
      "模型可解释性与公平性评审",
    ],
    caseStudy: {
      client: "Northfield Precision Manufacturing",
      result: "借助预测性维护，非计划停机时间减少 37%",
    },
  },
  {
    id: "data-solutions",
    title: "数据解决方案",
    description:
      "AI 赖以运转的数据底座：数据战略、可靠的数据流水线、治理完善的数据仓库和值得信赖的仪表盘，直接构建在您现有的云平台上。",
    icon: "database",
    gradient: "teal-emerald",
    features: [
      "数据战略与架构",
      "批处理与流式数据流水线",
      "可视化与自助式分析",
      "数据治理、血缘与合规",
      "打通 AWS、Azure、GCP 与 Snowflake",
      "文档与团队培训",
    ],
    caseStudy: {
      client: "Harborline Retail Group",
      result: "新分析平台上线首年投资回报率达 215%",
    },
  },
  {
    id: "mcp-solutions",
    title: "MCP 解决方案",
    subtitle: "模块化控制平台",
    description:
      "模块化控制平台将机器、传感器和软件统一到同一个控制层之下，无需改造车间即可即插即用地接入新能力。",
    icon: "blocks",
    gradient: "amber-orange",
    features: [
      "模块化、插件式控制架构",
      "集中控制与监控",
      "从单条产线扩展到多个厂区",
      "工业级可靠性，最高可达 99.999%",
      "亚毫秒级控制响应",
      "与 PLC、SCADA 及 IoT 设备集成",
    ],
    caseStudy: {
      client: "Veridian Automation",
      result: "新产线部署速度提升 59%",
    },
  },
  {
    id: "stream-house",
    title: "Stream House",
    subtitle: "实时流处理",
    description:
      "基于 Apache Kafka、Flink 和 Spark 构建、提供精确一次语义保证的实时流处理平台，在毫秒之间把事件转化为决策。",
    icon: "activity",
    gradient: "sky-indigo",
    features: [
      "大规模实时事件接入",
      "基于 Kafka、Flink 与 Spark 的流处理",
      "事件驱动架构",
      "精确一次语义的有状态处理",
      "持续分析与实时仪表盘",
      "基于流式信号的自动化操作",
    ],
    caseStudy: {
      client: "TransitCore Logistics",
      result: "15,000 辆车的追踪准确率达 98.7%",
    },
  },
  {
    id: "ngo-lab",
    title: "NGO Lab",
    subtitle: "为非营利组织免费开发",
    description:
      "我们的公益产品实验室：入选的非营利组织将获得一支资深团队，免费为其设计、构建并交付数据与 AI 工具。",
    icon: "heart-handshake",
    gradient: "emerald-lime",
    features: [
      "公益设计与工程服务",
      "每季度遴选合作组织",
      "用于项目规划的预测分析",
      "面向捐赠方和理事会的数据可视化",
      "为小团队实现流程自动化",
      "交接、培训与开放文档",
    ],
    caseStudy: {
      client: "Clearwater Community Trust",
      result: "供水系统现已惠及 12 个社区",
    },
  },
];
