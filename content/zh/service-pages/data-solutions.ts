import type { dataSolutionsPage as english } from "@/content/service-pages/data-solutions";

export const dataSolutionsPage: typeof english = {
  hero: {
    badge: "数据解决方案",
    title: "值得团队信赖的数据底座",
    highlight: "值得团队信赖",
    lead: "我们设计架构、构建数据流水线、建立分析与 AI 所依赖的数据治理体系，全部基于您现有的云平台，并确保您的团队能够自行维护。",
  },
  areas: {
    intro: {
      eyebrow: "解决方案领域",
      title: "六大领域，一个协调统一的数据平台",
      lead: "大多数客户找到我们时，都带着一个迫在眉睫的问题，比如数据仓库太慢，或审计没通过。我们在解决问题的同时兼顾整体平台，让下一个项目站在更坚实的基础上。",
    },
    items: [
      {
        id: "data-strategy-architecture",
        icon: "compass",
        title: "数据战略与架构",
        description: "目标架构与分步实施路线图，紧扣业务真正需要数据支撑的决策和产品。",
        longDescription:
          "我们首先访谈业务和工程团队，盘点数据源、系统和成本，并审视最关键的报表和模型。在此基础上，我们设计目标架构（通常是领域归属清晰的湖仓一体或云数据仓库），并按价值和依赖关系排出路线图的先后顺序。\n\n" +
          "交付成果务实可用：架构决策记录、未来四个季度的成本测算计划，以及两到三个范围足够明确、可以立即启动的首批项目。",
        benefits: [
          "投资与明确的业务成果挂钩",
          "架构决策连同取舍一并记录在案",
          "切合实际的成本与人员估算",
          "按价值和依赖关系排序的路线图",
        ],
        examples: [
          "为一家专业保险公司开展为期六周的评估，将四套相互重叠的报表体系整合进一份路线图，预计平台支出降低 20%。",
          "为一家物流公司设计面向领域的湖仓一体架构，让三个区域团队能够按统一标准发布共享数据集。",
          "为一家医疗服务集团开展数据成熟度评估，找出支撑 80% 高管报表的五个源系统，并将其列为优先迁移对象。",
        ],
      },
      {
        id: "data-pipelines-processing",
        icon: "workflow",
        title: "数据流水线与处理",
        description:
          "经过测试、可观测且运行成本低廉的批处理与流式数据流水线，覆盖从数据接入到建模表的全过程。",
        longDescription:
          "在合适的场景下，我们使用 Fivetran 或 Airbyte 等托管连接器构建数据接入，不适用时则编写定制抽取程序；随后在 dbt 中建模，并对数据新鲜度、唯一性和参照完整性进行测试。编排运行在 Airflow 或 Dagster 上，告警会直接推送给负责相应数据集的团队。\n\n" +
          "对于延迟敏感的用例，我们通过 Debezium 实现变更数据捕获，并经由 Kafka 进行流式传输，让批处理和实时链路共用同一套业务定义。",
        benefits: [
          "在仪表盘出错之前发现数据质量问题",
          "每条流水线归属清晰",
          "通过增量模型降低计算成本",
          "批处理与流处理共用同一套定义",
        ],
        examples: [
          "为一家电商平台把每晚全量刷新改为增量 dbt 模型，数据仓库计算成本降低 35%。",
          "为一家金融科技贷款机构搭建基于 Debezium 和 Kafka 的变更数据捕获流水线，贷款状态更新在两分钟内即可进入数据仓库，不必再等一整夜。",
          "为一家媒体公司引入 dbt 测试和 Airflow 告警，业务用户报告的数据事故从每月约十起降至两起。",
        ],
      },
      {
        id: "visualization-analytics",
        icon: "chart-bar",
        title: "可视化与分析",
        description: "基于共享语义层构建的仪表盘和自助式分析，确保每个团队报告的都是同一组数字。",
        longDescription:
          "两个仪表盘数字对不上，比什么都更快地消磨信任。我们借助 dbt metrics、LookML 或 Power BI 数据集，在语义层中对指标进行一次性统一定义，再在其上构建仪表盘，每个仪表盘都有明确的负责人和用途。\n\n" +
          "我们与报表的使用者一起设计：一屏看完的高管摘要、刷新频率与决策节奏匹配的运营视图，以及受治理的自助分析空间，让分析师自由探索，又不会再冒出一个新版本的“营收”口径。",
        benefits: [
          "每个关键指标只有一个定义",
          "围绕真实决策设计仪表盘",
          "自助分析不再导致指标泛滥",
          "数据团队收到的临时报表需求更少",
        ],
        examples: [
          "为一家全国性零售商构建带共享语义层的新分析平台，首年投资回报率达 215%。",
          "为一家物业管理公司用 18 个受治理的仪表盘取代 140 份旧报表，覆盖同样的决策需求。",
          "为一家非营利医疗网络构建 Looker Studio 项目仪表盘，每月理事会报告的准备时间从四天缩短到半天。",
        ],
      },
      {
        id: "governance-compliance",
        icon: "shield-check",
        title: "治理与合规",
        description: "数据目录、血缘、访问控制和保留策略，在满足监管要求的同时不拖慢分析师的工作。",
        longDescription:
          "好的治理让正确的数据容易找到，让不当的访问难以得逞。我们建立带有血缘关系的数据目录，对敏感字段进行分类，并在数据仓库中通过基于角色和属性的策略执行访问控制，而不是靠一张张权限电子表格。\n\n" +
          "我们将控制措施对应到您需要遵守的法规，自动收集审计证据，并定义真正会执行的数据保留和删除流程，包括依据 GDPR 和 CCPA 提出的数据主体请求。",
        benefits: [
          "敏感数据按策略分类并脱敏",
          "从数据源到仪表盘的完整血缘",
          "自动收集审计证据",
          "数据主体请求以天计而非以周计完成",
        ],
        examples: [
          "为一家数字医疗公司在 Unity Catalog 中实现列级脱敏和血缘追踪，帮助其顺利通过 HIPAA 风险评估，未发现重大问题。",
          "为一家欧洲旅游平台构建自动化删除流程，GDPR 删除请求的平均处理时间从 21 天缩短到 3 天。",
          "为一家支付初创公司将持卡人数据限定在两个隔离的 Schema 中，使纳入 PCI DSS 范围的系统减少一半以上。",
        ],
      },
      {
        id: "cloud-integrations",
        icon: "cloud-cog",
        title: "云平台集成",
        description:
          "跨 AWS、Azure、Google Cloud 和 Snowflake 的迁移与集成，以代码定义，并按您的工作负载合理配置。",
        longDescription:
          "我们分阶段把本地数据仓库和 Hadoop 集群迁移到云平台，新旧系统并行运行、逐项核对输出，直到业务方签字确认。基础设施以 Terraform 定义，环境、网络和 IAM 配置均经您的安全团队审核。\n\n" +
          "我们还通过托管连接器或 API 接入 Salesforce、NetSuite、Workday 等 SaaS 系统，并建立成本监控，让支出随用量增长始终清晰可见。",
        benefits: [
          "分阶段迁移，并行核对",
          "基础设施以代码定义并经过审核",
          "按团队和工作负载查看云支出",
          "SaaS 数据与核心系统数据并列可用",
        ],
        examples: [
          "为一家制造集团用五个月将 30 TB 的本地 SQL Server 数据仓库迁移到 Snowflake，期间报表服务零中断。",
          "为一所大学系统用 Terraform 管理的 BigQuery 环境取代零散的临时项目，每月云支出降低 18%。",
          "为一家专业服务公司在 Azure 中整合 Salesforce 和 NetSuite 数据，让财务团队每天都能对照账单查看销售管线。",
        ],
      },
      {
        id: "documentation-training",
        icon: "graduation-cap",
        title: "文档与培训",
        description: "运维手册、数据字典和实操培训，确保我们离开后您的团队能够运行并扩展平台。",
        longDescription:
          "我们边构建边编写文档，而不是留到最后：数据目录中的数据集说明、常见故障的运维手册，以及解释决策缘由的架构说明。文档与代码放在一起，每次变更时一并审阅和更新。\n\n" +
          "培训按角色量身定制。工程师与我们在真实工单上结对协作，分析师学习语义层和 SQL 模式，业务用户则参加简短的培训课，学习如何查找和解读他们所依赖的仪表盘。",
        benefits: [
          "减少对外部顾问的依赖",
          "新员工更快上手",
          "文档与代码同步更新",
          "培训与每个角色相匹配",
        ],
        examples: [
          "为一家区域公用事业公司开展为期六周的结对项目，让其四人数据团队能够全面接管新的 dbt 和 Airflow 平台。",
          "为一家保险经纪公司建立包含 600 个字段、可检索的数据字典，分析团队收到的重复提问减少约 40%。",
          "为一个食物银行网络录制关于库存仪表盘的简短培训课程，帮助 22 个站点的员工使用同一套报表。",
        ],
      },
    ],
  },
  strategy: {
    intro: {
      eyebrow: "数据战略",
      title: "围绕决策而非工具制定战略",
      lead: "在推荐任何平台之前，我们先弄清您的业务需要更快、更好地做出哪些决策，以及哪些数据能改变这些决策。工具选型随之而定。",
    },
    points: [
      {
        icon: "search",
        title: "现状评估",
        description:
          "我们盘点数据源、流水线、报表和成本，并访谈数据的生产者和使用者，找出时间和信任在哪些环节流失。",
      },
      {
        icon: "layers",
        title: "目标架构",
        description:
          "我们按照您的工作负载和团队规模设计平台，并记录数据仓库、湖仓一体和流处理等方案之间的取舍。",
      },
      {
        icon: "route",
        title: "分步路线图",
        description:
          "我们按业务价值和依赖关系安排工作顺序，并为每个季度给出成本估算、人员需求和可衡量的里程碑。",
      },
    ],
  },
  tabs: {
    intro: {
      eyebrow: "构建方式",
      title: "工程、分析与治理三位一体",
      lead: "数据流水线、报表和管控措施作为一个整体来设计。这样，仪表盘上的每个数字都能追溯到其来源，以及有权查看它的人。",
    },
    items: [
      {
        value: "pipelines",
        label: "数据流水线",
        title: "可靠的数据流水线",
        description: "数据接入、转换和编排从第一次提交起就配备测试、版本控制和告警。",
        points: [
          "面向数据库、API 和 SaaS 工具的托管及定制连接器",
          "在 dbt 中完成转换，每个模型都有测试",
          "通过变更数据捕获实现近实时更新",
          "具备重试、告警和明确负责人的编排",
        ],
        tools: ["dbt", "Apache Airflow", "Dagster", "Fivetran", "Apache Kafka", "Debezium"],
      },
      {
        value: "visualization",
        label: "可视化",
        title: "真正被用起来的分析",
        description: "基于受治理的指标定义构建仪表盘和自助工具，并与做决策的团队一起设计。",
        points: [
          "每个指标只有一个定义的语义层",
          "高管与运营仪表盘",
          "面向分析师的受治理自助探索",
          "跟踪使用情况，下线无人打开的报表",
        ],
        tools: ["Power BI", "Tableau", "Looker", "Apache Superset", "dbt Semantic Layer"],
      },
      {
        value: "governance",
        label: "数据治理",
        title: "治理内建于平台之中",
        description: "访问、血缘、质量和保留策略由平台本身强制执行，而不只是写在制度文件里。",
        points: [
          "从数据源到报表具备完整血缘的数据目录",
          "敏感数据分类与脱敏",
          "基于角色和属性的访问策略",
          "自动化的数据保留与删除流程",
        ],
        tools: ["Unity Catalog", "Collibra", "DataHub", "Great Expectations", "Immuta"],
      },
    ],
  },
  compliance: {
    intro: {
      eyebrow: "合规",
      title: "控制措施对标您需要遵循的标准",
      lead: "我们在数据平台中落实技术控制措施，并以审计人员和法务团队期望的形式形成文档。我们与您的法律顾问和合规人员协同工作，而非取而代之。",
    },
    standards: [
      {
        name: "GDPR",
        description:
          "我们梳理个人数据在各系统中的分布，按用途执行访问控制，并自动处理删除和查阅请求，全程留有可审计记录。",
      },
      {
        name: "CCPA",
        description:
          "我们为加州消费者数据打标签，在下游各表中落实退出和删除请求，并保留每项请求的履行证据。",
      },
      {
        name: "HIPAA",
        description:
          "我们将受保护健康信息限定在获批准的环境中，实施加密和最小必要访问原则，并记录每一次针对 PHI 的查询。",
      },
      {
        name: "SOC 2",
        description: "我们为数据平台实施访问审查、变更管理和监控，并收集审计师将会要求提供的证据。",
      },
      {
        name: "ISO 27001",
        description:
          "我们使数据平台的控制措施与您的信息安全管理体系保持一致，并对照附录 A 的相关控制项形成文档。",
      },
      {
        name: "PCI DSS",
        description:
          "我们通过网络分段和令牌化，尽量减少接触持卡人数据的系统，从而缩小审计范围以及维持合规所需的控制措施。",
      },
    ],
  },
  cloud: {
    intro: {
      eyebrow: "云平台",
      title: "基于您现有的云平台构建",
      lead: "我们保持平台中立，在您现有的合同和安全模型内开展工作。如果某项工作负载放在别处更便宜或更简单，我们会直接说明，并拿出数据。",
    },
    platforms: [
      {
        icon: "cloud",
        platform: "AWS",
        uses: [
          "基于 S3 并结合 Glue 与 Athena 的数据湖",
          "Redshift 数据仓库与 Kinesis 流处理",
          "托管 Airflow 与基于 IAM 的访问控制",
        ],
      },
      {
        icon: "server",
        platform: "Microsoft Azure",
        uses: [
          "Azure Data Lake Storage 与 Synapse",
          "Data Factory 流水线与 Event Hubs",
          "Power BI 与 Microsoft Purview 数据治理",
        ],
      },
      {
        icon: "cloud-cog",
        platform: "Google Cloud",
        uses: [
          "BigQuery 数据仓库与 BI Engine",
          "Dataflow 与 Pub/Sub 流处理",
          "Dataplex 数据治理与 Looker 分析",
        ],
      },
      {
        icon: "database",
        platform: "Snowflake",
        uses: [
          "按工作负载配置的多集群数据仓库",
          "与合作伙伴安全共享数据",
          "动态脱敏与行级访问策略",
        ],
      },
    ],
  },
  closing: {
    title: "准备好为您的数据打下更坚实的基础了吗？",
    lead: "与我们的数据团队聊聊您眼前的问题。我们会评估您当前的架构，并给出一份简明、附带成本测算的第一阶段计划。",
  },
};
