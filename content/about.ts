import { aboutPageSchema } from "@/content/company-schema";

export const aboutPage = aboutPageSchema.parse({
  hero: {
    title: "Engineers who build AI that lasts",
    lead: "Tessellate AI is an engineering consultancy for agentic AI, machine learning and real-time data. From San Francisco, London and Singapore we help teams move from a promising pilot to a system they rely on, and we give part of our time to nonprofits through the NGO Lab.",
  },
  mission: {
    title: "Our mission",
    text: "To put dependable AI to work on problems that matter: systems that are measured against a clear baseline, understood by the people who use them, and owned by the organizations that pay for them.",
  },
  vision: {
    title: "Our vision",
    text: "A world where every organization, from a global bank to a ten-person nonprofit, can use AI with the same confidence it places in its accounting system: tested, explainable, secure and accountable to the people it serves.",
  },
  values: [
    {
      icon: "target",
      title: "Outcomes over output",
      description:
        "We agree on the number that defines success before we write code, and we report against it honestly, including when the result is smaller than we hoped.",
    },
    {
      icon: "eye",
      title: "Transparency",
      description:
        "Clear scopes, plain estimates and models you can inspect. You see the metrics, the trade-offs and the code, and you own all of it when we leave.",
    },
    {
      icon: "shield-check",
      title: "Responsibility by design",
      description:
        "Privacy, fairness and safety reviews are part of every design phase, not an audit at the end. We would rather decline a project than ship a system we cannot stand behind.",
    },
    {
      icon: "wrench",
      title: "Engineering craft",
      description:
        "Tested pipelines, reproducible training, monitoring from day one. We build software that your team can run at three in the morning without calling us.",
    },
    {
      icon: "users",
      title: "Partnership",
      description:
        "We work inside your team, not beside it. Pairing, documentation and training are how we make sure the knowledge stays with you after the engagement ends.",
    },
    {
      icon: "heart-handshake",
      title: "Social impact",
      description:
        "Part of our capacity goes to nonprofits through the NGO Lab, pro bono. The same senior engineers and the same standard of work, without an invoice.",
    },
  ],
  leadership: [
    {
      name: "Maya Okafor",
      role: "Chief Executive Officer",
      bio: "Maya founded Tessellate AI after twelve years leading machine learning teams in payments and logistics, where she learned that the hardest part of AI is the last mile into production. She holds a master's degree in operations research and sets the firm's standard that every project is measured against a baseline the client agrees to.",
    },
    {
      name: "Tomasz Wierzbicki",
      role: "Chief Technology Officer",
      bio: "Tomasz spent a decade building distributed data systems for energy grid operators and later ran platform engineering at a maritime analytics company. At Tessellate AI he leads architecture across the practices and the reference stack behind Stream House and our modular control platforms.",
    },
    {
      name: "Priya Raman",
      role: "Chief Operating Officer",
      bio: "Priya previously ran delivery for a healthcare technology consultancy, where she managed regulated programs across three continents. She oversees delivery, security and client operations across our San Francisco, London and Singapore offices, and she protects the capacity we commit to the NGO Lab each quarter.",
    },
  ],
  teams: [
    {
      icon: "bot",
      name: "Agentic Systems",
      description:
        "Designs and ships AI agents that plan, call tools and hand work back to people at the right moment, with guardrails, evaluation suites and full traces of every decision.",
      focus: ["Multi-agent orchestration", "Tool use and retrieval", "Evaluation and guardrails"],
    },
    {
      icon: "brain",
      name: "Machine Learning & MLOps",
      description:
        "Builds predictive and generative models and the pipelines that keep them accurate in production, from feature stores to automated retraining and drift monitoring.",
      focus: [
        "Forecasting and risk models",
        "Model monitoring and retraining",
        "Explainability and fairness testing",
      ],
    },
    {
      icon: "database",
      name: "Data & Streaming Platforms",
      description:
        "Engineers the data foundations every AI system depends on, including the Stream House real-time platform that moves events from source to decision in milliseconds.",
      focus: ["Real-time event streaming", "Lakehouse architecture", "Data quality and lineage"],
    },
    {
      icon: "factory",
      name: "Industrial Control & MCP",
      description:
        "Connects AI to physical operations through our modular control platforms, bringing sensor data, control logic and safety interlocks into one auditable system.",
      focus: ["Sensor and PLC integration", "Edge inference", "Safety-rated control loops"],
    },
  ],
  advisors: [
    {
      name: "Prof. Elena Marchetti",
      role: "Professor of Computer Science, Halden Institute of Technology",
      bio: "Elena researches the verification of learning systems and has published widely on testing autonomous agents. She advises our Agentic Systems team on evaluation methods and on where formal guarantees are realistic.",
    },
    {
      name: "Richard Osei",
      role: "Former Chief Risk Officer, Northmere Financial Group",
      bio: "Richard spent twenty-five years in banking risk management, including eight as chief risk officer. He helps us design model governance that satisfies regulators without slowing delivery to a halt.",
    },
    {
      name: "Carmen Delgado",
      role: "Executive Director, Open Harvest Network",
      bio: "Carmen leads a network of community food banks serving more than forty cities. She advises the NGO Lab on selection criteria and on what nonprofits need to keep a system running after hand-over.",
    },
  ],
  commitment: {
    title: "Our commitment to responsible AI and social impact",
    paragraphs: [
      "Every system we build goes through a responsible AI review led by Dr. Lena Fischer, our Head of Responsible AI. We document the data a model learns from, test it for disparate impact, and design a clear path for a person to review and override its decisions. When a use case would put people at risk and the risk cannot be managed, we say so and we walk away.",
      "Through the NGO Lab, led by Amara Nwosu, we select nonprofits every quarter and build them data and AI tools free of charge, from discovery to hand-over. The work is done by the same senior engineers who serve our commercial clients, and we stay on to train the people who will run the system after we leave.",
    ],
    pledges: [
      {
        icon: "scale",
        title: "Fairness tested before launch",
        description:
          "Every model that affects people is tested for disparate impact across relevant groups, and the results are shared with the client before release.",
      },
      {
        icon: "user-check",
        title: "People stay in control",
        description:
          "High-stakes decisions keep a human reviewer in the loop, with explanations that a non-specialist can read and act on.",
      },
      {
        icon: "hand-heart",
        title: "Pro bono capacity every quarter",
        description:
          "We reserve a fixed share of engineering time each quarter for NGO Lab projects, and we protect it even when commercial demand is high.",
      },
    ],
    cta: {
      title: "Build with a team that shares your standards",
      lead: "Whether you run a company or a nonprofit, tell us what you want to change. We will tell you plainly what AI can do for it and what it would take.",
    },
  },
});
