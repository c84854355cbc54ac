import { z } from "zod";
import { lengthBetween } from "@/content/schemas";
import { gradientIds } from "@/lib/gradients";
import { iconNames } from "@/lib/icon-names";

export const serviceSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/),
  title: lengthBetween(2),
  /** What the name stands for, shown beside it where space allows. */
  subtitle: z.string().optional(),
  description: lengthBetween(40),
  icon: z.enum(iconNames),
  gradient: z.enum(gradientIds),
  features: z.array(z.string().min(3)).length(6),
  caseStudy: z.object({ client: z.string(), result: z.string() }),
});

export type Service = z.infer<typeof serviceSchema>;

const services: Service[] = [
  {
    id: "agentic-ai",
    title: "Agentic AI",
    description:
      "Agents and copilots that reason over your data, plan multi-step work and act through your tools — with guardrails, audit trails and a human in the loop.",
    icon: "bot",
    gradient: "violet-fuchsia",
    features: [
      "Autonomous agents for end-to-end workflows",
      "AI copilots embedded in the tools teams already use",
      "Multi-agent task orchestration",
      "Tool use over your APIs, documents and databases",
      "Guardrails, evaluation suites and audit logs",
      "Human-in-the-loop review and escalation",
    ],
    caseStudy: {
      client: "Meridian Mutual Insurance",
      result: "78% of customer inquiries resolved end to end by agents",
    },
  },
  {
    id: "machine-learning",
    title: "Machine Learning",
    description:
      "Predictive models that earn their place in production: forecasting, risk scoring, computer vision and recommendations, monitored for drift after launch.",
    icon: "brain",
    gradient: "blue-cyan",
    features: [
      "Forecasting and demand planning",
      "Risk, fraud and anomaly detection",
      "Computer vision for inspection and tracking",
      "Recommendation and personalization",
      "MLOps pipelines with drift monitoring",
      "Model explainability and fairness reviews",
    ],
    caseStudy: {
      client: "Northfield Precision Manufacturing",
      result: "37% less unplanned downtime from predictive maintenance",
    },
  },
  {
    id: "data-solutions",
    title: "Data Solutions",
    description:
      "The foundations AI depends on: data strategy, reliable pipelines, governed warehouses and dashboards people trust, on the cloud you already run.",
    icon: "database",
    gradient: "teal-emerald",
    features: [
      "Data strategy and architecture",
      "Batch and streaming pipelines",
      "Visualization and self-serve analytics",
      "Governance, lineage and compliance",
      "Integrations across AWS, Azure, GCP and Snowflake",
      "Documentation and team training",
    ],
    caseStudy: {
      client: "Harborline Retail Group",
      result: "215% ROI in the first year of the new analytics platform",
    },
  },
  {
    id: "mcp-solutions",
    title: "MCP Solutions",
    subtitle: "Modular Control Platforms",
    description:
      "Modular control platforms that unify machines, sensors and software behind one control layer — plug in new capabilities without rebuilding the plant floor.",
    icon: "blocks",
    gradient: "amber-orange",
    features: [
      "Modular, plug-in control architecture",
      "Centralized control and monitoring",
      "Scalable from one line to many sites",
      "Industrial-grade reliability up to 99.999%",
      "Sub-millisecond control response",
      "Integration with PLCs, SCADA and IoT devices",
    ],
    caseStudy: {
      client: "Veridian Automation",
      result: "59% faster deployment of new production lines",
    },
  },
  {
    id: "stream-house",
    title: "Stream House",
    subtitle: "Real-time streaming",
    description:
      "Real-time streaming platforms that turn events into decisions in milliseconds, built on Apache Kafka, Flink and Spark with exactly-once guarantees.",
    icon: "activity",
    gradient: "sky-indigo",
    features: [
      "Real-time event ingestion at scale",
      "Stream processing with Kafka, Flink and Spark",
      "Event-driven architectures",
      "Stateful processing with exactly-once semantics",
      "Continuous analytics and live dashboards",
      "Automated actions on streaming signals",
    ],
    caseStudy: {
      client: "TransitCore Logistics",
      result: "98.7% tracking accuracy across 15,000 vehicles",
    },
  },
  {
    id: "ngo-lab",
    title: "NGO Lab",
    subtitle: "Free development for nonprofits",
    description:
      "Our pro bono product lab: selected nonprofits get a senior team to design, build and hand over data and AI tools at no cost.",
    icon: "heart-handshake",
    gradient: "emerald-lime",
    features: [
      "Pro bono design and engineering",
      "Quarterly selection of partner organizations",
      "Predictive analytics for program planning",
      "Data visualization for donors and boards",
      "Process automation for small teams",
      "Hand-over, training and open documentation",
    ],
    caseStudy: {
      client: "Clearwater Community Trust",
      result: "A water system now serving 12 communities",
    },
  },
];

export const allServices: readonly Service[] = z.array(serviceSchema).parse(services);
