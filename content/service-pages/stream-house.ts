import { streamHousePageSchema } from "@/content/service-pages/schema";

export const streamHousePage = streamHousePageSchema.parse({
  hero: {
    badge: "Core Service",
    title: "Stream House: act on data the moment it arrives",
    highlight: "the moment it arrives",
    tagline: "Real-time streaming, built to run for years.",
    lead: "Stream House is our practice for real-time data systems. We design, build and operate streaming platforms that turn live events into decisions in milliseconds, with the reliability your operations depend on.",
  },
  overview: {
    intro: {
      eyebrow: "Overview",
      title: "Why real-time matters",
      lead: "Many decisions lose their value within seconds. Stream House gives your teams a current view of the business and the means to respond while it still counts.",
    },
    points: [
      "Batch pipelines tell you what happened yesterday. Streaming systems tell you what is happening now, so a suspicious payment can be stopped, a delayed shipment rerouted or a failing sensor replaced before the problem spreads.",
      "We build on proven open-source foundations such as Apache Kafka and Apache Flink, and write custom processors only where your latency or logic requires it. Every design starts from the decisions you need to make and the time you have to make them.",
      "Our engagements cover the full path from event capture to automated action, including schema governance, exactly-once processing, observability and runbooks. Your engineers leave with a platform they understand and can extend on their own.",
    ],
  },
  capabilities: {
    intro: {
      eyebrow: "Capabilities",
      title: "What Stream House delivers",
      lead: "Four capabilities form the core of every streaming platform we build, each sized to the volume, latency and reliability targets of your business.",
    },
    items: [
      {
        id: "real-time-processing",
        icon: "zap",
        title: "Real-Time Processing",
        description:
          "Process events within milliseconds of arrival, so decisions rest on what is true now rather than on the last batch run.",
        longDescription:
          "We build processing pipelines that filter, enrich, join and score events as they arrive. Latency budgets are set per use case and measured end to end, from the producing system to the action taken. Where milliseconds matter, we tune serialization, partitioning and state access until the pipeline meets its target under peak load, not only in a quiet test environment.",
        benefits: [
          "Millisecond end-to-end latency",
          "Exactly-once processing guarantees",
          "Enrichment with reference data in flight",
          "Latency measured and alerted per pipeline",
        ],
        examples: [
          "Scoring card transactions for fraud before authorization",
          "Enriching clickstream events with customer profiles",
          "Flagging out-of-range sensor readings on a production line",
        ],
      },
      {
        id: "scalable-architecture",
        icon: "layers",
        title: "Scalable Architecture",
        description:
          "Grow from thousands to millions of events per second by adding capacity, not by redesigning the system.",
        longDescription:
          "Our architectures scale horizontally through careful partitioning, stateless service boundaries and elastic compute. We model expected growth during design, load-test beyond it and document the exact steps to add capacity. Tiered storage keeps long retention affordable, and autoscaling policies respond to consumer lag rather than guesses about traffic.",
        benefits: [
          "Horizontal scaling without downtime",
          "Partitioning planned for future volume",
          "Cost-aware tiered storage for retention",
          "Capacity plans validated by load tests",
        ],
        examples: [
          "Scaling a payments stream through holiday peaks",
          "Onboarding new regions without pipeline rewrites",
          "Retaining a year of event history for replay",
        ],
      },
      {
        id: "event-driven-systems",
        icon: "workflow",
        title: "Event-Driven Systems",
        description:
          "Connect services through events so each one reacts to change on its own, without brittle point-to-point integrations.",
        longDescription:
          "We help teams move from tightly coupled request chains to event-driven designs in which services publish facts and subscribe to the ones they need. We define event contracts, schema evolution rules and ownership, so new consumers can be added without coordinating releases. Patterns such as change data capture, the outbox and sagas keep databases and services consistent across boundaries.",
        benefits: [
          "Loosely coupled, independently deployable services",
          "Governed event schemas with safe evolution",
          "Change data capture from existing databases",
          "Full replay for audits and recovery",
        ],
        examples: [
          "Streaming order changes from a legacy ERP",
          "Triggering fulfillment workflows from payment events",
          "Keeping search indexes in sync with source systems",
        ],
      },
      {
        id: "continuous-analytics",
        icon: "chart-line",
        title: "Continuous Analytics",
        description:
          "Keep metrics, aggregates and models current as events arrive, so dashboards and alerts reflect the present.",
        longDescription:
          "Continuous analytics replaces nightly reports with windowed aggregations, running totals and anomaly detection computed over live streams. We serve results to dashboards, alerting systems and machine learning features with consistent definitions, so the number on the screen matches the number in the warehouse. Models can be scored in the stream and monitored for drift as conditions change.",
        benefits: [
          "Live dashboards with second-level freshness",
          "Windowed aggregations and anomaly detection",
          "Consistent metrics across stream and warehouse",
          "Streaming features for machine learning models",
        ],
        examples: [
          "Live inventory positions across distribution centers",
          "Minute-by-minute conversion tracking during launches",
          "Real-time feature updates for recommendation models",
        ],
      },
    ],
  },
  architecture: {
    intro: {
      eyebrow: "Architecture",
      title: "How a Stream House platform fits together",
      lead: "Every platform we build follows the same four stages, from the first event captured to the action it triggers. Each stage is observable, tested and owned.",
    },
    stages: [
      {
        icon: "database",
        name: "Data Ingestion",
        description:
          "Events arrive from applications, databases, devices and partner feeds through durable, schema-checked topics that absorb bursts without loss.",
      },
      {
        icon: "cpu",
        name: "Stream Processing",
        description:
          "Stateful processors filter, join, enrich and aggregate events in flight, with exactly-once guarantees and latency tracked at every step.",
      },
      {
        icon: "server",
        name: "State Management",
        description:
          "Checkpointed local state and durable stores hold the context each decision needs, so the system recovers from failure without losing its place.",
      },
      {
        icon: "target",
        name: "Action Engine",
        description:
          "Results drive alerts, API calls, model scores and automated workflows, with every action logged for audit and replay.",
      },
    ],
  },
  technologies: {
    intro: {
      eyebrow: "Technologies",
      title: "Proven tools, chosen for the job",
      lead: "We work with established open-source engines and managed services, and we write our own components only when a requirement calls for it.",
    },
    items: [
      {
        name: "Apache Kafka",
        description:
          "Kafka is the durable backbone for most of our platforms. We use it for ingestion, event storage and replay, with schema registries and tiered storage for long retention.",
      },
      {
        name: "Apache Flink",
        description:
          "We use Flink for stateful, low-latency processing: event-time windows, complex joins and exactly-once updates where correctness and millisecond response both matter.",
      },
      {
        name: "Apache Spark",
        description:
          "Spark Structured Streaming handles high-throughput micro-batch workloads and unifies streaming with historical backfills, which keeps analytics consistent with the data lake.",
      },
      {
        name: "Custom Stream Processors",
        description:
          "When general-purpose engines cannot meet a latency or logic requirement, we build lean processors in Rust, Go or Java, tested and instrumented to the same standard.",
      },
    ],
  },
  caseStudy: {
    id: "real-time-trading-decisions",
    icon: "chart-line",
    title: "Real-Time Decisions for Financial Trading",
    client: "Keystone Ridge Capital",
    description:
      "A mid-sized trading firm replaced a batch-oriented signal pipeline with a Stream House platform that evaluates market events as they arrive.",
    longDescription:
      "Keystone Ridge Capital generated trading signals from market data that passed through several queues and a nightly-tuned rules service. By the time a signal reached a trader, roughly 300 milliseconds had passed, and short-lived opportunities were often gone.\n\nWe rebuilt the path from market feed to decision on Apache Kafka and Apache Flink, with a custom order-book processor for the most latency-sensitive instruments. Reference data and risk limits are held in local state, so each decision is made without a network round trip, and every event is retained for replay and regulatory review.\n\nThe platform now processes more than 100,000 market events per second with decision latency under 15 milliseconds. Keystone Ridge's quantitative team adds new strategies through a governed event contract, without touching the core pipeline.",
    benefits: [
      "Decision latency reduced from 300 ms to under 15 ms",
      "Risk limits enforced in the stream before orders are sent",
      "Full event replay for backtesting and compliance",
      "New strategies deployed without pipeline changes",
    ],
    examples: [
      "Detecting cross-venue price dislocations as they form",
      "Recalculating exposure on every fill across desks",
      "Pausing a strategy automatically when volatility spikes",
    ],
    results: [
      { value: "100,000+", label: "market events processed per second" },
      { value: "<15 ms", label: "decision latency, down from 300 ms" },
      { value: "47%", label: "better opportunity identification" },
      { value: "99.999%", label: "platform reliability" },
    ],
  },
  applications: {
    intro: {
      eyebrow: "Applications",
      title: "Where streaming makes the difference",
      lead: "Real-time systems pay off wherever the value of a decision fades quickly. These are the applications we build most often.",
    },
    items: [
      {
        icon: "shield-check",
        title: "Fraud Detection",
        description:
          "Score payments, logins and account changes in milliseconds, and stop suspicious activity before money moves.",
      },
      {
        icon: "router",
        title: "IoT Telemetry",
        description:
          "Ingest readings from thousands of devices, detect anomalies at the edge or in the cloud, and alert the right team at once.",
      },
      {
        icon: "truck",
        title: "Fleet Tracking",
        description:
          "Follow vehicles and shipments live; for one logistics client, our platform delivers 98.7% tracking accuracy across 15,000 vehicles.",
      },
      {
        icon: "sparkles",
        title: "Real-Time Personalization",
        description:
          "Update recommendations and offers within a session, based on what each customer is doing right now.",
      },
      {
        icon: "boxes",
        title: "Supply Chain Visibility",
        description:
          "Combine orders, inventory and carrier events into one current picture, and reroute before a delay reaches the customer.",
      },
      {
        icon: "activity",
        title: "Monitoring and Observability",
        description:
          "Stream logs, metrics and traces into a single pipeline that surfaces incidents in seconds instead of minutes.",
      },
      {
        icon: "trending-up",
        title: "Trading and Market Data",
        description:
          "Process market feeds with millisecond latency, enforce risk limits in flight, and keep every event for replay and review.",
      },
      {
        icon: "battery-charging",
        title: "Energy Grid Management",
        description:
          "Balance supply and demand using live meter, weather and generation data, and respond to grid events as they occur.",
      },
    ],
  },
  closing: {
    title: "See Stream House on your own data",
    lead: "Request a demo and we will walk through a working pipeline shaped around one of your real-time decisions, with an honest view of the latency, cost and effort involved.",
  },
});
