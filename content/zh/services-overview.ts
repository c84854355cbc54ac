import type { servicesOverview as english } from "@/content/services-overview";
import type { TranslationShape } from "@/content/translation-names";

/** Copy of the services overview page that is not derived from the services themselves. */
export const servicesOverview = {
  title: "我们的服务",
  subtitle: "针对您的独特挑战，量身打造全方位 AI 解决方案",
  lead: "六大业务线，同一套工程标准。从最贴合您问题的那一项入手，大多数项目最终会用到其中两到三项。",
  socialImpact: {
    eyebrow: "社会影响",
    title: "同样的资深团队，服务无力付费的组织",
    lead: "通过 NGO Lab，我们每个季度都会拿出一部分时间服务非营利组织：供水系统、医疗物资配送路线、自然保护工具。不收费用，不转包给新手，项目结束时完整交接。",
    quote:
      "我们以软件给世界带来的改变来衡量自己。对客户而言，那是利润和时间；对与我们合作的非营利组织而言，那是洁净的饮用水和按时送达的药品。对这两类工作，我们坚持完全相同的标准。",
    author: "Maya Okafor",
    role: "Tessellate AI 首席执行官",
  },
  careers: {
    eyebrow: "加入我们",
    title: "与在乎工程品质的人一起，构建真正重要的系统",
    lead: "我们招募热爱挑战难题、乐于接受坦诚反馈的工程师、数据科学家和设计师。",
    points: [
      {
        icon: "rocket",
        title: "富有挑战的项目",
        description: "为银行、医院、工厂和非营利组织打造生产级 AI，而不是纸上谈兵的幻灯片。",
      },
      {
        icon: "users",
        title: "包容的文化",
        description: "团队成员来自二十个国家，决策以书面形式记录，评审中每个声音都有表达空间。",
      },
      {
        icon: "graduation-cap",
        title: "持续成长",
        description: "每年 $5,000 学习经费、参加技术会议的时间，以及首席工程师的一对一指导。",
      },
    ],
  },
} as const satisfies TranslationShape<typeof english>;
