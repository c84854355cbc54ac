import { z } from "zod";
import { industrySchema, type Industry } from "@/content/industry-schema";

export type { Industry };

const industries: Industry[] = [
  {
    id: "aerospace-defense",
    name: "Aerospace & Defense",
    description:
      "Predictive maintenance for fleets, supply-chain risk models and secure, auditable AI for mission-critical programs.",
    gradient: "sky-indigo",
    icon: "plane",
    hero: {
      eyebrow: "Industries · Aerospace & Defense",
      title: "Keep fleets mission-ready with AI you can audit",
      highlight: "AI you can audit",
      lead: "We build predictive maintenance, supply-chain risk and engineering-knowledge systems for airframers, MRO providers and defense contractors. They run inside your security boundary, and every prediction can be traced to the data behind it.",
    },
    challenges: [
      {
        icon: "wrench",
        title: "Unplanned removals ground aircraft",
        description:
          "An unscheduled engine or component removal can keep an aircraft out of service for days and ripple through crews, spares and schedules. Most MRO teams still plan from fixed intervals rather than the condition of each part.",
      },
      {
        icon: "lock",
        title: "Controlled data limits where AI can run",
        description:
          "ITAR, EAR and CMMC obligations decide who may see technical data and where it may be processed. Many AI tools assume a public cloud and an offshore support desk, which rules them out on day one.",
      },
      {
        icon: "boxes",
        title: "Long, fragile supply chains",
        description:
          "Single-source castings, forgings and avionics parts carry lead times measured in quarters. A late supplier or an obsolete component is often spotted only when a build or repair is already waiting for it.",
      },
    ],
    solutions: [
      {
        icon: "gauge",
        title: "Predictive maintenance (Machine Learning)",
        bullets: [
          "Remaining-useful-life models trained on engine health monitoring and shop-visit records",
          "Removal forecasts fed into MRO planning and spares provisioning",
          "Reliability reports that engineers can trace back to source data",
        ],
      },
      {
        icon: "shield-check",
        title: "ITAR- and CMMC-aware data platforms (Data Solutions)",
        bullets: [
          "Deployment in GovCloud or on-premises enclaves with U.S.-person-only access",
          "Lineage, access logs and export-control tags on every dataset",
          "Controls mapped to NIST SP 800-171 for CMMC assessments",
        ],
      },
      {
        icon: "bot",
        title: "Engineering and supply-chain agents (Agentic AI)",
        bullets: [
          "Cited answers across maintenance manuals, service bulletins and work orders",
          "Supplier-risk monitoring that flags late, single-source or obsolete parts",
          "Draft work packages routed to certifying staff for sign-off",
        ],
      },
    ],
    featuredCase: {
      title: "Condition-based maintenance for a regional turboprop fleet",
      client: "Cirrus Ridge Aviation Services",
      summary:
        "Cirrus Ridge maintains engines for regional turboprop operators across North America. We built remaining-useful-life models on eight years of engine health and shop-visit data, running entirely inside the company's ITAR-controlled environment. Planners now schedule removals weeks ahead, at a base where parts and crews are ready.",
      metrics: [
        { value: "62%", label: "fewer unplanned engine removals" },
        { value: "23%", label: "less aircraft downtime for unscheduled maintenance" },
        { value: "$14M", label: "in annual maintenance and lease costs avoided" },
      ],
    },
    quote: {
      text: "We had tried two predictive tools before. This was the first one our engineers accepted, because every alert shows the sensor trends and shop findings behind it, and nothing leaves our controlled environment.",
      role: "VP of Reliability Engineering, aviation MRO provider",
    },
    closing: {
      title: "Work with a team that knows export controls",
      lead: "Tell us about your fleet, program or supply chain. We will explain what your data can support, what your compliance obligations mean for the architecture and where a first model would pay back.",
    },
  },
  {
    id: "climate-agritech",
    name: "Climate & Agritech",
    description:
      "Yield forecasting, precision irrigation and emissions tracking that help growers and climate teams act on field and satellite data.",
    gradient: "emerald-lime",
    icon: "sprout",
    hero: {
      eyebrow: "Industries · Climate & Agritech",
      title: "Turn field and satellite data into decisions growers trust",
      highlight: "decisions growers trust",
      lead: "We help agribusinesses, growers' cooperatives and climate teams combine satellite imagery, soil sensors and weather data into forecasts and controls that work at the scale of a single field.",
    },
    challenges: [
      {
        icon: "droplets",
        title: "Water is scarce and priced accordingly",
        description:
          "Irrigation is often scheduled by calendar or habit. Overwatering wastes water, energy and fertilizer; underwatering costs yield in the weeks that matter most.",
      },
      {
        icon: "satellite",
        title: "Data that never comes together",
        description:
          "Satellite imagery, soil probes, machinery logs and agronomists' notes sit in separate tools with different resolutions and gaps. Few teams can join them into one view of a field.",
      },
      {
        icon: "leaf",
        title: "Emissions claims under scrutiny",
        description:
          "Buyers, lenders and regulators now ask for measured Scope 3 and soil-carbon figures rather than estimates. Reporting from spreadsheets does not survive an audit.",
      },
    ],
    solutions: [
      {
        icon: "wheat",
        title: "Yield and crop forecasting (Machine Learning)",
        bullets: [
          "Field-level yield forecasts from imagery, weather and management history",
          "Disease and pest risk alerts before damage is visible",
          "Forecast intervals that show how far to trust each number",
        ],
      },
      {
        icon: "waves",
        title: "Precision irrigation (Stream House, MCP Solutions)",
        bullets: [
          "Soil-moisture and weather data streamed from thousands of probes",
          "Irrigation schedules sent straight to pump and valve controllers",
          "Manual overrides and alarm limits that stay with the farm operator",
        ],
      },
      {
        icon: "chart-bar",
        title: "Emissions and MRV data (Data Solutions)",
        bullets: [
          "One data model for field operations, inputs and emission factors",
          "Measurement, reporting and verification trails ready for auditors",
          "Scope 3 figures delivered to buyers in the formats they require",
        ],
      },
    ],
    featuredCase: {
      title: "Block-level irrigation for a Central Valley growers' cooperative",
      client: "Sierra Verde Growers Cooperative",
      summary:
        "Sierra Verde's members grow almonds and pistachios in California's Central Valley, where groundwater allocations tighten every year. We combined soil-moisture probes, evapotranspiration data and satellite imagery into block-level irrigation schedules that run directly on the cooperative's pump controllers. Growers review each schedule on their phones and can override it at any time.",
      metrics: [
        { value: "37%", label: "less irrigation water used per acre" },
        { value: "12%", label: "higher yield per acre" },
        { value: "$2.8M", label: "in annual water and pumping-energy savings" },
      ],
    },
    quote: {
      text: "Our growers are practical people. They adopted the schedules because the recommendations matched what they saw in the orchard, and the water bills came down in the first season.",
      role: "General Manager, growers' cooperative",
    },
    closing: {
      title: "Start with one season of data",
      lead: "Bring us a crop, a region and the data you already collect. We will show you which forecasts and controls it can support, and what a one-season pilot would measure.",
    },
  },
  {
    id: "banking-fintech",
    name: "Banking & Fintech",
    description:
      "Real-time fraud detection, credit risk models and compliant AI assistants for banks, lenders and payment platforms.",
    gradient: "blue-cyan",
    icon: "banknote",
    hero: {
      eyebrow: "Industries · Banking & Fintech",
      title: "Catch fraud in milliseconds without blocking good customers",
      highlight: "in milliseconds",
      lead: "We build fraud, credit-risk and customer-service systems for banks, lenders and payment platforms, with the model governance, explanations and audit trails your regulators expect.",
    },
    challenges: [
      {
        icon: "credit-card",
        title: "Fraud moves faster than batch rules",
        description:
          "Card-not-present and account-takeover fraud adapt within days. Rules reviewed once a month catch last month's pattern and decline legitimate customers along the way.",
      },
      {
        icon: "scale",
        title: "Model risk and fair-lending scrutiny",
        description:
          "Every model that affects a customer decision falls under model risk management and fair-lending review. Opaque scores without documentation can sit in validation for months.",
      },
      {
        icon: "headphones",
        title: "Service costs rise with every product",
        description:
          "Disputes, chargebacks and KYC refreshes create queues of repetitive work. Customers expect answers in minutes, and every answer has to be accurate and compliant.",
      },
    ],
    solutions: [
      {
        icon: "shield",
        title: "Real-time fraud detection (Machine Learning, Stream House)",
        bullets: [
          "Transaction scoring in milliseconds on the authorization path",
          "Graph features that link devices, accounts and merchants",
          "Reason codes that analysts and customers can understand",
        ],
      },
      {
        icon: "file-search",
        title: "Credit risk and model governance (Machine Learning, Data Solutions)",
        bullets: [
          "Credit models with monotonic constraints and adverse-action reasons",
          "Documentation, validation packs and drift monitoring aligned to SR 11-7",
          "Fair-lending tests across protected classes before every release",
        ],
      },
      {
        icon: "messages-square",
        title: "Compliant service agents (Agentic AI)",
        bullets: [
          "Dispute and chargeback agents that gather evidence and draft cases",
          "KYC refresh workflows with human approval at every decision point",
          "Conversation records retained for audit and complaint handling",
        ],
      },
    ],
    featuredCase: {
      title: "Real-time card fraud detection for a digital bank",
      client: "Lumen Digital Bank",
      summary:
        "Lumen's rule-based engine found most fraud only after settlement and declined too many honest customers along the way. We built a machine learning system that scores every card payment in milliseconds, before approval, and shows analysts the reasons behind each score. The fraud team now spends its time on the cases that need judgment.",
      metrics: [
        { value: "91%", label: "of fraud caught before settlement" },
        { value: "73%", label: "fewer false positives" },
        { value: "$7.2M", label: "in annual fraud losses avoided" },
      ],
      caseStudyId: "fraud-detection-digital-bank",
    },
    quote: {
      text: "We stopped arguing about whether the model was right, because every decline comes with reasons our analysts can check. Our customers noticed too: far fewer good cards are blocked.",
      role: "Chief Risk Officer, digital bank",
    },
    closing: {
      title: "See what your transaction data can catch",
      lead: "We can back-test a model against your current rules on your own historical transactions and show you the catch rate and false-positive rate before anything goes live.",
    },
  },
  {
    id: "energy",
    name: "Energy",
    description:
      "Grid load forecasting, asset health monitoring and streaming analytics for utilities and renewable operators.",
    gradient: "amber-orange",
    icon: "zap",
    hero: {
      eyebrow: "Industries · Energy",
      title: "Run the grid on forecasts you can act on",
      highlight: "forecasts you can act on",
      lead: "We build load and generation forecasting, asset health monitoring and streaming control systems for utilities, independent power producers and renewable operators.",
    },
    challenges: [
      {
        icon: "sun",
        title: "Variable generation, tighter margins",
        description:
          "Solar and wind output can swing within minutes, and imbalance charges penalize every forecast error. Day-ahead models built for a thermal fleet were not designed for this.",
      },
      {
        icon: "activity",
        title: "Aging assets, limited crews",
        description:
          "Transformers, inverters and turbines fail with little warning, and field crews cannot inspect everything on schedule. Unplanned outages cost revenue and, in some markets, regulatory penalties.",
      },
      {
        icon: "network",
        title: "Operational systems that do not connect",
        description:
          "SCADA, historians, DER management systems and market platforms come from different vendors and different decades. Getting a clean, real-time signal across them is often the hardest part of any analytics project.",
      },
    ],
    solutions: [
      {
        icon: "chart-line",
        title: "Load and generation forecasting (Machine Learning)",
        bullets: [
          "Probabilistic day-ahead and intraday forecasts for load, solar and wind",
          "Weather ensembles and outage schedules fed in automatically",
          "Forecasts delivered into trading and dispatch systems",
        ],
      },
      {
        icon: "gauge",
        title: "Asset health monitoring (Stream House)",
        bullets: [
          "Sensor data streamed from historians and SCADA with sub-second latency",
          "Anomaly detection for transformers, inverters and turbines",
          "Work orders raised in your maintenance system with the evidence attached",
        ],
      },
      {
        icon: "cpu",
        title: "Control integration (MCP Solutions)",
        bullets: [
          "Modular control layers that connect SCADA, DERMS and battery controllers",
          "Battery dispatch driven by forecasts, within limits set by operators",
          "Network segmentation and access control aligned to IEC 62443",
        ],
      },
    ],
    featuredCase: {
      title: "Asset health and forecasting for a wind and solar portfolio",
      client: "Highplain Renewables",
      summary:
        "Highplain operates wind and solar farms across three U.S. grid regions. We streamed sensor data from every site into one monitoring platform, added failure-prediction models for turbines and inverters, and replaced the day-ahead forecast with a probabilistic model tied to its scheduling system. Site teams now plan repairs around low-output windows instead of reacting to trips.",
      metrics: [
        { value: "67%", label: "fewer unplanned turbine and inverter outages" },
        { value: "42%", label: "lower imbalance charges" },
        { value: "$5.3M", label: "in annual generation revenue protected" },
      ],
    },
    quote: {
      text: "For the first time, our control room and our maintenance crews look at the same data. We fix equipment before it trips, and we schedule the work when it costs us least.",
      role: "Head of Asset Management, renewable power producer",
    },
    closing: {
      title: "Start with one site or one forecast",
      lead: "Connect us to a single plant's historian or a year of metered load, and we will show on your own data what better forecasts and earlier warnings would have been worth.",
    },
  },
  {
    id: "government",
    name: "Government",
    description:
      "Citizen-service agents, case-processing automation and transparent, accountable models for public agencies.",
    gradient: "teal-emerald",
    icon: "landmark",
    hero: {
      eyebrow: "Industries · Government",
      title: "Faster public services with accountability built in",
      highlight: "accountability built in",
      lead: "We help agencies answer residents faster, clear case backlogs and modernize their data, with systems that are authorized, accessible and explainable to the public they serve.",
    },
    challenges: [
      {
        icon: "clock",
        title: "Backlogs residents can see",
        description:
          "Benefit claims, permits and license applications wait in queues for weeks. Staff spend much of the day re-keying data and answering status calls instead of deciding cases.",
      },
      {
        icon: "shield-check",
        title: "Authorization before anything goes live",
        description:
          "Cloud services need FedRAMP or StateRAMP authorization, and every public-facing system must meet Section 508 and WCAG accessibility standards. Tools built for the private sector rarely arrive ready for either.",
      },
      {
        icon: "scale",
        title: "Decisions the public can question",
        description:
          "Automated support for public decisions must be explainable, fair and open to appeal. Agencies need records that hold up before inspectors general, courts and public-records requests.",
      },
    ],
    solutions: [
      {
        icon: "messages-square",
        title: "Resident service agents (Agentic AI)",
        bullets: [
          "Multilingual assistants that answer eligibility and status questions from official policy",
          "Handoff to a caseworker with the full conversation attached",
          "WCAG 2.1 AA interfaces tested with people who use assistive technology",
        ],
      },
      {
        icon: "file-text",
        title: "Case-processing automation (Agentic AI, Machine Learning)",
        bullets: [
          "Document intake that extracts and checks application data",
          "Triage that routes straightforward cases to fast-track review",
          "Every recommendation logged with its evidence and the staff member who decided",
        ],
      },
      {
        icon: "database",
        title: "Modern, authorized data platforms (Data Solutions)",
        bullets: [
          "Deployment on FedRAMP-authorized cloud services",
          "Mainframe and legacy case-system data migrated with full lineage",
          "Public reporting dashboards and algorithmic impact assessments",
        ],
      },
    ],
    featuredCase: {
      title: "Clearing a benefits backlog for a county agency",
      client: "Lakemont County Department of Social Services",
      summary:
        "Lakemont County faced a months-long benefits backlog and phone lines that rarely cleared. We built a document-intake pipeline and a multilingual resident assistant on FedRAMP-authorized infrastructure, with caseworkers making every eligibility decision. Each automated step is logged, so supervisors and auditors can see exactly how a case moved.",
      metrics: [
        { value: "76%", label: "shorter average processing time for benefit applications" },
        { value: "83%", label: "of status questions answered without a phone call" },
        { value: "$3.2M", label: "in annual operating costs redirected to casework" },
      ],
    },
    quote: {
      text: "Our caseworkers still make every decision. What changed is that they spend the day on decisions instead of data entry, and residents can check their status at midnight in their own language.",
      role: "Director of Social Services, county government",
    },
    closing: {
      title: "Start with a service residents use every day",
      lead: "We work through procurement, security authorization and accessibility review from the first week, so a pilot can become a production service without starting over.",
    },
  },
  {
    id: "human-resources",
    name: "Human Resources",
    description:
      "Fair, explainable talent matching, attrition forecasting and HR copilots that give people teams their time back.",
    gradient: "violet-fuchsia",
    icon: "users",
    hero: {
      eyebrow: "Industries · Human Resources",
      title: "Hire and retain on evidence, with fairness you can prove",
      highlight: "fairness you can prove",
      lead: "We build talent matching, attrition forecasting and HR copilots for people teams and HR technology vendors, with bias audits and explanations designed in from the start.",
    },
    challenges: [
      {
        icon: "gavel",
        title: "Automated hiring tools are now regulated",
        description:
          "NYC Local Law 144 requires independent bias audits of automated employment decision tools, and the EU AI Act treats hiring systems as high risk. Many tools in use today have never been audited.",
      },
      {
        icon: "user-check",
        title: "Attrition arrives as a surprise",
        description:
          "Resignations in critical roles usually become visible at the exit interview. By then, the cost of backfilling, lost knowledge and team disruption is already committed.",
      },
      {
        icon: "message-square",
        title: "People teams buried in questions",
        description:
          "Policy, benefits and leave questions arrive by email and chat all day. HR business partners spend hours writing answers that already exist in a handbook.",
      },
    ],
    solutions: [
      {
        icon: "scale",
        title: "Bias audits and fair model design (Machine Learning)",
        bullets: [
          "Impact-ratio analysis by sex and race/ethnicity, in the form Local Law 144 audits require",
          "Matching models that exclude protected attributes and their proxies",
          "Candidate notices and plain-language explanations of each score",
        ],
      },
      {
        icon: "trending-up",
        title: "Attrition and workforce forecasting (Machine Learning, Data Solutions)",
        bullets: [
          "Attrition risk by team and role, with the drivers behind each forecast",
          "HRIS, payroll and engagement data joined in one governed model",
          "Aggregated views that protect individual privacy",
        ],
      },
      {
        icon: "bot",
        title: "HR copilots (Agentic AI)",
        bullets: [
          "Answers to policy and benefits questions with links to the source document",
          "Leave and onboarding workflows completed inside your HRIS",
          "Escalation to a person for anything sensitive or ambiguous",
        ],
      },
    ],
    featuredCase: {
      title: "Audited candidate matching for a high-volume hospitality employer",
      client: "Pinecrest Hospitality Group",
      summary:
        "Pinecrest hires thousands of frontline staff a year across its hotels, and its recruiters could not keep up with application volume. We built a skills-based matching model, had it independently audited to NYC Local Law 144 standards before launch, and added an HR copilot that schedules interviews. Recruiters make every hiring decision, and impact ratios are reviewed each quarter.",
      metrics: [
        { value: "58%", label: "less recruiter time spent on initial screening" },
        { value: "43%", label: "shorter time to hire for frontline roles" },
        { value: "32%", label: "lower first-year attrition among new hires" },
      ],
    },
    quote: {
      text: "Legal signed off because the bias audit came first, not after launch. Recruiters trust the shortlists because they can see why each candidate is on them.",
      role: "Chief People Officer, hospitality group",
    },
    closing: {
      title: "Begin with an audit of the tools you use today",
      lead: "If you run automated screening or matching today, we can audit it for adverse impact and explainability, then help you fix what we find or build a replacement you can defend.",
    },
  },
  {
    id: "medical-pharmaceuticals",
    name: "Medical & Pharmaceuticals",
    description:
      "Readmission risk prediction, trial-site selection and HIPAA-ready data platforms for providers and life-science teams.",
    gradient: "blue-cyan",
    icon: "stethoscope",
    hero: {
      eyebrow: "Industries · Medical & Pharmaceuticals",
      title: "Shorten the path from data to patient",
      highlight: "from data to patient",
      lead: "We build clinical prediction models, trial-operations tools and HIPAA-ready data platforms for health systems and life-science companies, validated to the standard your quality and regulatory teams require.",
    },
    challenges: [
      {
        icon: "flask-conical",
        title: "Trials that miss enrollment targets",
        description:
          "Slow enrollment is one of the most common causes of trial delay, and many activated sites enroll few or no patients. Every month of delay pushes back a launch and the revenue that funds the next program.",
      },
      {
        icon: "clipboard-check",
        title: "Validation slows every change",
        description:
          "Systems that touch GxP data need computer system validation under 21 CFR Part 11 and GAMP 5. Models that retrain or drift raise questions most validation playbooks do not yet answer.",
      },
      {
        icon: "heart-pulse",
        title: "Preventable readmissions",
        description:
          "Avoidable readmissions bring financial penalties and strain on capacity. Care teams need to know which patients are at risk before discharge, not after they return.",
      },
    ],
    solutions: [
      {
        icon: "map-pin",
        title: "Trial site selection and enrollment (Machine Learning)",
        bullets: [
          "Site rankings from real-world data, past performance and local patient populations",
          "Enrollment forecasts by site and country, updated every week",
          "Protocol feasibility checks against counts of eligible patients",
        ],
      },
      {
        icon: "lock",
        title: "Validated, HIPAA-ready data platforms (Data Solutions)",
        bullets: [
          "HIPAA safeguards, de-identification and access audits built into the platform",
          "GxP validation packs: requirements, risk assessment and IQ/OQ/PQ evidence",
          "Change control for models, with locked versions and drift monitoring",
        ],
      },
      {
        icon: "stethoscope",
        title: "Clinical prediction and documentation agents (Machine Learning, Agentic AI)",
        bullets: [
          "Readmission risk scores shown in the EHR during discharge planning",
          "Agents that draft prior-authorization and medical-information responses for review",
          "Clinician review of every output that reaches a patient record",
        ],
      },
    ],
    featuredCase: {
      title: "Data-driven site selection for a global Phase III program",
      client: "Aldermere Therapeutics",
      summary:
        "Aldermere's previous Phase III trial finished enrollment eleven months late. For its next program, we built site-selection and enrollment-forecasting models on real-world data and the company's own site history, validated under its GxP quality system. The study team chose sites from a ranked shortlist and tracked enrollment against forecast every week.",
      metrics: [
        { value: "85%", label: "of selected sites met their enrollment targets" },
        { value: "3.5x", label: "more patients enrolled per site than in the previous program" },
        { value: "$43M", label: "in development costs avoided by finishing enrollment early" },
      ],
    },
    quote: {
      text: "Our quality team expected a black box and a validation headache. Instead they got a documented model, a locked version and a change-control process they could inspect.",
      role: "Head of Clinical Operations, mid-size biopharmaceutical company",
    },
    closing: {
      title: "Bring us your next protocol",
      lead: "We can assess a planned study against real-world patient data and your site history, and show where the enrollment risk sits before a single site is activated.",
    },
  },
  {
    id: "retail-ecommerce",
    name: "Retail & E-commerce",
    description:
      "Demand forecasting, personalization and real-time delivery tracking that lift conversion, keep inventory lean and get orders to customers on time.",
    gradient: "teal-emerald",
    icon: "shopping-cart",
    hero: {
      eyebrow: "Industries · Retail & E-commerce",
      title: "Sell more, hold less and deliver on time",
      highlight: "deliver on time",
      lead: "We build demand forecasting, personalization, shopping assistants and real-time delivery tracking for retailers and online brands, connected to the systems your stores and warehouses already run.",
    },
    challenges: [
      {
        icon: "package",
        title: "Inventory in the wrong place",
        description:
          "Forecasts built at category level leave some stores overstocked and others empty. Markdowns and lost sales both come out of the same margin.",
      },
      {
        icon: "truck",
        title: "Last-mile delivery nobody can see",
        description:
          "Customers expect a precise delivery window and live updates. When vans run late and nobody knows why, the result is missed slots, wasted fuel and a flood of “where is my order?” contacts.",
      },
      {
        icon: "target",
        title: "Personalization that feels generic",
        description:
          "Recommendation widgets trained on last quarter's clicks show the same bestsellers to everyone. Shoppers leave, and acquisition costs keep rising.",
      },
    ],
    solutions: [
      {
        icon: "chart-line",
        title: "Demand forecasting (Machine Learning)",
        bullets: [
          "SKU-by-store forecasts that account for promotions, weather and local events",
          "Replenishment and allocation recommendations inside your merchandising tools",
          "Markdown timing based on sell-through, not the calendar",
        ],
      },
      {
        icon: "route",
        title: "Real-time delivery tracking (Stream House)",
        bullets: [
          "Live vehicle positions and ETAs streamed from every van",
          "Late-stop alerts and suggested reassignments when a delivery slot is at risk",
          "Customer notifications sent before anyone has to ask",
        ],
      },
      {
        icon: "sparkles",
        title: "Personalization and shopping assistants (Agentic AI, Data Solutions)",
        bullets: [
          "One customer profile across web, app and store purchases",
          "Shopping assistants that answer product and order questions from your catalog",
          "Recommendations tested against control groups before they roll out",
        ],
      },
    ],
    featuredCase: {
      title: "Real-time tracking for a 15,000-vehicle delivery fleet",
      client: "TransitCore Logistics",
      summary:
        "TransitCore runs last-mile delivery for retail and e-commerce brands with a fleet of 15,000 vehicles, and its tracking refreshed only every fifteen minutes. We built a Stream House platform that turns GPS, telematics and scan events into live positions, arrival estimates and late-delivery alerts. Dispatchers now act on delays while they can still be fixed, and shoppers see an arrival time they can trust.",
      metrics: [
        { value: "35%", label: "fewer late deliveries" },
        { value: "28%", label: "lower fuel spend" },
        { value: "42%", label: "fewer “where is my order?” contacts" },
      ],
      caseStudyId: "delivery-fleet-tracking",
    },
    quote: {
      text: "Our dispatchers used to hear about a late van from an unhappy customer. Now they see the delay coming and fix it while there is still time to make the slot.",
      role: "Chief Operating Officer, last-mile logistics provider",
    },
    closing: {
      title: "Start where the margin leaks",
      lead: "Whether the problem is stock, delivery or conversion, we start with the data you already hold and measure results against a control group, so the gain is one your finance team will accept.",
    },
  },
  {
    id: "startups",
    name: "Startups",
    description:
      "From prototype to production: AI product strategy, MVP builds and scalable data foundations for founders moving fast.",
    gradient: "violet-fuchsia",
    icon: "rocket",
    hero: {
      eyebrow: "Industries · Startups",
      title: "Ship the MVP, then scale without starting over",
      highlight: "scale without starting over",
      lead: "We work with seed to Series C founders as a senior AI and data team on demand: shaping the product, building the first version and laying foundations that hold up at ten times the load.",
    },
    challenges: [
      {
        icon: "timer",
        title: "Runway is the real deadline",
        description:
          "Every month spent hiring a machine learning team or rebuilding a prototype is a month of runway gone. Founders need a working product in front of customers within a quarter.",
      },
      {
        icon: "layers",
        title: "Prototypes that break under growth",
        description:
          "Demo-grade pipelines and prompt chains work for ten users and fail at ten thousand. Rewriting them mid-growth stalls the roadmap just when momentum matters most.",
      },
      {
        icon: "chart-pie",
        title: "Investors ask for evidence",
        description:
          "Series A and B investors now examine AI claims closely: model quality, unit economics, data rights and inference costs. Many teams cannot produce those numbers when asked.",
      },
    ],
    solutions: [
      {
        icon: "rocket",
        title: "MVP builds (Agentic AI, Machine Learning)",
        bullets: [
          "Two weeks of discovery ending in a fixed-scope build plan",
          "Evaluation suites that measure quality before and after every change",
          "Architecture chosen for cost per request, not just for the demo",
        ],
      },
      {
        icon: "database",
        title: "Scalable data foundations (Data Solutions, Stream House)",
        bullets: [
          "Event pipelines and a warehouse sized for today and designed for growth",
          "Real-time features added when the product needs them, not before",
          "Security controls and SOC 2 readiness built into the platform",
        ],
      },
      {
        icon: "chart-bar",
        title: "Investor-ready metrics (Data Solutions)",
        bullets: [
          "Dashboards for retention, unit economics and model performance",
          "Inference cost per customer tracked and forecast",
          "Technical due-diligence packs for the data room",
        ],
      },
    ],
    featuredCase: {
      title: "From prototype to funded product for a legal-tech startup",
      client: "Larkspur Legal AI",
      summary:
        "Larkspur's founders had a contract-review prototype, three pilot customers and six months of runway. We rebuilt the prototype as a production agent with an evaluation suite, moved it onto a data platform designed for scale and set up the metrics investors asked for. The company launched within the quarter and closed its seed round on those numbers.",
      metrics: [
        { value: "6x", label: "growth in active customer accounts in the first year" },
        { value: "$4.5M", label: "seed round closed on the launch metrics" },
        { value: "31%", label: "lower cloud and inference cost per customer" },
      ],
    },
    quote: {
      text: "They built like people who expected to be around when we reached scale. When investors asked about accuracy, cost per contract and retention, we had the dashboards open in the meeting.",
      role: "Co-founder and CEO, legal-tech startup",
    },
    closing: {
      title: "Tell us where you are and where you need to be",
      lead: "Bring a prototype, a pitch deck or just a problem. We will give you a candid view of what to build first, what it will cost and what can wait until after the next round.",
    },
  },
];

export const allIndustries: readonly Industry[] = z.array(industrySchema).parse(industries);
