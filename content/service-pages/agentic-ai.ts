import { agenticAiPageSchema } from "@/content/service-pages/schema";

export const agenticAiPage = agenticAiPageSchema.parse({
  hero: {
    badge: "Agentic AI",
    title: "AI agents that finish the work, not just the first draft",
    highlight: "finish the work",
    lead:
      "We design, build and operate AI agents that read your systems, plan multi-step tasks and " +
      "act through the same tools your teams use, with the permissions, audit trails and human " +
      "checkpoints a production business needs.",
  },
  whatIs: {
    intro: {
      eyebrow: "What is Agentic AI",
      title: "Software that reasons about a goal and carries it through",
      lead:
        "A chatbot answers a question. An agent takes a goal, such as resolving a claim or " +
        "reconciling an invoice, works out the steps, calls the right systems and reports back " +
        "with what it did and why.",
    },
    pillars: [
      {
        icon: "brain",
        title: "Think and Reason",
        description:
          "Agents interpret a request against your policies, records and documents, and state " +
          "the reasoning behind each conclusion so reviewers can check it.",
      },
      {
        icon: "route",
        title: "Plan and Decide",
        description:
          "A goal is broken into ordered steps with explicit decision points, so the agent " +
          "knows when to proceed, when to ask and when to stop.",
      },
      {
        icon: "refresh-cw",
        title: "Execute and Adapt",
        description:
          "Agents call APIs, query databases and update records, then check the result and " +
          "adjust the plan when a step fails or new information appears.",
      },
      {
        icon: "messages-square",
        title: "Collaborate and Communicate",
        description:
          "Agents hand work to each other and to people, with a clear summary of what was done, " +
          "what is pending and what needs a human decision.",
      },
    ],
  },
  useCases: {
    intro: {
      eyebrow: "Use Cases",
      title: "Three ways we put agents to work",
      lead:
        "Most engagements start with one of these patterns. We pick the one that fits the " +
        "process, the risk tolerance and the systems already in place.",
    },
    items: [
      {
        id: "autonomous-agents",
        icon: "bot",
        title: "Autonomous Agents",
        description:
          "Agents that own a well-bounded process end to end, from intake to resolution, and " +
          "escalate only the cases that fall outside their mandate.",
        longDescription:
          "Autonomous agents suit high-volume work with clear rules and a measurable outcome: " +
          "answering policy questions, processing address changes, triaging support tickets. " +
          "We define the mandate first, meaning which actions the agent may take, which data it " +
          "may read and which thresholds send a case to a person.\n\n" +
          "Each agent runs against a versioned test suite built from your historical cases, and " +
          "every action is logged with its inputs, the tool called and the result. For one " +
          "insurer, agents now resolve 78% of customer inquiries end to end, while the remaining " +
          "cases reach the service team with the context already assembled.\n\n" +
          "We run new agents in shadow mode before they act on live records, so your team can " +
          "compare their decisions with human ones before granting write access.",
        benefits: [
          "Round-the-clock handling of routine cases",
          "Consistent application of written policy",
          "Full action log for audit and review",
          "Staff time freed for complex exceptions",
        ],
        examples: [
          "Policy and billing inquiries resolved without handoff",
          "Supplier invoice matching against purchase orders",
          "IT access requests checked, approved and provisioned",
        ],
      },
      {
        id: "ai-copilots",
        icon: "user-check",
        title: "AI Copilots",
        description:
          "Assistants that sit inside the tools your specialists already use and prepare the " +
          "work, while the person keeps the final decision.",
        longDescription:
          "Copilots are the right fit when judgment matters more than volume: underwriting, " +
          "clinical documentation, contract review. The copilot gathers the relevant records, " +
          "drafts a recommendation with citations to its sources and flags what it could not " +
          "verify. The specialist accepts, edits or rejects it.\n\n" +
          "We embed copilots in existing interfaces, such as a CRM side panel, a case " +
          "management screen or an email client, rather than asking people to learn a new " +
          "application. Every suggestion links back to the document or record it came from.\n\n" +
          "Edits and rejections are captured as feedback, which we use to tune retrieval, " +
          "prompts and evaluation sets on a regular release cycle.",
        benefits: [
          "Less time spent searching and summarizing",
          "Drafts grounded in cited source documents",
          "Decisions stay with accountable staff",
          "Feedback loop that improves each release",
        ],
        examples: [
          "Underwriting summaries drawn from broker submissions",
          "Case notes drafted from a claims team's call transcripts",
          "First-pass contract review against a clause playbook",
        ],
      },
      {
        id: "task-orchestration",
        icon: "workflow",
        title: "Task Orchestration",
        description:
          "Several specialized agents coordinated by a supervisor to complete processes that " +
          "span departments, systems and approval steps.",
        longDescription:
          "Some processes are too broad for one agent. Onboarding a commercial client, for " +
          "example, touches identity checks, credit review, document collection and account " +
          "setup. We model the process as a graph of specialized agents, each with its own " +
          "tools and permissions, coordinated by a supervisor that tracks state.\n\n" +
          "We build these flows with orchestration frameworks such as LangGraph, with durable " +
          "state so a process can pause for a human approval and resume days later without " +
          "losing context. Retries, timeouts and fallbacks are designed in from the start.\n\n" +
          "Operations teams get a dashboard showing where every case sits, which agent holds " +
          "it and what is blocking it.",
        benefits: [
          "Cross-system processes run as one flow",
          "Durable state across human approvals",
          "Clear ownership of every step",
          "Bottlenecks visible in real time",
        ],
        examples: [
          "Commercial client onboarding across four back-office systems",
          "Month-end close tasks coordinated across finance teams",
          "Returns processing from request through refund and restock",
        ],
      },
    ],
  },
  technologies: {
    intro: {
      eyebrow: "Technologies We Use",
      title: "Proven components, chosen for the job",
      lead:
        "We are model-agnostic and select each component on accuracy, cost, latency and where " +
        "your data is allowed to go.",
    },
    items: [
      {
        name: "Large Language Models",
        description:
          "Hosted and open-weight models, selected per task and benchmarked on your own cases " +
          "before we commit to one.",
      },
      {
        name: "Retrieval-Augmented Generation",
        description:
          "Hybrid keyword and semantic search over your documents, so answers cite the exact " +
          "policy, contract or record they rely on.",
      },
      {
        name: "Tool Calling and Function APIs",
        description:
          "Typed, permissioned interfaces to your CRM, ERP and internal services, so agents act " +
          "through the same controls as your staff.",
      },
      {
        name: "Multi-Agent Orchestration",
        description:
          "Frameworks such as LangGraph for supervisor and worker patterns, durable state and " +
          "human-in-the-loop checkpoints.",
      },
      {
        name: "Vector Databases",
        description:
          "pgvector, Qdrant or your cloud provider's native store, sized for your corpus and " +
          "kept in your own environment where required.",
      },
      {
        name: "Evaluation and Guardrails",
        description:
          "Regression suites built from real cases, input and output filters, and tracing that " +
          "records every step an agent takes.",
      },
    ],
  },
  clientApplications: {
    intro: {
      eyebrow: "Client Applications",
      title: "Where agents are already doing the work",
      lead:
        "Regulated industries ask the hardest questions about control and auditability. These " +
        "are the patterns we deploy most often.",
    },
    items: [
      {
        icon: "landmark",
        industry: "Financial Services",
        application:
          "Agents assemble know-your-customer files, screen transactions against sanctions " +
          "lists and draft suspicious activity narratives for analyst review, with every data " +
          "source recorded for examiners.",
      },
      {
        icon: "stethoscope",
        industry: "Healthcare",
        application:
          "Agents check prior authorization requests against payer criteria, gather the " +
          "supporting clinical notes and route incomplete requests back to the care team with " +
          "the missing items listed.",
      },
      {
        icon: "shopping-cart",
        industry: "E-commerce",
        application:
          "Agents handle order-status, return and exchange requests across chat and email, " +
          "issue refunds within set limits and pass disputed or high-value orders to a person.",
      },
      {
        icon: "gavel",
        industry: "Legal",
        application:
          "Agents review incoming contracts against a firm's clause playbook, mark deviations " +
          "with suggested fallback language and prepare a summary for the responsible attorney.",
      },
    ],
  },
  demo: {
    intro: {
      eyebrow: "Try Our Demo Agent",
      title: "See an agent work through a real task",
      lead:
        "Our demo agent handles a sample customer service case from start to finish, using " +
        "mock policy records and a test CRM, so you can watch each step as it happens.",
    },
    points: [
      "How the agent plans the steps before it acts",
      "Each tool call, with its inputs and results",
      "When and how it hands a case to a person",
    ],
  },
  closing: {
    title: "Start with one process and measure it",
    lead:
      "Tell us which workflow costs your team the most time. We will scope a pilot with clear " +
      "success measures, run it in shadow mode and show you the results before anything goes live.",
  },
});
