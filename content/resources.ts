import { z } from "zod";
import { resourceSchema, type Resource } from "@/content/library-schema";

export type { Resource };

const resources: Resource[] = [
  {
    id: "evaluating-agents-in-production",
    category: "whitepapers",
    title: "Evaluating Agents in Production",
    description:
      "A field guide to testing AI agents after launch: task-level scorecards, replayable traces, and the review loops that catch regressions before customers do.",
    gradient: "violet-fuchsia",
    datePublished: "2025-02-11",
    tags: ["Agentic AI", "Evaluation", "Observability"],
    pages: 28,
  },
  {
    id: "responsible-data-pipelines",
    category: "whitepapers",
    title: "Responsible Data Pipelines, Step by Step",
    description:
      "How to build consent tracking, lineage, and retention rules into a pipeline from the first commit instead of retrofitting them before an audit.",
    gradient: "teal-emerald",
    datePublished: "2024-09-17",
    tags: ["Data Governance", "Privacy", "Data Engineering"],
    pages: 34,
  },
  {
    id: "nonprofit-data-readiness",
    category: "whitepapers",
    title: "Is Your Nonprofit Ready for Machine Learning?",
    description:
      "A plain-language readiness checklist drawn from NGO Lab projects, covering data quality, staffing, and the questions to settle before any model is trained.",
    gradient: "emerald-lime",
    datePublished: "2024-11-05",
    tags: ["NGO Lab", "Nonprofits", "Data Readiness"],
    pages: 18,
  },
  {
    id: "streaming-at-scale-webinar",
    category: "webinars",
    title: "Streaming at Scale: Lessons from Stream House",
    description:
      "Our streaming team walks through partitioning, backpressure, and exactly-once delivery in pipelines that handle two million events per second.",
    gradient: "blue-cyan",
    datePublished: "2024-10-22",
    presenter: "Marisol Okafor, Principal Engineer, Stream House",
    duration: "60 minutes",
  },
  {
    id: "drift-monitoring-webinar",
    category: "webinars",
    title: "Catching Model Drift Before It Costs You",
    description:
      "A working session on MLOps drift monitoring: choosing the right statistics, setting alert thresholds that people trust, and deciding when to retrain.",
    gradient: "sky-indigo",
    datePublished: "2025-01-28",
    presenter: "Dev Raghunathan, Head of MLOps",
    duration: "90 minutes",
  },
  {
    id: "modular-control-platforms-webinar",
    category: "webinars",
    title: "Modular Control Platforms for the Factory Floor",
    description:
      "How plant engineers and data teams can share one control platform, with live demos of safe model rollout on programmable logic controllers.",
    gradient: "amber-orange",
    datePublished: "2025-03-19",
    presenter: "Henrike Vass, Director of Industrial Systems",
    duration: "75 minutes",
  },
  {
    id: "trace-grounded-agent-evaluation",
    category: "research",
    title: "Trace-Grounded Evaluation of Tool-Using Language Agents",
    description:
      "We show that scoring agents on recorded tool-call traces predicts production failure rates more reliably than final-answer accuracy alone.",
    gradient: "violet-fuchsia",
    datePublished: "2024-12-09",
    authors: ["Priya Castellanos", "Tomasz Lindqvist", "Ayo Benedetti"],
    published: { journal: "Journal of Applied Machine Learning Systems", year: 2024 },
  },
  {
    id: "drift-detection-industrial-sensors",
    category: "research",
    title: "Label-Free Drift Detection for Industrial Sensor Streams",
    description:
      "A lightweight method for flagging distribution shift in high-frequency sensor data without waiting for ground-truth labels, tested on three manufacturing lines.",
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
      "A Python library for recording, replaying, and scoring AI agent runs, so evaluation suites can run against real production traces.",
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
      "A Rust load generator and benchmark harness for streaming pipelines that reports end-to-end latency percentiles under realistic, bursty traffic.",
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
      "A TypeScript viewer that turns pipeline lineage metadata into a browsable graph, showing where every field came from and which consent rules apply to it.",
    gradient: "teal-emerald",
    datePublished: "2025-03-03",
    githubUrl: "https://github.com/tessellate-ai/lineage-lens",
    language: "TypeScript",
    stars: "860",
  },
];

export const allResources: readonly Resource[] = z.array(resourceSchema).parse(resources);
