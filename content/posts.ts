import { z } from "zod";

/** Blog categories, in the order of the topic filter. */
export const postCategories = [
  { id: "agentic-ai", name: "Agentic AI" },
  { id: "ml-ops", name: "MLOps" },
  { id: "data-infra", name: "Data Infrastructure" },
  { id: "ethics", name: "AI Ethics" },
  { id: "social-good", name: "AI for Good" },
  { id: "tutorials", name: "Tutorials" },
] as const;

const categoryIds = postCategories.map((c) => c.id) as [string, ...string[]];

export const postMetaSchema = z.object({
  slug: z.string().regex(/^[a-z0-9-]+$/),
  title: z.string().min(10),
  excerpt: z.string().min(40),
  author: z.string(),
  authorRole: z.string(),
  date: z.iso.date(),
  category: z.enum(categoryIds),
  tags: z.array(z.string()).min(1),
  estimatedReadTime: z.number().int().positive(),
});

export type PostMeta = z.infer<typeof postMetaSchema>;

/** The article index, newest first. */
const posts: PostMeta[] = [
  {
    slug: "future-of-agentic-ai",
    title: "The Future of Agentic AI: From Copilots to Colleagues",
    excerpt:
      "Agents that plan, call tools and check their own work are leaving the demo stage. What changes when software stops waiting for prompts — and what has to be true before you let it act.",
    author: "Maya Okafor",
    authorRole: "Chief Executive Officer",
    date: "2025-04-22",
    category: "agentic-ai",
    tags: ["Agentic AI", "LLMs", "Automation", "Strategy"],
    estimatedReadTime: 8,
  },
  {
    slug: "building-ethical-data-infrastructures",
    title: "Building Ethical Data Infrastructures",
    excerpt:
      "Fairness is not a model property you bolt on at the end. It starts with consent, lineage and access control in the pipelines that feed every model you ship.",
    author: "Dr. Lena Fischer",
    authorRole: "Head of Responsible AI",
    date: "2025-04-08",
    category: "ethics",
    tags: ["AI Ethics", "Data Governance", "Privacy"],
    estimatedReadTime: 10,
  },
  {
    slug: "stream-processing-at-scale",
    title: "Stream Processing at Scale: Lessons from 100,000 Events a Second",
    excerpt:
      "Partitioning, state, back-pressure and exactly-once delivery: a technical guide to the decisions that decide whether a streaming platform survives its first peak.",
    author: "Arjun Mehta",
    authorRole: "Principal Data Engineer",
    date: "2025-03-25",
    category: "data-infra",
    tags: ["Streaming", "Apache Kafka", "Apache Flink", "Architecture"],
    estimatedReadTime: 12,
  },
  {
    slug: "ai-in-financial-services",
    title: "Shipping Machine Learning in Financial Services",
    excerpt:
      "Model risk management, explainability and real-time scoring: how to take a fraud or credit model from notebook to regulated production without losing a quarter.",
    author: "Daniel Reyes",
    authorRole: "Director of Machine Learning",
    date: "2025-03-11",
    category: "ml-ops",
    tags: ["MLOps", "Finance", "Model Risk", "Fraud Detection"],
    estimatedReadTime: 9,
  },
  {
    slug: "ai-for-nonprofits-playbook",
    title: "A Practical AI Playbook for Nonprofits",
    excerpt:
      "Small teams, tight budgets, high stakes. Where data and AI genuinely help mission-driven organizations — and where a spreadsheet is still the right answer.",
    author: "Amara Nwosu",
    authorRole: "NGO Lab Lead",
    date: "2025-02-26",
    category: "social-good",
    tags: ["AI for Good", "Nonprofits", "NGO Lab"],
    estimatedReadTime: 7,
  },
  {
    slug: "monitoring-ml-models-in-production",
    title: "Monitoring ML Models in Production: Drift, Decay and What to Alert On",
    excerpt:
      "Accuracy quietly erodes after launch. A field guide to data drift, concept drift and the handful of signals worth waking someone up for.",
    author: "Daniel Reyes",
    authorRole: "Director of Machine Learning",
    date: "2025-02-12",
    category: "ml-ops",
    tags: ["MLOps", "Monitoring", "Drift"],
    estimatedReadTime: 9,
  },
  {
    slug: "multi-agent-orchestration-patterns",
    title: "Multi-Agent Orchestration Patterns That Hold Up in Production",
    excerpt:
      "Supervisor, pipeline, blackboard: which way to wire several agents together, how each fails, and how to keep the whole system observable.",
    author: "Sofia Lindqvist",
    authorRole: "Lead AI Engineer",
    date: "2025-01-29",
    category: "agentic-ai",
    tags: ["Agentic AI", "Architecture", "Orchestration"],
    estimatedReadTime: 11,
  },
  {
    slug: "build-a-tool-using-agent",
    title: "Tutorial: Build a Tool-Using Agent with Guardrails",
    excerpt:
      "A step-by-step guide to an agent that reads a knowledge base, calls a typed API and refuses what it should — with tests you can run in CI.",
    author: "Sofia Lindqvist",
    authorRole: "Lead AI Engineer",
    date: "2025-01-15",
    category: "tutorials",
    tags: ["Tutorials", "Agentic AI", "Testing", "TypeScript"],
    estimatedReadTime: 14,
  },
];

export const allPostMeta: readonly PostMeta[] = z.array(postMetaSchema).parse(posts);
