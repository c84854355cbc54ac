/** Copy of the home page sections that are not derived from other content modules. */
export const homeHero = {
  eyebrow: "AI engineering · Pro bono for nonprofits",
  titleStart: "AI that works",
  titleHighlight: "in production",
  titleEnd: "— and for the world",
  lead: "We design, build and run agentic AI, machine learning and real-time data systems for teams that need results they can measure. And every quarter we build for nonprofits, free.",
  stats: [
    { value: "87%", label: "fewer fraudulent transactions for a digital bank" },
    { value: "31%", label: "fewer hospital readmissions with a risk model" },
    { value: "12", label: "communities served by a pro bono water system" },
  ],
};

export const homeSections = {
  whoWeAre: {
    id: "who-we-are",
    eyebrow: "Who we are",
    title: "Senior engineers who measure what they ship",
    lead: "Tessellate AI is a team of ML engineers, data architects and product builders. We take AI from a promising pilot to a system your people rely on — and we tell you plainly when AI is not the answer.",
  },
  expertise: {
    id: "expertise",
    eyebrow: "Our expertise",
    title: "Six practices, one engineering standard",
    lead: "From autonomous agents to the pipelines that feed them, each practice is led by people who have run these systems in production.",
  },
  featuredWork: {
    id: "featured-work",
    eyebrow: "Featured work",
    title: "Results our clients can point to",
    lead: "A few recent projects, measured the way our clients measure them.",
  },
  process: {
    id: "how-we-work",
    eyebrow: "How we work",
    title: "From first question to lasting impact",
    lead: "Four stages, short feedback loops and a working system at the end of each one — never a slide deck in place of software.",
  },
  innovationHub: {
    id: "innovation-hub",
    eyebrow: "Innovation hub",
    title: "Ideas we are putting to work",
    lead: "Field notes, white papers and technical guides from the team building these systems every day.",
  },
  ngoLab: {
    id: "ngo-lab",
    eyebrow: "NGO Product Lab",
    title: "Pro bono engineering for organizations that change lives",
    lead: "Every quarter we select nonprofits and build them the data and AI tools they could never budget for — free, from discovery to hand-over.",
  },
} as const;

export const values = [
  {
    icon: "lightbulb",
    title: "Innovation",
    description:
      "We bring the newest methods — agents, streaming, modern MLOps — only where they beat the simpler option, and we prove it with a working prototype first.",
  },
  {
    icon: "eye",
    title: "Transparency",
    description:
      "Clear scopes, honest estimates and models you can inspect. You see the metrics, the trade-offs and the code, and you own all of it.",
  },
  {
    icon: "heart-handshake",
    title: "Social Impact",
    description:
      "Part of our capacity goes to nonprofits through the NGO Lab, pro bono. The same senior team, the same standard, no invoice.",
  },
] as const;

export const featuredWork = [
  {
    id: "fraud-detection",
    title: "Real-time fraud detection for a digital bank",
    category: "Machine Learning",
    industry: "Banking & Fintech",
    figure: "87%",
    figureLabel: "fewer fraudulent transactions",
    description:
      "A streaming risk model that scores every card payment in milliseconds and explains each decision to the analysts who review it.",
    gradient: "blue-cyan",
  },
  {
    id: "readmission-predictor",
    title: "Patient readmission predictor",
    category: "Machine Learning",
    industry: "Medical & Pharmaceuticals",
    figure: "31%",
    figureLabel: "fewer readmissions",
    description:
      "A risk score at discharge that tells care teams which patients need a follow-up call, built on de-identified records under HIPAA controls.",
    gradient: "sky-indigo",
  },
  {
    id: "wildlife-protection",
    title: "Wildlife protection AI",
    category: "NGO Lab",
    industry: "Conservation",
    figure: "Pro bono",
    figureLabel: "built through the NGO Lab",
    description:
      "Acoustic sensors and computer vision that alert rangers to likely poaching activity, so a small team can patrol where it matters.",
    gradient: "emerald-lime",
  },
] as const;

export const processSteps = [
  {
    title: "Discover",
    description:
      "We learn your goals, data and constraints, and agree on the number that defines success.",
    details: ["Stakeholder interviews", "Data and systems audit", "Success metric and baseline"],
  },
  {
    title: "Design",
    description:
      "We shape the architecture and prove the riskiest part first with a working prototype.",
    details: ["Solution architecture", "Prototype on real data", "Risk, privacy and cost review"],
  },
  {
    title: "Deploy",
    description: "We build for production from day one: tested, monitored, secured and integrated.",
    details: ["Iterative releases", "CI/CD and MLOps", "Monitoring and alerting"],
  },
  {
    title: "Deliver Impact",
    description:
      "We measure against the baseline, tune what we learn and hand over a system your team owns.",
    details: [
      "Impact report against baseline",
      "Team training and runbooks",
      "Ongoing support options",
    ],
  },
] as const;

/** Innovation Hub teasers: each points at an article by slug. */
export const hubTeasers = [
  { slug: "future-of-agentic-ai", type: "Article" },
  { slug: "building-ethical-data-infrastructures", type: "White Paper" },
  { slug: "stream-processing-at-scale", type: "Technical Guide" },
] as const;

export const ngoProjects = [
  {
    name: "Clean Water Monitor",
    organization: "Clearwater Community Trust",
    impact:
      "A sensor network and dashboard for a water system serving 12 communities, with 40% less water lost.",
    icon: "droplets",
  },
  {
    name: "Medical Supply Router",
    organization: "MedReach Health Alliance",
    impact:
      "Route planning that delivers medical supplies 50% faster across 27 regions at 35% lower cost.",
    icon: "truck",
  },
  {
    name: "Wildlife Watch",
    organization: "Savanna Guardians Conservancy",
    impact:
      "Real-time alerts from acoustic sensors that help rangers respond to threats before animals are harmed.",
    icon: "trees",
  },
] as const;

export const closingCta = {
  title: "Ready to put AI to work?",
  lead: "Tell us what you want to change. In a 30-minute discovery call we will tell you honestly whether AI can get you there, and what it would take.",
} as const;
