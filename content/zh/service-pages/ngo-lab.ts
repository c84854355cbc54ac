import type { ngoLabPage as english } from "@/content/service-pages/ngo-lab";

export const ngoLabPage: typeof english = {
  hero: {
    badge: "公益项目",
    title: "NGO Lab：为躬身实干的组织提供技术",
    highlight: "躬身实干的组织",
    lead: "NGO Lab 是我们面向非营利组织的免费开发项目。每个季度，我们遴选若干组织，与其一起免费构建数据、机器学习和软件系统，让它们把更多资源投入到所服务的人群身上。",
  },
  steps: {
    intro: {
      eyebrow: "流程",
      title: "NGO Lab 如何运作",
      lead: "三个阶段，让项目从第一次交流走向一个由您的团队掌控、无需我们也能运行的系统。",
    },
    items: [
      {
        icon: "file-text",
        title: "提交申请",
        description:
          "告诉我们您的使命、想解决的问题以及手头的数据。我们会审阅每一份申请，并逐一回复。",
      },
      {
        icon: "handshake",
        title: "协作规划",
        description:
          "入选组织将与我们专属的工程师和设计师团队合作，界定项目范围、约定目标并制定交付计划。",
      },
      {
        icon: "rocket",
        title: "落地实施",
        description:
          "我们与您的员工一起构建、测试并部署解决方案，然后培训他们独立运维，并在交接后提供三个月的支持。",
      },
    ],
  },
  stories: {
    intro: {
      eyebrow: "成效",
      title: "我们携手完成的项目",
      lead: "两个近期的 NGO Lab 项目，以及它们为数字背后的社区带来的改变。",
    },
    items: [
      {
        id: "water-resource-management",
        title: "水资源管理",
        organization: "Clearwater Community Trust",
        description:
          "我们构建了一套预测与传感器监测系统，帮助农村供水委员会发现漏损，并根据季节性需求规划抽水。",
        stats: [
          { value: "12", label: "个受益社区" },
          { value: "40%", label: "节水比例" },
          { value: "250k", label: "受惠人数" },
        ],
      },
      {
        id: "medical-supply-chain",
        title: "医疗物资供应链",
        organization: "MedReach Health Alliance",
        description:
          "我们构建了一款需求预测与路线规划工具，确保基本药物在库存耗尽之前送达偏远诊所。",
        stats: [
          { value: "50%", label: "配送提速" },
          { value: "27", label: "覆盖地区" },
          { value: "35%", label: "成本降低" },
        ],
      },
    ],
  },
  apply: {
    intro: {
      eyebrow: "申请",
      title: "申请加入 NGO Lab",
      lead: "全球任何地区、任何规模的注册非营利组织均可申请。无需任何费用，也不要求具备技术背景。",
    },
    rule: "我们每季度遴选组织开展公益合作。每份申请都将依据项目的潜在影响、组织的实际需求以及项目的技术可行性进行评估。",
    criteria: [
      {
        icon: "target",
        title: "潜在影响",
        description: "项目能帮助多少人、帮助有多深入，以及其成果能否长期得到有效衡量。",
      },
      {
        icon: "hand-heart",
        title: "组织需求",
        description: "该组织是否缺乏独立构建解决方案所需的预算或内部专业能力。",
      },
      {
        icon: "wrench",
        title: "技术可行性",
        description:
          "现有数据、基础设施和时间安排，是否足以让我们交付一个您的团队能够持续运行的系统。",
      },
    ],
    nextReview: "2025-06-01",
  },
  partners: {
    intro: {
      eyebrow: "合作伙伴",
      title: "与我们合作过的组织",
      lead: "NGO Lab 的合作伙伴既有社区团体，也有国际性网络。它们带来各自领域的深厚积累，我们贡献工程能力。",
    },
    items: [
      { icon: "droplets", name: "Clearwater Community Trust", focus: "清洁饮水保障" },
      { icon: "pill", name: "MedReach Health Alliance", focus: "医疗物资配送" },
      { icon: "graduation-cap", name: "Open Slate Learning Trust", focus: "扫盲与教育" },
      { icon: "sprout", name: "Greenfield Growers Cooperative", focus: "小农户农业" },
      { icon: "life-buoy", name: "Harbor Relief Network", focus: "灾害应急响应" },
      { icon: "trees", name: "Canopy Restoration Fund", focus: "森林恢复与生物多样性" },
    ],
  },
  closing: {
    title: "告诉我们您想解决的问题",
    lead: "申请加入下一期 NGO Lab，或在提交申请之前预约通话，先与我们的团队聊聊您的想法。",
  },
};
