import { z } from "zod";
import { jobSchema, type Job } from "@/content/library-schema";

export type { Job };

const jobs: Job[] = [
  {
    id: "senior-ml-engineer",
    title: "Senior ML Engineer",
    department: "engineering",
    location: "sf",
    type: "full-time",
    summary:
      "Build and ship the agent systems our clients run every day, from retrieval layers to tool-calling orchestration: dependable, observable and easy to hand over.",
    description:
      "You will build and ship the agentic systems our clients run every day, from retrieval layers to tool-calling orchestration. The work matters because these agents handle real tasks for real teams, and they have to be dependable, observable, and easy to hand over.",
    responsibilities: [
      "Design and build production agent workflows with clear evaluation criteria from day one",
      "Own model serving, caching, and cost controls for client deployments",
      "Write evaluation suites using recorded production traces",
      "Pair with client engineers so they can run and extend what we build",
      "Review code and design documents across two or three concurrent projects",
    ],
    requirements: [
      "Five or more years building production software, with at least two in machine learning",
      "Strong Python and experience with at least one deep learning framework",
      "Hands-on experience deploying language models behind real user traffic",
      "Comfort explaining tradeoffs to non-engineers, in writing and in person",
    ],
    niceToHave: [
      "Contributions to open-source ML tooling",
      "Experience with GPU scheduling or inference optimization",
      "Background in a regulated industry such as health care or finance",
    ],
    salary: "$185,000 – $235,000",
    postedAt: "2025-04-14",
  },
  {
    id: "staff-data-engineer-streaming",
    title: "Staff Data Engineer, Streaming",
    department: "engineering",
    location: "nyc",
    type: "full-time",
    summary:
      "Lead the technical direction of Stream House pipelines handling millions of events a second for logistics, energy and finance clients, and mentor the team.",
    description:
      "Stream House builds real-time pipelines that process millions of events per second for logistics, energy, and finance clients. As a staff engineer you will set the technical direction for those pipelines and mentor the engineers who build them.",
    responsibilities: [
      "Lead architecture for streaming platforms built on Kafka, Flink, and cloud-native storage",
      "Set standards for schema evolution, backpressure handling, and exactly-once delivery",
      "Run capacity planning and load testing before every client launch",
      "Mentor senior and mid-level engineers through design reviews and pairing",
      "Shape the roadmap for our open-source streaming benchmark tools",
    ],
    requirements: [
      "Eight or more years in data engineering, with deep experience in stream processing",
      "Production experience with Kafka or a comparable log-based system",
      "Fluency in Java, Scala, or Go",
      "A track record of leading technical decisions across several teams",
      "Clear, patient written communication",
    ],
    niceToHave: [
      "Experience operating Flink or Spark Structured Streaming at scale",
      "Familiarity with lakehouse table formats such as Apache Iceberg",
      "Prior consulting or client-facing work",
    ],
    salary: "$215,000 – $265,000",
    postedAt: "2025-03-24",
  },
  {
    id: "ai-product-manager",
    title: "AI Product Manager",
    department: "product",
    location: "sf",
    type: "full-time",
    summary:
      "Turn ambiguous client goals into AI products people actually use, working between client stakeholders, our engineers and end users on every measured release.",
    description:
      "You will turn ambiguous client goals into AI products that people actually use. You will sit between client stakeholders, our engineers, and end users, and make sure every release solves a measured problem.",
    responsibilities: [
      "Run discovery with client teams and frame problems in terms of measurable outcomes",
      "Write product requirements that include evaluation criteria and failure modes",
      "Prioritize backlogs across engineering, data science, and design",
      "Plan rollouts, pilot programs, and feedback loops with end users",
      "Report progress and risks to client executives every two weeks",
    ],
    requirements: [
      "Four or more years of product management, including at least one shipped ML or AI feature",
      "Working knowledge of how language models and classical ML models fail",
      "Experience defining and tracking product metrics",
      "Confidence leading workshops with senior stakeholders",
    ],
    niceToHave: [
      "An engineering or data science background",
      "Experience in a consulting or agency setting",
      "Familiarity with responsible AI review processes",
    ],
    salary: "$170,000 – $210,000",
    postedAt: "2025-04-02",
  },
  {
    id: "product-designer",
    title: "Product Designer",
    department: "design",
    location: "london",
    type: "full-time",
    summary:
      "Design the interfaces where people work alongside AI, from review queues to operator dashboards and agent hand-offs, so teams trust the systems they use.",
    description:
      "You will design the interfaces where people work alongside AI: review queues, operator dashboards, and agent hand-offs. Good design here decides whether people trust a system enough to use it.",
    responsibilities: [
      "Lead user research with client staff, from operators to executives",
      "Design end-to-end flows for AI-assisted tools, including error and uncertainty states",
      "Build and maintain shared components in our design system",
      "Prototype quickly and test with real users before engineering starts",
      "Partner with engineers through implementation and quality review",
    ],
    requirements: [
      "Four or more years designing complex web applications",
      "A portfolio showing research-driven decisions and shipped work",
      "Strong skills in Figma and interactive prototyping",
      "Experience designing for accessibility to WCAG 2.2 AA",
    ],
    niceToHave: [
      "Experience designing data-heavy dashboards or operational tools",
      "Comfort reading front-end code",
      "Previous work on products that use machine learning",
    ],
    salary: "£70,000 – £88,000",
    postedAt: "2025-03-11",
  },
  {
    id: "solutions-architect",
    title: "Solutions Architect",
    department: "sales",
    location: "nyc",
    type: "full-time",
    summary:
      "Help prospective clients see what we can build and what it will take, with proposals honest about scope, cost and risk, so projects start on solid ground.",
    description:
      "You will help prospective clients understand what we can build for them and what it will take. You will shape proposals that are honest about scope, cost, and risk, so projects start on solid ground.",
    responsibilities: [
      "Run technical discovery calls with prospective clients",
      "Design solution architectures and write scoped statements of work",
      "Estimate effort and staffing with delivery and engineering leads",
      "Present technical proposals to client engineering and leadership teams",
      "Hand off context to delivery teams so nothing is lost at kickoff",
    ],
    requirements: [
      "Six or more years in software engineering, data engineering, or solutions architecture",
      "Hands-on experience with at least one major cloud platform",
      "Working knowledge of ML systems and data platforms",
      "Excellent presentation and proposal-writing skills",
    ],
    niceToHave: [
      "Experience in pre-sales at a consultancy or software company",
      "Cloud architecture certification",
      "Familiarity with industrial or financial services clients",
    ],
    salary: "$175,000 – $215,000 base plus variable",
    postedAt: "2025-04-21",
  },
  {
    id: "delivery-lead-ngo-lab",
    title: "Delivery Lead, NGO Lab",
    department: "operations",
    location: "remote",
    type: "contract",
    summary:
      "Plan and run several concurrent NGO Lab projects on a twelve-month contract, turning volunteer time into tools nonprofit teams can maintain on their own.",
    description:
      "NGO Lab is our pro bono product lab for nonprofits. As delivery lead on a twelve-month contract, you will plan and run several concurrent projects, making sure volunteer time turns into tools nonprofit teams can maintain on their own.",
    responsibilities: [
      "Scope projects with nonprofit partners and agree on clear outcomes",
      "Plan sprints and staff projects with volunteer engineers, designers, and data scientists",
      "Track progress, risks, and volunteer hours across the portfolio",
      "Run hand-off and training sessions so partners can own their tools",
      "Collect impact data and write short case reports",
    ],
    requirements: [
      "Five or more years of project or delivery management on software projects",
      "Experience working with nonprofits, public agencies, or community organizations",
      "Comfort coordinating distributed teams across time zones",
      "Strong written communication and stakeholder management",
    ],
    niceToHave: [
      "Familiarity with data privacy rules for sensitive populations",
      "Experience managing volunteers",
      "Working proficiency in Spanish or French",
    ],
    salary: "$95 – $120 per hour",
    postedAt: "2025-03-06",
  },
  {
    id: "senior-data-scientist-drift",
    title: "Senior Data Scientist, Model Monitoring",
    department: "data-science",
    location: "remote",
    type: "full-time",
    summary:
      "Design the monitoring that keeps client models accurate after launch: drift detection, alerting people trust, and retraining driven by data, not the calendar.",
    description:
      "You will design the monitoring that keeps client models accurate after launch. That means drift detection, alerting that people trust, and retraining policies grounded in the data rather than the calendar.",
    responsibilities: [
      "Design drift and data quality metrics for tabular, text, and sensor models",
      "Set alert thresholds with client teams and tune them against real incidents",
      "Build retraining and rollback criteria into our MLOps templates",
      "Investigate model performance issues and explain findings clearly",
      "Contribute methods and findings to our research publications",
    ],
    requirements: [
      "Five or more years of applied data science, including models in production",
      "Strong statistics, especially hypothesis testing and distribution comparison",
      "Fluent Python and SQL",
      "Experience with at least one MLOps or monitoring platform",
    ],
    niceToHave: [
      "Experience with time-series or streaming data",
      "A published paper or conference talk",
      "Experience working directly with clients",
    ],
    salary: "$165,000 – $205,000",
    postedAt: "2025-04-09",
  },
  {
    id: "machine-learning-intern",
    title: "Machine Learning Intern",
    department: "data-science",
    location: "sf",
    type: "internship",
    summary:
      "Twelve weeks this summer on a real client or NGO Lab project with a dedicated mentor: ship work that gets used and learn how applied ML works in practice.",
    description:
      "Spend twelve weeks this summer working on a real client or NGO Lab project with a dedicated mentor. You will ship work that gets used, and finish with a clear picture of how applied ML happens outside a classroom.",
    responsibilities: [
      "Build and evaluate models on a scoped project with your mentor",
      "Write clean, tested Python that fits into an existing codebase",
      "Document experiments so others can reproduce them",
      "Present your results to the team at the end of the internship",
    ],
    requirements: [
      "Currently enrolled in a degree program in computer science, statistics, or a related field",
      "Coursework or projects in machine learning",
      "Working knowledge of Python and common data libraries",
      "Curiosity and a habit of asking good questions",
    ],
    niceToHave: [
      "Experience with PyTorch or scikit-learn",
      "Interest in nonprofit or public-interest work",
    ],
    salary: "$48 – $55 per hour",
    postedAt: "2025-03-17",
  },
];

export const allJobs: readonly Job[] = z.array(jobSchema).parse(jobs);
