import { z } from "zod";
import { caseStudySchema, type CaseStudy } from "@/content/case-study-schema";

export type { CaseStudy };

const caseStudies: CaseStudy[] = [
  {
    id: "fraud-detection-digital-bank",
    title: "Real-time card fraud detection for a digital bank",
    client: "Lumen Digital Bank",
    industry: "Banking & Fintech",
    industryId: "banking-fintech",
    serviceId: "machine-learning",
    category: "Machine Learning",
    gradient: "blue-cyan",
    description:
      "A streaming risk model that scores every card payment in milliseconds, before it is approved, and tells the analysts who review it why each payment was held.",
    summary:
      "Lumen Digital Bank's rule-based fraud engine found most fraud only after settlement and declined too many honest customers along the way. We replaced it with a streaming model that scores every card authorization before approval and shows analysts the reasons behind each score.",
    challenge:
      "Lumen's fraud controls were static rules written for a bank a tenth of its current size. Card fraud was growing faster than the customer base, most losses surfaced only after settlement, and declined-card complaints had become the largest category in the contact center. Analysts reviewed thousands of alerts a week with no indication of why a payment had been flagged.",
    solution:
      "We built a gradient-boosted model in XGBoost, fed by a PyTorch sequence encoder that summarizes each card's recent behavior, and served it inside the authorization path at under 40 milliseconds at the 99th percentile. Apache Flink computes features from the Kafka payment stream as events arrive, so the model sees velocity, merchant and device signals in real time. Every score comes with its top contributing factors in plain language, and analyst decisions flow back as labels for the next training cycle.",
    impact:
      "Six months after launch, fraudulent transactions are down 87%, and 91% of fraud is stopped before settlement instead of chased afterward. False positives fell 73%, so far fewer good customers are declined at checkout. Lumen estimates $7.2M in annual fraud losses avoided, and its analysts now spend their time on the cases that need judgment.",
    date: "February 2025",
    publishedAt: "2025-02-18",
    duration: "7 months",
    author: { name: "Daniel Reyes", role: "Director of Machine Learning" },
    metrics: [
      "87% fewer fraudulent transactions",
      "91% of fraud caught before settlement",
      "73% fewer false positives",
      "$7.2M in annual fraud losses avoided",
    ],
    technologies: ["XGBoost", "PyTorch", "Apache Kafka", "Apache Flink", "Feast", "SHAP", "MLflow"],
    tags: ["Fraud detection", "Real-time scoring", "Explainable AI", "Banking"],
    implementation: [
      "We spent the first four weeks with the fraud operations team, replaying eighteen months of labeled transactions through the existing rules to agree on the baseline the new system had to beat.",
      "We built a feature pipeline in Apache Flink that computes card, merchant and device features from the Kafka payment stream, with Feast keeping the definitions identical for training and live scoring.",
      "We trained and compared candidate models on time-split data and chose an XGBoost model with a PyTorch sequence encoder, because it met the latency budget and held up best on the most recent fraud patterns.",
      "We ran the model in shadow mode beside the rules for six weeks, then moved traffic over in stages while the fraud team compared decisions every day.",
      "We added SHAP-based explanations to the analyst queue and fed analyst outcomes back into training, with every retraining run tracked in MLflow against the labels it learned from.",
      "We handed over runbooks, drift dashboards and a monthly retraining schedule, and trained Lumen's data scientists to own the model.",
    ],
    results: [
      { value: "87%", label: "fewer fraudulent transactions" },
      { value: "91%", label: "of fraud caught before settlement" },
      { value: "73%", label: "fewer false positives" },
      { value: "$7.2M", label: "in annual fraud losses avoided" },
    ],
    testimonial: {
      quote:
        "We used to learn about fraud from chargebacks. Now we stop most of it at authorization, and when an analyst asks why a payment was held, the answer is on the screen.",
      author: "Elena Vasquez",
      title: "Chief Risk Officer",
    },
    relatedCases: ["delivery-fleet-tracking", "insurance-inquiry-agents"],
  },
  {
    id: "insurance-inquiry-agents",
    title: "AI agents that resolve policyholder inquiries end to end",
    client: "Meridian Mutual Insurance",
    industry: "Insurance",
    industryId: "banking-fintech",
    serviceId: "agentic-ai",
    category: "Agentic AI",
    gradient: "violet-fuchsia",
    description:
      "Agents that answer claims-status, coverage and document requests from Meridian Mutual's policyholders, and hand anything uncertain to a person, case attached.",
    summary:
      "Meridian Mutual Insurance's service team spent most of its day on repeat questions that its policy and claims systems could already answer. We built AI agents that resolve those inquiries end to end over web chat and email, and escalate to a licensed representative whenever a request needs judgment.",
    challenge:
      "Policyholders waited an average of four hours for a first reply, and longer after storms, when claim volumes spiked. Most inquiries were claims-status checks, coverage questions or requests for documents such as ID cards and declarations pages, and each one meant a representative looking up the same systems by hand. Meridian wanted faster answers without letting software make coverage decisions it should not make.",
    solution:
      "We built the agents in LangGraph, with specialists for claims status, coverage questions and document requests, and a router that decides which one handles each message. The agents read policy and claim records through narrow, read-only tools over Guidewire ClaimCenter and the policy database, and answer coverage questions only from the policyholder's own policy wording, with citations. Complaints, disputed claims and low-confidence answers go straight to a representative with a summary and the full conversation.",
    impact:
      "Agents now resolve 78% of customer inquiries end to end, and the median first response has fallen from four hours to under three minutes. Customer satisfaction rose 9 points in the first quarter, and representatives spend their time on disputed claims and complex questions. Every agent action is logged, and Meridian's compliance team reviews a sample of conversations each week.",
    date: "April 2025",
    publishedAt: "2025-04-10",
    duration: "5 months",
    author: { name: "Sofia Lindqvist", role: "Lead AI Engineer" },
    metrics: [
      "78% of customer inquiries resolved end to end by agents",
      "Median first response down from 4 hours to under 3 minutes",
      "Customer satisfaction up 9 points",
      "Every escalation handed over with a case summary",
    ],
    technologies: [
      "LangGraph",
      "Python",
      "FastAPI",
      "PostgreSQL",
      "pgvector",
      "Guidewire ClaimCenter",
      "OpenTelemetry",
    ],
    tags: ["AI agents", "Customer service", "Human in the loop", "Insurance"],
    implementation: [
      "We classified six months of anonymized inquiries with Meridian's service leads to separate the requests that system data can answer from those that must always reach a person.",
      "We built read-only tools over the claims and policy systems, scoped to the authenticated policyholder, so no agent can change a claim or a policy.",
      "We built specialist agents in LangGraph for claims status, coverage questions and document requests, coordinated by a router that escalates whenever confidence or business rules require it.",
      "We assembled an evaluation suite of more than 1,200 real inquiries with expected outcomes, reviewed by licensed representatives, and ran it against every change before release.",
      "We launched on web chat in one state, reviewed every escalation and a sample of resolved conversations each week, then extended the agents to email and the remaining states.",
      "We trained Meridian's service team to review transcripts, tune escalation rules and add new request types without our involvement.",
    ],
    results: [
      { value: "78%", label: "of inquiries resolved end to end by agents" },
      { value: "< 3 min", label: "median first response, down from 4 hours" },
      { value: "+9 pts", label: "customer satisfaction (CSAT)" },
      { value: "24/7", label: "answers on claims status and documents" },
    ],
    testimonial: {
      quote:
        "Our representatives used to spend the day reading claim statuses aloud. Now the agents handle the routine requests, and when something needs a person, it arrives with the whole story attached.",
      author: "Marcus Bell",
      title: "VP of Customer Operations",
    },
    relatedCases: ["fraud-detection-digital-bank", "delivery-fleet-tracking"],
  },
  {
    id: "clean-water-monitoring",
    title: "Leak detection for a rural water system serving 12 communities",
    client: "Clearwater Community Trust",
    industry: "Nonprofit · Water access",
    industryId: "climate-agritech",
    serviceId: "ngo-lab",
    category: "NGO Lab",
    gradient: "emerald-lime",
    description:
      "A pro bono sensor network and dashboard that helps Clearwater Community Trust find leaks and plan pumping across a rural water system serving 12 communities.",
    summary:
      "Clearwater Community Trust supports the volunteer committees that run a rural water system serving 12 communities. Through NGO Lab, we designed and built a low-power sensor network and a shared dashboard at no cost, so the committees can see flows, pressures and tank levels and fix leaks while they are still small.",
    challenge:
      "The system's pipes run for miles through farmland, and a large share of the water pumped was lost to leaks nobody saw until a tank ran dry. The committees had no metering between the pumping stations and the taps, so they could not tell where water was going or plan pumping around the dry season. Anything we built had to run on solar power and patchy connectivity, and be simple enough for volunteers to maintain.",
    solution:
      "We installed solar-powered flow, pressure and tank-level sensors at key points in the network, reporting over LoRaWAN to gateways at the two pumping stations. Readings land in TimescaleDB, and a Grafana dashboard shows each committee its own section of the system, with text-message alerts when night-time flow or a pressure drop points to a leak. A simple scikit-learn forecast estimates demand for the coming weeks, so pumping schedules can follow the seasons.",
    impact:
      "Water lost between the pumps and the taps is down 40%, and the 12 communities on the system have fewer dry-season days without water. Together with the Trust's regional programs that now use the same dashboard, the work reaches 250k people, and the committees run and extend the network themselves. The project was delivered pro bono through NGO Lab, and the code and hardware guides are published for other water trusts to reuse.",
    date: "November 2024",
    publishedAt: "2024-11-14",
    duration: "6 months",
    author: { name: "Amara Nwosu", role: "NGO Lab Lead" },
    metrics: [
      "A water system serving 12 communities",
      "40% less water lost",
      "250k people reached",
      "Built pro bono through NGO Lab",
    ],
    technologies: ["LoRaWAN", "ChirpStack", "TimescaleDB", "Grafana", "scikit-learn", "Twilio"],
    tags: ["NGO Lab", "Pro bono", "IoT", "Water access", "Sustainability"],
    implementation: [
      "We walked the network with committee members and the Trust's field engineer to map pipes, pumps and tanks, and placed sensors where a reading would narrow a leak to a single section of pipe.",
      "We chose low-power flow, pressure and level sensors that run on small solar panels, and set up LoRaWAN gateways at the two pumping stations, which already had power and a cellular link.",
      "We built the data pipeline on open-source ChirpStack and TimescaleDB, so the Trust pays only for modest hosting and is not tied to any vendor.",
      "We designed the Grafana dashboard with the committees over three rounds of testing, and added text-message alerts for night-time flow and sudden pressure drops.",
      "We added a dry-season demand forecast and trained two volunteers from each committee to read the dashboard, replace sensors and respond to alerts.",
      "We handed over the system with printed field guides and open documentation, and we check in with the Trust every quarter.",
    ],
    results: [
      { value: "12", label: "communities served by the water system" },
      { value: "40%", label: "less water lost" },
      { value: "250k", label: "people reached" },
      { value: "Pro bono", label: "designed and built through NGO Lab" },
    ],
    testimonial: {
      quote:
        "Before the sensors, we found leaks when a tank ran dry. Now the committee gets a message the same night, and we know which stretch of pipe to walk in the morning.",
      author: "Ana Lucía Torres",
      title: "Program Director",
    },
    relatedCases: ["delivery-fleet-tracking", "fraud-detection-digital-bank"],
  },
  {
    id: "delivery-fleet-tracking",
    title: "Real-time tracking for a 15,000-vehicle delivery fleet",
    client: "TransitCore Logistics",
    industry: "Retail & E-commerce",
    industryId: "retail-ecommerce",
    serviceId: "stream-house",
    category: "Stream House",
    gradient: "sky-indigo",
    description:
      "A streaming platform on Apache Kafka and Flink that tracks TransitCore's last-mile fleet as it moves and gives retail customers arrival times they can rely on.",
    summary:
      "TransitCore Logistics runs last-mile delivery for retail and e-commerce brands with a fleet of 15,000 vehicles. We built a real-time streaming platform that turns GPS, telematics and scan events into live positions, arrival estimates and late-delivery alerts for dispatchers and the retailers they serve.",
    challenge:
      'TransitCore\'s tracking ran on batch jobs that refreshed vehicle positions every fifteen minutes, so dispatchers learned about delays after customers did. Retail clients wanted accurate arrival windows, and "where is my order?" contacts were a growing share of their support volume. Fuel costs were rising, and routes could not be adjusted during the day because nobody had a current picture of the fleet.',
    solution:
      "We built an event platform on Apache Kafka that ingests GPS pings, telematics and driver scan events from every vehicle, and Apache Flink jobs that clean the signals, match them to the road network and keep live state for each vehicle and parcel. From that state the platform computes arrival estimates, flags stops at risk of running late and suggests reassignments to dispatchers. Retailers receive tracking updates through a webhook API, and operations teams watch the fleet on Grafana dashboards backed by ClickHouse.",
    impact:
      'Tracking is now 98.7% accurate across 15,000 vehicles, and late deliveries are down 35% because dispatchers act on delays while they can still be fixed. Fuel spend fell 28% as routes are rebalanced during the day and long idling is flagged. Retail customers report 42% fewer "where is my order?" contacts now that shoppers see an arrival time they can trust.',
    date: "January 2025",
    publishedAt: "2025-01-21",
    duration: "8 months",
    author: { name: "Arjun Mehta", role: "Principal Data Engineer" },
    metrics: [
      "98.7% tracking accuracy across 15,000 vehicles",
      "35% fewer late deliveries",
      "28% lower fuel spend",
      '42% fewer "where is my order?" contacts',
    ],
    technologies: [
      "Apache Kafka",
      "Apache Flink",
      "Debezium",
      "ClickHouse",
      "Kubernetes",
      "Grafana",
      "OSRM",
    ],
    tags: [
      "Real-time streaming",
      "Fleet tracking",
      "Last-mile logistics",
      "Event-driven architecture",
    ],
    implementation: [
      "We compared the existing tracking with delivery scan records for a month to set the baseline for accuracy, late deliveries and fuel use.",
      "We deployed Apache Kafka on Kubernetes to ingest GPS, telematics and scan events from every vehicle, with Debezium streaming order changes from the dispatch database.",
      "We wrote Apache Flink jobs that filter noisy GPS readings, match positions to the road network with OSRM and keep exactly-once state for each vehicle and parcel.",
      "We built arrival estimates and late-stop alerts on that state, and tested them against a month of replayed events before any dispatcher relied on them.",
      "We rolled the platform out depot by depot over ten weeks, alongside a webhook API that lets retail customers pass live arrival times on to their shoppers.",
      "We handed over capacity plans, on-call runbooks and Grafana dashboards, and trained TransitCore's platform team to operate the system.",
    ],
    results: [
      { value: "98.7%", label: "tracking accuracy across 15,000 vehicles" },
      { value: "35%", label: "fewer late deliveries" },
      { value: "28%", label: "lower fuel spend" },
      { value: "42%", label: 'fewer "where is my order?" contacts' },
    ],
    testimonial: {
      quote:
        "For the first time, our dispatchers see a late delivery coming instead of hearing about it from a customer. Our retail clients noticed the difference within a month.",
      author: "David Chen",
      title: "Chief Operating Officer",
    },
    relatedCases: ["fraud-detection-digital-bank", "clean-water-monitoring"],
  },
];

export const allCaseStudies: readonly CaseStudy[] = z.array(caseStudySchema).parse(caseStudies);
