import { machineLearningPageSchema } from "@/content/service-pages/schema";

export const machineLearningPage = machineLearningPageSchema.parse({
  hero: {
    badge: "Machine Learning",
    title: "Machine learning that holds up in production",
    highlight: "holds up in production",
    lead: "We build forecasting, risk, vision and recommendation models on your data, ship them behind the systems your teams already use, and keep watching them after launch so accuracy does not quietly erode.",
  },
  overview: {
    intro: {
      eyebrow: "What we do",
      title: "From a defined decision to a monitored model",
      lead: "Every engagement starts with the decision a model should improve and the metric that proves it. We agree on a baseline first, so the value of each model is measured rather than assumed.",
    },
    points: [
      {
        icon: "target",
        title: "Problem framing and baselines",
        description:
          "We translate a business question into a prediction target, check the data can support it, and benchmark against simple rules before training anything complex.",
      },
      {
        icon: "brain",
        title: "Model development",
        description:
          "Gradient-boosted trees for tabular data, deep learning for images, text and sequences, with cross-validation on time-aware splits and error analysis by segment.",
      },
      {
        icon: "rocket",
        title: "Deployment and operations",
        description:
          "Models ship as versioned services or batch jobs with CI/CD, feature pipelines, rollback paths and monitoring your engineers can own after handover.",
      },
    ],
  },
  industries: {
    intro: {
      eyebrow: "Industries",
      title: "Applied across the sectors we know well",
      lead: "The techniques travel between industries; the constraints do not. Regulation, data volume and the cost of a wrong prediction shape each model we build.",
    },
    records: [
      {
        value: "finance",
        label: "Finance",
        icon: "landmark",
        description:
          "Fraud, credit and liquidity models built to satisfy model risk management, with explanations a reviewer can follow.",
        title: "Machine Learning for Financial Services",
        industry: "Financial Services",
        applications: [
          "Real-time fraud detection",
          "Credit risk scoring",
          "Anti-money-laundering alert triage",
          "Cash flow and liquidity forecasting",
          "Customer churn prediction",
          "Document extraction for onboarding",
        ],
        longDescription:
          "Financial models are judged twice: once on accuracy and again by model risk, audit and regulators. We build with both in mind, using gradient-boosted models with monotonic constraints where reviewers expect them, SHAP-based reason codes for adverse action notices, and validation packs aligned with SR 11-7 style governance.\n\nFor fraud and AML work we design for imbalanced, shifting data: time-based validation, cost-sensitive thresholds tuned with your operations team, and streaming features served with low latency so scores arrive before a transaction settles.",
        benefits: [
          "Fewer false positives for analysts to review",
          "Documented models ready for validation",
          "Scoring latency suited to card authorization",
          "Reason codes for every decision",
        ],
        examples: [
          "For a regional credit union, a LightGBM fraud model cut false-positive card alerts by 28% while holding detection rates steady.",
          "For a mid-sized commercial lender, we rebuilt a small-business credit scorecard with explainable features and shortened its validation cycle from four months to seven weeks.",
          "For a payments processor, an AML alert-triage model ranked investigations so analysts cleared the highest-risk 20% of alerts first.",
        ],
      },
      {
        value: "healthcare",
        label: "Healthcare",
        icon: "heart-pulse",
        description:
          "Clinical and operational models developed under HIPAA, validated with clinicians, and monitored across patient populations.",
        title: "Machine Learning for Healthcare",
        industry: "Healthcare",
        applications: [
          "Hospital readmission risk",
          "Patient no-show prediction",
          "Bed and staffing demand forecasting",
          "Medical image triage support",
          "Clinical note classification",
          "Claims denial prediction",
        ],
        longDescription:
          "Healthcare models have to earn clinician trust and respect patient privacy. We work inside your HIPAA boundary, de-identify data where possible, and involve clinical leads in defining labels, thresholds and how a prediction appears in the workflow.\n\nWe evaluate performance by age, sex, payer and site to surface gaps before deployment, calibrate probabilities so risk scores mean what they say, and set up monitoring that flags drift when coding practices or patient mix change.",
        benefits: [
          "Risk scores calibrated for clinical use",
          "Subgroup performance reviewed before launch",
          "Data handled within your HIPAA controls",
          "Predictions delivered inside existing EHR workflows",
        ],
        examples: [
          "For a community hospital network, a 30-day readmission model helped care coordinators prioritize follow-up calls and contributed to a 9% drop in readmissions over two quarters.",
          "For a multi-site outpatient group, a no-show model paired with targeted reminders recovered roughly 400 appointment slots a month.",
          "For a regional health system, an admissions forecast improved nurse staffing plans, reducing last-minute agency shifts by 14%.",
        ],
      },
      {
        value: "retail",
        label: "Retail",
        icon: "shopping-cart",
        description:
          "Demand forecasts, pricing and recommendations that work at SKU and store level, not just in aggregate.",
        title: "Machine Learning for Retail",
        industry: "Retail & E-commerce",
        applications: [
          "SKU-level demand forecasting",
          "Markdown and price optimization",
          "Product recommendations",
          "Inventory allocation across stores",
          "Customer lifetime value modeling",
          "Returns prediction",
        ],
        longDescription:
          "Retail forecasting lives or dies on the long tail: thousands of SKUs with sparse, seasonal and promotion-driven sales. We use hierarchical and global forecasting models that share signal across products and stores, with promotions, holidays and weather as explicit features.\n\nRecommendation and pricing work is tested the way retailers make decisions, with holdout stores or A/B tests rather than offline metrics alone, and outputs land in the planning and merchandising tools your teams already use.",
        benefits: [
          "Lower stockouts on high-velocity items",
          "Less excess inventory at season end",
          "Recommendations tested against live revenue",
          "Forecasts reconciled across store, region and chain",
        ],
        examples: [
          "For a 120-store home goods chain, a global LightGBM forecaster reduced SKU-level forecast error by 18% against their existing planning tool.",
          "For an online apparel retailer, a session-based recommender lifted add-to-cart rate by 6% in a four-week A/B test.",
          "For a grocery cooperative, markdown optimization on perishables cut end-of-day waste by 11% without lowering margin.",
        ],
      },
      {
        value: "manufacturing",
        label: "Manufacturing",
        icon: "factory",
        description:
          "Predictive maintenance, quality inspection and process optimization built on sensor, MES and maintenance data.",
        title: "Machine Learning for Manufacturing",
        industry: "Manufacturing",
        applications: [
          "Predictive maintenance",
          "Visual defect detection",
          "Process parameter optimization",
          "Yield and scrap prediction",
          "Energy consumption forecasting",
          "Spare parts demand planning",
        ],
        longDescription:
          "Plant data is noisy, unevenly labeled and spread across historians, MES and maintenance systems. We start by joining sensor streams with work orders so failure labels are trustworthy, then build remaining-useful-life and anomaly models that maintenance planners can act on.\n\nFor quality, we train computer vision models on images from existing line cameras, deploy them at the edge where latency matters, and route uncertain cases to inspectors so the model keeps learning from their decisions.",
        benefits: [
          "Maintenance scheduled before failures, not after",
          "Consistent inspection across shifts",
          "Models that run on edge hardware",
          "Alerts tied to work orders in your CMMS",
        ],
        examples: [
          "For a packaging manufacturer, vibration and temperature models on critical presses delivered 37% less unplanned downtime in the first year.",
          "For an automotive parts supplier, an edge-deployed vision model caught surface defects at line speed and reduced customer returns by 22%.",
          "For a specialty chemicals plant, a batch yield model recommended setpoint adjustments that lifted average yield by 2.4 percentage points.",
        ],
      },
      {
        value: "marketing",
        label: "Marketing",
        icon: "megaphone",
        description:
          "Targeting, attribution and budget models that estimate incremental impact rather than correlation.",
        title: "Machine Learning for Marketing",
        industry: "Marketing & Customer Analytics",
        applications: [
          "Customer segmentation",
          "Propensity and uplift modeling",
          "Marketing mix modeling",
          "Churn prevention targeting",
          "Lead scoring",
          "Send-time and channel optimization",
        ],
        longDescription:
          "Most marketing models predict who will buy; the useful question is who will buy because of the campaign. We use uplift modeling and holdout design to target customers who respond to contact, and Bayesian marketing mix models to allocate budget across channels with honest uncertainty ranges.\n\nAs third-party cookies fade, we build on first-party data with consented identifiers, and we hand over models with the experiment framework needed to keep checking them after launch.",
        benefits: [
          "Budget allocated by measured incrementality",
          "Fewer contacts wasted on customers who would convert anyway",
          "Channel plans with stated confidence ranges",
          "Built on consented first-party data",
        ],
        examples: [
          "For a subscription meal-kit company, an uplift model for retention offers cut discount spend by 24% while keeping churn flat.",
          "For a B2B software vendor, a lead-scoring model helped sales focus on the top third of inbound leads, which produced 61% of closed deals.",
          "For a regional bank, a Bayesian marketing mix model shifted 15% of spend from display to search and raised account openings per dollar by 9%.",
        ],
      },
      {
        value: "technology",
        label: "Technology",
        icon: "cpu",
        description:
          "ML features inside software products, from search ranking to anomaly detection in infrastructure telemetry.",
        title: "Machine Learning for Technology Companies",
        industry: "Technology & SaaS",
        applications: [
          "Search and ranking",
          "Infrastructure anomaly detection",
          "Usage-based churn prediction",
          "Support ticket routing",
          "Capacity forecasting",
          "Abuse and spam detection",
        ],
        longDescription:
          "Product teams need models that meet the same engineering bar as the rest of the codebase: versioned, tested, observable and cheap to run. We embed with your engineers to build features such as learning-to-rank search, ticket routing and abuse detection, with latency and cost budgets agreed up front.\n\nFor platform teams, we build forecasting and anomaly models on metrics and logs that reduce alert noise and give capacity planners a defensible view of the next two quarters.",
        benefits: [
          "Models that meet your latency budgets",
          "Inference costs tracked per feature",
          "Shared ownership with your engineering team",
          "Fewer noisy alerts for on-call engineers",
        ],
        examples: [
          "For a project management SaaS company, a learning-to-rank model improved search click-through on the first result by 17%.",
          "For a cloud hosting provider, seasonal anomaly detection on service metrics cut pages to on-call engineers by roughly a third.",
          "For a customer support platform, a ticket classifier routed 72% of incoming tickets to the right queue without manual triage.",
        ],
      },
      {
        value: "mobile",
        label: "Mobile",
        icon: "smartphone",
        description:
          "On-device and server-side models for mobile apps, tuned for battery, bandwidth and privacy constraints.",
        title: "Machine Learning for Mobile Applications",
        industry: "Mobile & Consumer Apps",
        applications: [
          "On-device image classification",
          "Personalized content feeds",
          "In-app churn prediction",
          "Smart notifications",
          "Text and voice input assistance",
          "Fraudulent account detection",
        ],
        longDescription:
          "Mobile ML has to respect the device. We decide with you which models run on the phone and which on the server, then quantize and compress on-device models with Core ML and TensorFlow Lite so they stay small, fast and light on battery.\n\nServer-side, we build personalization and retention models on event data from your analytics SDK, and we ship them behind feature flags so each change is measured against a control group before full rollout.",
        benefits: [
          "Features that work offline",
          "Less personal data leaving the device",
          "Model sizes suited to app store limits",
          "Every model change rolled out behind a flag",
        ],
        examples: [
          "For a plant identification app, a quantized on-device classifier shrank from 90 MB to 14 MB with less than one point of accuracy lost.",
          "For a fitness app, a churn model driving timed in-app prompts improved 30-day retention by 5% in a controlled rollout.",
          "For a peer-to-peer marketplace app, a sign-up risk model blocked about 80% of fake accounts before their first listing.",
        ],
      },
      {
        value: "research",
        label: "Research",
        icon: "microscope",
        description:
          "Support for research teams that need reproducible pipelines, careful statistics and models that scale beyond a notebook.",
        title: "Machine Learning for Research",
        industry: "Research & Life Sciences",
        applications: [
          "Reproducible experiment pipelines",
          "Protein and molecular property prediction",
          "Literature and patent mining",
          "Satellite and remote-sensing analysis",
          "Active learning for labeling",
          "Uncertainty quantification",
        ],
        longDescription:
          "Research groups often have strong domain models and fragile infrastructure. We turn notebook code into reproducible pipelines with pinned environments, tracked experiments and data versioning, so results can be rerun months later and reviewed by others.\n\nOn the modeling side, we apply graph neural networks, fine-tuned language models and Gaussian processes where they fit, and we report uncertainty alongside predictions so scientists can decide which experiments are worth running next.",
        benefits: [
          "Results that can be reproduced and audited",
          "Fewer wet-lab experiments per finding",
          "Compute spend matched to the question",
          "Uncertainty reported with every prediction",
        ],
        examples: [
          "For a university genomics lab, we moved a variant-scoring pipeline from notebooks to a tracked workflow that reruns end to end in under two hours.",
          "For a biotech startup, an active learning loop for assay screening reached target hit rates with 35% fewer experiments.",
          "For an environmental research institute, a segmentation model mapped wetland change across ten years of satellite imagery.",
        ],
      },
    ],
  },
  stack: {
    intro: {
      eyebrow: "Technology stack",
      title: "Proven tools, chosen for your environment",
      lead: "We work in the open-source and cloud tooling your engineers can hire for and maintain. Where you already have a platform, we build on it rather than adding another.",
    },
    groups: [
      {
        category: "Frameworks",
        technologies: [
          "PyTorch",
          "scikit-learn",
          "XGBoost",
          "LightGBM",
          "TensorFlow",
          "Hugging Face Transformers",
        ],
      },
      {
        category: "Infrastructure",
        technologies: [
          "Kubernetes",
          "Ray",
          "MLflow",
          "Amazon SageMaker",
          "Vertex AI",
          "Databricks",
        ],
      },
      {
        category: "Data Processing",
        technologies: ["Apache Spark", "dbt", "Apache Airflow", "Apache Kafka", "Polars", "Feast"],
      },
    ],
  },
  mlops: {
    intro: {
      eyebrow: "MLOps",
      title: "Operations that keep models accurate after launch",
      lead: "A model is a dependency on data that keeps changing. We put the pipelines, checks and ownership in place so your team can retrain, roll back and explain models without us.",
    },
    items: [
      {
        icon: "refresh-cw",
        title: "Continuous training",
        description:
          "Scheduled or trigger-based retraining pipelines in Airflow or Kubeflow, with each candidate model evaluated against the current champion before promotion.",
      },
      {
        icon: "git-branch",
        title: "Model registry and versioning",
        description:
          "Every model is versioned with its code, data snapshot and parameters in MLflow or your cloud registry, so any prediction can be traced and any release rolled back.",
      },
      {
        icon: "activity",
        title: "Monitoring and drift detection",
        description:
          "Dashboards and alerts track input drift, prediction distributions and delayed ground-truth accuracy, using tools such as Evidently alongside your existing observability stack.",
      },
      {
        icon: "shield-check",
        title: "Governance and explainability",
        description:
          "Model cards, SHAP explanations, fairness checks by segment and approval workflows give risk, legal and audit teams a clear record of how each model behaves.",
      },
    ],
  },
  closing: {
    title: "Have a decision a model could improve?",
    lead: "Tell us about the problem, the data you have and how you measure success today. We will give you a candid view of feasibility and a scoped first phase within a week.",
  },
});
