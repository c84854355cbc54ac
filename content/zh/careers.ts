import type { careersPage as english } from "@/content/careers";

export const careersPage: typeof english = {
  hero: {
    title: "打造值得信赖的 AI",
    lead: "我们是一支由工程师、科学家、设计师和策略顾问组成的团队，分布在旧金山、纽约、伦敦和新加坡。我们构建在真实世界中可靠运行的系统，也用心照顾构建这些系统的人。",
  },
  whyJoin: {
    title: "为什么选择 Tessellate AI",
    paragraphs: [
      "我们的业务涵盖智能体 AI、机器学习、数据平台、工业控制和实时流处理。在这里，您会看到形形色色的组织如何运转，您交付的系统在项目结束后仍会长期在生产环境中运行。",
      "我们坚持小而精的资深团队，重视书面沟通，并让每个人都有时间通过 NGO Lab 参与公益项目。在这里，职业成长靠的是担当与传帮带，而不是加班时长。",
    ],
  },
  values: [
    {
      icon: "target",
      title: "衡量真正重要的事",
      description: "动手之前先约定成功的标准，并如实汇报结果，包括那些不尽如人意的结果。",
    },
    {
      icon: "shield-check",
      title: "默认负责任",
      description: "隐私、公平与安全评审是每个项目计划的固有环节，而不是最后才补上的步骤。",
    },
    {
      icon: "handshake",
      title: "让客户更强大",
      description: "我们通过文档、培训和结对协作，让客户团队不依赖我们也能运维和扩展交付的系统。",
    },
    {
      icon: "file-text",
      title: "凡事落于笔头",
      description: "清晰的设计文档和决策日志，让我们能够跨时区协作，让每个人都掌握最新进展。",
    },
    {
      icon: "users",
      title: "小而精的资深团队",
      description: "每个项目都由几位经验丰富的成员负责，从需求调研到交接全程对结果负责。",
    },
    {
      icon: "hand-heart",
      title: "回馈社会",
      description: "通过 NGO Lab，我们把最拿手的本领用于服务那些永远请不起咨询公司的非营利组织。",
    },
  ],
  benefits: [
    {
      icon: "graduation-cap",
      title: "学习经费",
      description: "每年 $5,000 学习经费，可用于课程、会议、书籍和认证，并提供带薪学习时间。",
    },
    {
      icon: "heart-pulse",
      title: "医疗保障",
      description: "为您及家属提供全面的医疗、牙科和视力保险，员工保费由公司全额承担。",
    },
    {
      icon: "globe",
      title: "灵活与远程办公",
      description: "可在任一办公室、在家或混合办公，各团队自行约定核心协作时段。",
    },
    {
      icon: "calendar",
      title: "育儿假",
      description: "每位新手父母均可享受十六周全薪育儿假，并可分阶段逐步返岗。",
    },
    {
      icon: "hand-heart",
      title: "NGO Lab 公益时间",
      description:
        "最多可将 10% 的工作时间投入为非营利伙伴开展的 NGO Lab 项目，全部计入核心工作量。",
    },
    {
      icon: "laptop",
      title: "设备与居家办公",
      description:
        "新笔记本电脑任您挑选，另有一次性 $1,500 补贴，用于布置舒适、符合人体工学的居家办公环境。",
    },
  ],
  testimonials: [
    {
      quote:
        "入职第一年，我为一家医院集团主导了智能体评估项目，每周五还帮一家食物银行清理捐赠人数据。两件事都是实打实的工程工作。",
      name: "Rafaela Iwasaki",
      title: "高级机器学习工程师，旧金山",
    },
    {
      quote:
        "这里的人会把事情写下来，而且真的会去读。在伦敦和纽约之间协作，我从来不觉得自己错过了关键讨论。",
      name: "Callum Adeyemi-Hart",
      title: "产品设计师，伦敦",
    },
    {
      quote:
        "我加入是为了做以前只在文章里读到过的超大规模流处理系统。留下来，是因为资深工程师每周都会抽出时间带人。",
      name: "Noor Valdivia",
      title: "数据工程师，Stream House，纽约",
    },
  ],
};
