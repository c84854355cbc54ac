import { dataSolutionsPageSchema } from "@/content/service-pages/schema";

export const dataSolutionsPage = dataSolutionsPageSchema.parse({
  hero: {
    badge: "Data Solutions",
    title: "Data foundations your teams can trust",
    highlight: "your teams can trust",
    lead: "We design the architecture, build the pipelines and set up the governance that analytics and AI depend on, on the cloud you already run, and we leave your team able to maintain it.",
  },
  areas: {
    intro: {
      eyebrow: "Solution areas",
      title: "Six areas, one coherent data platform",
      lead: "Most clients come to us with one pressing problem, such as a slow warehouse or a failed audit. We solve it in a way that fits the wider platform, so the next project starts from firmer ground.",
    },
    items: [
      {
        id: "data-strategy-architecture",
        icon: "compass",
        title: "Data Strategy & Architecture",
        description:
          "A target architecture and a sequenced roadmap tied to the decisions and products your business actually needs data for.",
        longDescription:
          "We start with interviews across business and engineering teams, an inventory of sources, systems and costs, and a review of the reports and models that matter most. From there we design a target architecture, usually a lakehouse or cloud warehouse with clear domain ownership, and a roadmap sequenced by value and dependency.\n\nThe output is practical: architecture decision records, a costed plan for the next four quarters, and the first two or three projects scoped tightly enough to start immediately.",
        benefits: [
          "Investment tied to named business outcomes",
          "Architecture decisions documented with trade-offs",
          "Realistic cost and staffing estimates",
          "A roadmap sequenced by value and dependency",
        ],
        examples: [
          "For a specialty insurer, a six-week assessment consolidated four overlapping reporting stacks into one roadmap and cut projected platform spend by 20%.",
          "For a logistics company, we designed a domain-oriented lakehouse that let three regional teams publish shared datasets under common standards.",
          "For a healthcare services group, a data maturity review identified the five source systems that fed 80% of executive reporting and prioritized them for migration.",
        ],
      },
      {
        id: "data-pipelines-processing",
        icon: "workflow",
        title: "Data Pipelines & Processing",
        description:
          "Batch and streaming pipelines that are tested, observable and cheap to run, from ingestion to modeled tables.",
        longDescription:
          "We build ingestion with managed connectors such as Fivetran or Airbyte where they fit and custom extractors where they do not, then model data in dbt with tests on freshness, uniqueness and referential integrity. Orchestration runs in Airflow or Dagster with alerting routed to the team that owns each dataset.\n\nFor latency-sensitive use cases we add change data capture with Debezium and streaming through Kafka, keeping one set of business definitions across batch and real-time paths.",
        benefits: [
          "Data quality failures caught before dashboards break",
          "Clear ownership for every pipeline",
          "Lower compute costs through incremental models",
          "Batch and streaming share one set of definitions",
        ],
        examples: [
          "For an e-commerce marketplace, moving nightly full refreshes to incremental dbt models cut warehouse compute costs by 35%.",
          "For a fintech lender, a Debezium and Kafka change data capture pipeline brought loan status updates into the warehouse within two minutes instead of overnight.",
          "For a media company, dbt tests and Airflow alerting reduced data incidents reported by business users from roughly ten a month to two.",
        ],
      },
      {
        id: "visualization-analytics",
        icon: "chart-bar",
        title: "Visualization & Analytics",
        description:
          "Dashboards and self-serve analytics built on a shared semantic layer, so every team reports the same numbers.",
        longDescription:
          "Conflicting numbers in two dashboards erode trust faster than anything else. We define metrics once in a semantic layer, using dbt metrics, LookML or Power BI datasets, and build dashboards on top of it with a clear owner and purpose for each.\n\nWe design with the people who use the reports: executive summaries that fit on one screen, operational views that refresh as often as decisions are made, and governed self-serve spaces where analysts can explore without creating yet another version of revenue.",
        benefits: [
          "One definition for each key metric",
          "Dashboards designed around real decisions",
          "Self-serve analytics without metric sprawl",
          "Fewer ad hoc report requests to the data team",
        ],
        examples: [
          "For a national retailer, a new analytics platform with a shared semantic layer returned 215% ROI in its first year.",
          "For a property management firm, we replaced 140 legacy reports with 18 governed dashboards that cover the same decisions.",
          "For a nonprofit health network, a Looker Studio program dashboard cut monthly board-report preparation from four days to half a day.",
        ],
      },
      {
        id: "governance-compliance",
        icon: "shield-check",
        title: "Governance & Compliance",
        description:
          "Catalogs, lineage, access controls and retention policies that meet regulatory requirements without slowing analysts down.",
        longDescription:
          "Good governance makes the right data easy to find and the wrong access hard to get. We set up a data catalog with lineage, classify sensitive fields, and enforce access through role- and attribute-based policies in the warehouse rather than in spreadsheets of permissions.\n\nWe map controls to the regulations you answer to, automate evidence collection for audits, and define retention and deletion workflows that actually run, including data subject requests under GDPR and CCPA.",
        benefits: [
          "Sensitive data classified and masked by policy",
          "Lineage from source to dashboard",
          "Audit evidence collected automatically",
          "Data subject requests handled in days, not weeks",
        ],
        examples: [
          "For a digital health company, column-level masking and lineage in Unity Catalog helped them pass a HIPAA risk assessment with no major findings.",
          "For a European travel platform, an automated deletion workflow brought GDPR erasure requests from an average of 21 days to 3.",
          "For a payments startup, we scoped cardholder data to two isolated schemas, reducing the systems in PCI DSS scope by more than half.",
        ],
      },
      {
        id: "cloud-integrations",
        icon: "cloud-cog",
        title: "Cloud Integrations",
        description:
          "Migrations and integrations across AWS, Azure, Google Cloud and Snowflake, defined in code and sized to your workload.",
        longDescription:
          "We migrate on-premises warehouses and Hadoop clusters to cloud platforms in stages, running old and new systems in parallel and reconciling outputs until the business signs off. Infrastructure is defined in Terraform, with environments, networking and IAM reviewed by your security team.\n\nWe also connect SaaS systems such as Salesforce, NetSuite and Workday through managed connectors or APIs, and set up cost monitoring so spend stays visible as usage grows.",
        benefits: [
          "Staged migrations with parallel reconciliation",
          "Infrastructure defined and reviewed as code",
          "Cloud spend visible by team and workload",
          "SaaS data available alongside core systems",
        ],
        examples: [
          "For a manufacturing group, we migrated a 30 TB on-premises SQL Server warehouse to Snowflake over five months with no reporting outage.",
          "For a university system, a Terraform-managed BigQuery environment replaced ad hoc projects and cut monthly cloud spend by 18%.",
          "For a professional services firm, integrating Salesforce and NetSuite data in Azure gave finance a daily view of pipeline against billings.",
        ],
      },
      {
        id: "documentation-training",
        icon: "graduation-cap",
        title: "Documentation & Training",
        description:
          "Runbooks, data dictionaries and hands-on training so your team can run and extend the platform after we leave.",
        longDescription:
          "We document as we build rather than at the end: dataset descriptions in the catalog, runbooks for common failures, and architecture notes that explain why decisions were made. Documentation lives next to the code, so it is reviewed and updated with each change.\n\nTraining is tailored by role. Engineers pair with us on real tickets, analysts learn the semantic layer and SQL patterns, and business users get short sessions on finding and interpreting the dashboards they rely on.",
        benefits: [
          "Less dependence on outside consultants",
          "Faster onboarding for new hires",
          "Documentation kept current with the code",
          "Training matched to each role",
        ],
        examples: [
          "For a regional utility, a six-week pairing program prepared their four-person data team to take full ownership of a new dbt and Airflow platform.",
          "For an insurance broker, a searchable data dictionary of 600 fields reduced repeat questions to the analytics team by about 40%.",
          "For a food bank network, short recorded sessions on their inventory dashboards helped staff at 22 sites use the same reports.",
        ],
      },
    ],
  },
  strategy: {
    intro: {
      eyebrow: "Data strategy",
      title: "A strategy built around decisions, not tools",
      lead: "Before recommending a platform, we look at which decisions your business needs to make faster or better, and what data would change them. Tooling follows from that.",
    },
    points: [
      {
        icon: "search",
        title: "Current-state assessment",
        description:
          "We inventory sources, pipelines, reports and costs, and interview data producers and consumers to find where time and trust are being lost.",
      },
      {
        icon: "layers",
        title: "Target architecture",
        description:
          "We design a platform sized to your workloads and team, with documented trade-offs between warehouse, lakehouse and streaming options.",
      },
      {
        icon: "route",
        title: "Sequenced roadmap",
        description:
          "We order the work by business value and dependency, with cost estimates, staffing needs and measurable milestones for each quarter.",
      },
    ],
  },
  tabs: {
    intro: {
      eyebrow: "How we build",
      title: "Engineering, analytics and governance together",
      lead: "Pipelines, reporting and controls are designed as one system. That way the numbers on a dashboard can be traced back to their source and the people allowed to see them.",
    },
    items: [
      {
        value: "pipelines",
        label: "Pipelines",
        title: "Reliable data pipelines",
        description:
          "Ingestion, transformation and orchestration built with tests, version control and alerting from the first commit.",
        points: [
          "Managed and custom connectors for databases, APIs and SaaS tools",
          "Transformations in dbt with tests on every model",
          "Change data capture for near-real-time updates",
          "Orchestration with retries, alerts and clear owners",
        ],
        tools: ["dbt", "Apache Airflow", "Dagster", "Fivetran", "Apache Kafka", "Debezium"],
      },
      {
        value: "visualization",
        label: "Visualization",
        title: "Analytics people use",
        description:
          "Dashboards and self-serve tools built on governed metric definitions, designed with the teams who make the decisions.",
        points: [
          "Semantic layer with one definition per metric",
          "Executive and operational dashboards",
          "Governed self-serve exploration for analysts",
          "Usage tracking to retire reports no one opens",
        ],
        tools: ["Power BI", "Tableau", "Looker", "Apache Superset", "dbt Semantic Layer"],
      },
      {
        value: "governance",
        label: "Governance",
        title: "Governance built into the platform",
        description:
          "Access, lineage, quality and retention enforced by the platform itself rather than by policy documents alone.",
        points: [
          "Data catalog with lineage from source to report",
          "Sensitive data classification and masking",
          "Role- and attribute-based access policies",
          "Automated retention and deletion workflows",
        ],
        tools: ["Unity Catalog", "Collibra", "DataHub", "Great Expectations", "Immuta"],
      },
    ],
  },
  compliance: {
    intro: {
      eyebrow: "Compliance",
      title: "Controls mapped to the standards you answer to",
      lead: "We implement technical controls in the data platform and document them in the form your auditors and legal team expect. We work alongside your counsel and compliance staff, not in place of them.",
    },
    standards: [
      {
        name: "GDPR",
        description:
          "We map personal data across systems, enforce purpose-based access, and automate erasure and access requests with an auditable record.",
      },
      {
        name: "CCPA",
        description:
          "We tag California consumer data, honor opt-out and deletion requests across downstream tables, and keep evidence of each request's fulfillment.",
      },
      {
        name: "HIPAA",
        description:
          "We keep protected health information within approved environments, apply encryption and minimum-necessary access, and log every query against PHI.",
      },
      {
        name: "SOC 2",
        description:
          "We implement access reviews, change management and monitoring for the data platform, and collect the evidence your auditor will request.",
      },
      {
        name: "ISO 27001",
        description:
          "We align data platform controls with your information security management system and document them against the relevant Annex A controls.",
      },
      {
        name: "PCI DSS",
        description:
          "We minimize the systems that touch cardholder data through segmentation and tokenization, reducing audit scope and the controls needed to maintain it.",
      },
    ],
  },
  cloud: {
    intro: {
      eyebrow: "Cloud platforms",
      title: "Built on the cloud you already run",
      lead: "We are platform-neutral and work within your existing contracts and security model. Where a workload would be cheaper or simpler elsewhere, we say so and show the numbers.",
    },
    platforms: [
      {
        icon: "cloud",
        platform: "AWS",
        uses: [
          "S3 data lakes with Glue and Athena",
          "Redshift warehousing and Kinesis streaming",
          "Managed Airflow and IAM-based access control",
        ],
      },
      {
        icon: "server",
        platform: "Microsoft Azure",
        uses: [
          "Azure Data Lake Storage and Synapse",
          "Data Factory pipelines and Event Hubs",
          "Power BI and Microsoft Purview governance",
        ],
      },
      {
        icon: "cloud-cog",
        platform: "Google Cloud",
        uses: [
          "BigQuery warehousing and BI Engine",
          "Dataflow and Pub/Sub streaming",
          "Dataplex governance and Looker analytics",
        ],
      },
      {
        icon: "database",
        platform: "Snowflake",
        uses: [
          "Multi-cluster warehouses sized per workload",
          "Secure data sharing with partners",
          "Dynamic masking and row access policies",
        ],
      },
    ],
  },
  closing: {
    title: "Ready to put your data on firmer ground?",
    lead: "Talk to our data team about the problem in front of you. We will review your current setup and come back with a short, costed plan for the first phase.",
  },
});
