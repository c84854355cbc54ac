import type { allCaseStudies as english } from "@/content/case-studies";

/** `category` is typed as the English category names; the translated labels widen it to string. */
type CaseStudy = Omit<(typeof english)[number], "category"> & { category: string };

export const allCaseStudies: readonly CaseStudy[] = [
  {
    id: "fraud-detection-digital-bank",
    title: "为数字银行打造实时银行卡欺诈检测",
    client: "Lumen Digital Bank",
    industry: "银行与金融科技",
    industryId: "banking-fintech",
    serviceId: "machine-learning",
    category: "机器学习",
    gradient: "blue-cyan",
    description:
      "流式风险模型在每笔银行卡支付获批之前，以毫秒级速度完成评分，并告诉复核分析师每笔支付被拦截的原因。",
    summary:
      "Lumen Digital Bank 原有的规则型反欺诈引擎，大多数欺诈要到清算之后才能发现，同时还误拒了大量正常客户。我们用一套流式模型取而代之：在每笔银行卡授权获批之前完成评分，并向分析师展示每个评分背后的原因。",
    challenge:
      "Lumen 的反欺诈规则是静态的，当初是为规模只有如今十分之一的银行编写的。银行卡欺诈的增速超过了客户规模的增长，大部分损失要到清算后才暴露，而“卡被拒”投诉已成为客服中心最大的投诉类别。分析师每周要复核数千条告警，却看不到任何一笔支付被标记的原因。",
    solution:
      "我们用 XGBoost 构建了梯度提升模型，并以 PyTorch 序列编码器对每张卡的近期行为进行概括，作为模型输入；模型直接部署在授权链路中，99 分位延迟低于 40 毫秒。Apache Flink 在事件到达时即从 Kafka 支付流中计算特征，让模型实时看到交易频次、商户和设备信号。每个评分都附带以通俗语言说明的主要影响因素，分析师的处理结果则作为标签回流，用于下一轮训练。",
    impact:
      "上线六个月后，欺诈交易减少 87%，91% 的欺诈在清算前即被拦截，不再是事后追查。误报减少 73%，结账时被误拒的优质客户大幅减少。Lumen 估计每年因此避免 $7.2M 的欺诈损失，分析师也能把时间用在真正需要判断的案件上。",
    date: "2025年2月",
    publishedAt: "2025-02-18",
    duration: "7 个月",
    author: { name: "Daniel Reyes", role: "机器学习总监" },
    metrics: [
      "欺诈交易减少 87%",
      "91% 的欺诈在清算前被拦截",
      "误报减少 73%",
      "每年避免 $7.2M 欺诈损失",
    ],
    technologies: ["XGBoost", "PyTorch", "Apache Kafka", "Apache Flink", "Feast", "SHAP", "MLflow"],
    tags: ["欺诈检测", "实时评分", "可解释 AI", "银行"],
    implementation: [
      "前四周，我们与反欺诈运营团队一起，用现有规则回放了十八个月的已标注交易，共同确定新系统必须超越的基线。",
      "我们在 Apache Flink 中构建了特征流水线，从 Kafka 支付流中计算银行卡、商户和设备特征，并用 Feast 确保训练与实时评分使用完全一致的特征定义。",
      "我们基于按时间切分的数据训练并比较候选模型，最终选定结合 PyTorch 序列编码器的 XGBoost 模型，因为它满足延迟预算，并且在最新的欺诈模式上表现最稳定。",
      "模型先以影子模式与规则并行运行六周，随后分阶段切换流量，反欺诈团队每天比对两者的决策。",
      "我们在分析师工作队列中加入基于 SHAP 的解释，并把分析师的处理结果回流到训练中；每一次重训练都在 MLflow 中记录，并可追溯到其所用的标签。",
      "我们交付了运维手册、漂移监控仪表盘和月度重训练计划，并培训 Lumen 的数据科学家独立负责该模型。",
    ],
    results: [
      { value: "87%", label: "欺诈交易减少" },
      { value: "91%", label: "的欺诈在清算前被拦截" },
      { value: "73%", label: "误报减少" },
      { value: "$7.2M", label: "每年避免的欺诈损失" },
    ],
    testimonial: {
      quote:
        "过去我们要等到拒付才知道发生了欺诈。现在大部分欺诈在授权环节就被拦下；分析师问一笔支付为什么被拦截，答案就显示在屏幕上。",
      author: "Elena Vasquez",
      title: "首席风险官",
    },
    relatedCases: ["delivery-fleet-tracking", "insurance-inquiry-agents"],
  },
  {
    id: "insurance-inquiry-agents",
    title: "端到端解决投保人咨询的 AI 智能体",
    client: "Meridian Mutual Insurance",
    industry: "保险",
    industryId: "banking-fintech",
    serviceId: "agentic-ai",
    category: "智能体 AI",
    gradient: "violet-fuchsia",
    description:
      "智能体负责答复 Meridian Mutual 投保人的理赔进度、保障范围和文件申请等咨询，遇到任何不确定的情况，都会连同案件信息一起转交人工处理。",
    summary:
      "Meridian Mutual Insurance 的客服团队每天大部分时间都在回答重复性问题，而这些问题其保单和理赔系统本就能给出答案。我们构建的 AI 智能体通过网页在线客服和电子邮件端到端解决这类咨询，一旦请求需要专业判断，就升级给持证客服代表。",
    challenge:
      "投保人平均要等四个小时才能收到首次回复；暴风雨过后理赔量激增时，等待时间更长。大多数咨询是理赔进度查询、保障范围问题，或申请保险卡、保单声明页等文件，每一次都需要客服代表手动查询同样的系统。Meridian 希望更快地答复客户，同时绝不让软件做出它不该做的承保决定。",
    solution:
      "我们基于 LangGraph 构建智能体：分别负责理赔进度、保障范围问题和文件申请的专职智能体，加上一个决定每条消息由谁处理的路由器。智能体通过基于 Guidewire ClaimCenter 和保单数据库的窄权限只读工具读取保单与理赔记录，并且只依据投保人自己的保单条款回答保障范围问题，附带引用出处。投诉、有争议的理赔和低置信度的回答会直接转给客服代表，并附上摘要和完整对话记录。",
    impact:
      "如今，78% 的客户咨询由智能体端到端解决，首次响应时间的中位数从四小时缩短到三分钟以内。第一个季度客户满意度提升 9 分，客服代表得以专注处理有争议的理赔和复杂问题。智能体的每一项操作都有日志记录，Meridian 的合规团队每周抽查一部分对话。",
    date: "2025年4月",
    publishedAt: "2025-04-10",
    duration: "5 个月",
    author: { name: "Sofia Lindqvist", role: "首席 AI 工程师" },
    metrics: [
      "78% 的客户咨询由智能体端到端解决",
      "首次响应中位时长从 4 小时缩短至 3 分钟以内",
      "客户满意度提升 9 分",
      "每次升级均附带案件摘要一并移交",
    ],
    technologies: [
      "LangGraph",
      "Python",
      "FastAPI",
      "PostgreSQL",
      "pgvector",
      "Guidewire ClaimCenter",
      "OpenTelemetry",
    ],
    tags: ["AI 智能体", "客户服务", "人工参与", "保险"],
    implementation: [
      "我们与 Meridian 的客服主管一起，对六个月的匿名化咨询进行分类，区分出哪些请求可以直接用系统数据回答，哪些必须始终由人工处理。",
      "我们在理赔和保单系统之上构建了只读工具，权限范围限定于已通过身份验证的投保人本人，任何智能体都无法修改理赔或保单。",
      "我们在 LangGraph 中构建了负责理赔进度、保障范围问题和文件申请的专职智能体，由路由器统一协调；一旦置信度或业务规则有要求，即升级给人工。",
      "我们汇集了 1,200 多条带预期结果的真实咨询，由持证客服代表审核，组成评估套件，每次变更发布前都要全量跑一遍。",
      "我们先在一个州的网页在线客服上线，每周复核所有升级案件并抽查已解决的对话，随后将智能体扩展到电子邮件渠道和其余各州。",
      "我们培训 Meridian 的客服团队自行审阅对话记录、调整升级规则、新增请求类型，无需我们参与。",
    ],
    results: [
      { value: "78%", label: "的咨询由智能体端到端解决" },
      { value: "< 3 分钟", label: "首次响应中位时长，此前为 4 小时" },
      { value: "+9 分", label: "客户满意度（CSAT）" },
      { value: "24/7", label: "随时答复理赔进度与文件问题" },
    ],
    testimonial: {
      quote:
        "过去，我们的客服代表一整天都在给客户念理赔状态。现在常规请求由智能体处理；需要人工介入时，案件会带着完整的来龙去脉一起转过来。",
      author: "Marcus Bell",
      title: "客户运营副总裁",
    },
    relatedCases: ["fraud-detection-digital-bank", "delivery-fleet-tracking"],
  },
  {
    id: "clean-water-monitoring",
    title: "为惠及 12 个社区的农村供水系统实现漏损检测",
    client: "Clearwater Community Trust",
    industry: "非营利 · 饮水保障",
    industryId: "climate-agritech",
    serviceId: "ngo-lab",
    category: "NGO Lab",
    gradient: "emerald-lime",
    description:
      "一套公益建设的传感器网络与仪表盘，帮助 Clearwater Community Trust 在惠及 12 个社区的农村供水系统中发现漏损、规划抽水。",
    summary:
      "Clearwater Community Trust 为管理一套农村供水系统的志愿者委员会提供支持，该系统惠及 12 个社区。通过 NGO Lab，我们免费设计并搭建了低功耗传感器网络和共享仪表盘，让各委员会能看到流量、压力和水箱水位，在漏损还小的时候就及时修复。",
    challenge:
      "系统的管道穿过农田绵延数英里，大量抽上来的水在无人察觉的漏损中流失，直到水箱见底才被发现。各委员会在泵站和水龙头之间没有任何计量手段，既不知道水流向了哪里，也无法围绕旱季规划抽水。我们构建的一切都必须能靠太阳能供电、在时断时续的网络下运行，而且要简单到志愿者就能维护。",
    solution:
      "我们在管网关键位置安装了太阳能供电的流量、压力和水箱水位传感器，通过 LoRaWAN 向两座泵站的网关回传数据。读数写入 TimescaleDB，Grafana 仪表盘为每个委员会展示其负责的管段；当夜间流量或压力骤降提示可能存在漏损时，系统会发送短信告警。一个简单的 scikit-learn 预测模型估算未来几周的用水需求，让抽水计划能随季节调整。",
    impact:
      "从泵站到水龙头之间的漏损水量减少 40%，系统覆盖的 12 个社区在旱季断水的天数也减少了。加上该信托现已采用同一仪表盘的各个区域项目，这项工作惠及 250k 人，各委员会已能自行运维和扩展这套网络。项目通过 NGO Lab 以公益方式交付，代码和硬件指南均已公开，供其他供水信托机构复用。",
    date: "2024年11月",
    publishedAt: "2024-11-14",
    duration: "6 个月",
    author: { name: "Amara Nwosu", role: "NGO Lab 负责人" },
    metrics: [
      "供水系统惠及 12 个社区",
      "漏损水量减少 40%",
      "惠及 250k 人",
      "通过 NGO Lab 公益建设",
    ],
    technologies: ["LoRaWAN", "ChirpStack", "TimescaleDB", "Grafana", "scikit-learn", "Twilio"],
    tags: ["NGO Lab", "公益", "物联网", "饮水保障", "可持续发展"],
    implementation: [
      "我们与委员会成员和信托的现场工程师一起实地走查管网，绘制管道、水泵和水箱分布图，并把传感器布设在能将漏损范围缩小到单段管道的位置。",
      "我们选用由小型太阳能板供电的低功耗流量、压力和水位传感器，并在两座已有电力和蜂窝网络的泵站架设 LoRaWAN 网关。",
      "我们基于开源的 ChirpStack 和 TimescaleDB 构建数据流水线，信托只需支付少量托管费用，也不会被任何供应商锁定。",
      "我们与各委员会一起经过三轮测试设计了 Grafana 仪表盘，并加入了针对夜间流量和压力骤降的短信告警。",
      "我们加入了旱季用水需求预测，并为每个委员会培训两名志愿者，教他们读懂仪表盘、更换传感器和响应告警。",
      "我们连同纸质现场指南和开放文档一起完成了系统交接，并且每个季度都会回访信托。",
    ],
    results: [
      { value: "12", label: "个社区由该供水系统服务" },
      { value: "40%", label: "漏损水量减少" },
      { value: "250k", label: "受惠人数" },
      { value: "公益", label: "通过 NGO Lab 设计与建设" },
    ],
    testimonial: {
      quote:
        "装传感器之前，我们要等水箱见底才知道哪里漏了。现在当天夜里委员会就会收到消息，第二天一早就知道该去巡查哪段管道。",
      author: "Ana Lucía Torres",
      title: "项目总监",
    },
    relatedCases: ["delivery-fleet-tracking", "fraud-detection-digital-bank"],
  },
  {
    id: "delivery-fleet-tracking",
    title: "为 15,000 辆配送车队实现实时追踪",
    client: "TransitCore Logistics",
    industry: "零售与电商",
    industryId: "retail-ecommerce",
    serviceId: "stream-house",
    category: "Stream House",
    gradient: "sky-indigo",
    description:
      "基于 Apache Kafka 和 Flink 的流处理平台，实时追踪 TransitCore 行驶中的末端配送车队，为零售客户提供可信赖的送达时间。",
    summary:
      "TransitCore Logistics 以 15,000 辆车的车队为零售和电商品牌提供末端配送服务。我们构建了一个实时流处理平台，把 GPS、车载远程信息和扫描事件转化为实时位置、预计送达时间和延误预警，供调度员及其服务的零售商使用。",
    challenge:
      "TransitCore 的追踪系统依赖批处理作业，车辆位置每十五分钟才刷新一次，调度员往往比客户还晚得知延误。零售客户希望获得准确的送达时间窗口，而“我的订单到哪儿了？”之类的咨询在其客服总量中的占比不断攀升。燃油成本节节上涨，但由于没人掌握车队的实时状况，白天无法调整路线。",
    solution:
      "我们基于 Apache Kafka 搭建事件平台，接入每辆车的 GPS 定位、车载远程信息和司机扫描事件，并由 Apache Flink 作业清洗信号、将其匹配到路网，为每辆车和每个包裹维护实时状态。平台基于这些状态计算预计送达时间，标记有延误风险的站点，并向调度员建议改派方案。零售商通过 webhook API 接收追踪更新，运营团队则在以 ClickHouse 为后端的 Grafana 仪表盘上监控车队。",
    impact:
      "如今，15,000 辆车的追踪准确率达到 98.7%；由于调度员能在延误尚可挽回时及时处置，延误配送减少 35%。随着白天可以动态调整路线、长时间怠速会被标记，燃油支出下降 28%。零售客户反馈，购物者能看到可信的送达时间后，“我的订单到哪儿了？”类咨询减少了 42%。",
    date: "2025年1月",
    publishedAt: "2025-01-21",
    duration: "8 个月",
    author: { name: "Arjun Mehta", role: "首席数据工程师" },
    metrics: [
      "15,000 辆车追踪准确率达 98.7%",
      "延误配送减少 35%",
      "燃油支出降低 28%",
      "“我的订单到哪儿了？”类咨询减少 42%",
    ],
    technologies: [
      "Apache Kafka",
      "Apache Flink",
      "Debezium",
      "ClickHouse",
      "Kubernetes",
      "Grafana",
      "OSRM",
    ],
    tags: ["实时流处理", "车队追踪", "末端物流", "事件驱动架构"],
    implementation: [
      "我们将现有追踪数据与一个月的配送扫描记录进行比对，确定准确率、延误配送和燃油消耗的基线。",
      "我们在 Kubernetes 上部署 Apache Kafka，接入每辆车的 GPS、车载远程信息和扫描事件，并用 Debezium 从调度数据库实时同步订单变更。",
      "我们编写 Apache Flink 作业，过滤带噪声的 GPS 读数，借助 OSRM 把位置匹配到路网，并以精确一次语义维护每辆车和每个包裹的状态。",
      "我们在这些状态之上构建了送达时间预估和站点延误预警，并在任何调度员投入使用之前，用一个月的回放事件对其进行了测试。",
      "我们用十周时间逐个配送站推广该平台，同时上线 webhook API，让零售客户能把实时送达时间同步给购物者。",
      "我们交付了容量规划、值班运维手册和 Grafana 仪表盘，并培训 TransitCore 的平台团队独立运维该系统。",
    ],
    results: [
      { value: "98.7%", label: "15,000 辆车的追踪准确率" },
      { value: "35%", label: "延误配送减少" },
      { value: "28%", label: "燃油支出降低" },
      { value: "42%", label: "“我的订单到哪儿了？”类咨询减少" },
    ],
    testimonial: {
      quote:
        "我们的调度员第一次能提前看到即将发生的延误，而不是从客户那里听说。我们的零售客户不到一个月就感受到了变化。",
      author: "David Chen",
      title: "首席运营官",
    },
    relatedCases: ["fraud-detection-digital-bank", "clean-water-monitoring"],
  },
];
