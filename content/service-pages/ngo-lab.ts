import { ngoLabPageSchema } from "@/content/service-pages/schema";

export const ngoLabPage = ngoLabPageSchema.parse({
  hero: {
    badge: "Pro Bono Program",
    title: "NGO Lab: technology for organizations doing the work",
    highlight: "doing the work",
    lead: "NGO Lab is our free development program for nonprofits. Each quarter we select organizations and build data, machine learning and software systems with them at no cost, so more of their resources go to the people they serve.",
  },
  steps: {
    intro: {
      eyebrow: "Process",
      title: "How NGO Lab Works",
      lead: "Three stages take a project from first conversation to a working system your team owns and can run without us.",
    },
    items: [
      {
        icon: "file-text",
        title: "Application",
        description:
          "Tell us about your mission, the problem you want to solve and the data you have. We review every application and reply to each one.",
      },
      {
        icon: "handshake",
        title: "Collaboration",
        description:
          "Selected organizations work with a dedicated team of our engineers and designers to scope the project, agree on goals and plan delivery.",
      },
      {
        icon: "rocket",
        title: "Implementation",
        description:
          "We build, test and deploy the solution alongside your staff, then train them to operate it and support the handover for three months.",
      },
    ],
  },
  stories: {
    intro: {
      eyebrow: "Impact",
      title: "What we have built together",
      lead: "Two recent NGO Lab projects, and the difference they have made for the communities behind the numbers.",
    },
    items: [
      {
        id: "water-resource-management",
        title: "Water Resource Management",
        organization: "Clearwater Community Trust",
        description:
          "We built a forecasting and sensor-monitoring system that helps rural water committees detect leaks and plan pumping around seasonal demand.",
        stats: [
          { value: "12", label: "communities served" },
          { value: "40%", label: "water saved" },
          { value: "250k", label: "people reached" },
        ],
      },
      {
        id: "medical-supply-chain",
        title: "Medical Supply Chain",
        organization: "MedReach Health Alliance",
        description:
          "We built a demand forecasting and route-planning tool that gets essential medicines to remote clinics before stocks run out.",
        stats: [
          { value: "50%", label: "faster delivery" },
          { value: "27", label: "regions" },
          { value: "35%", label: "cost reduction" },
        ],
      },
    ],
  },
  apply: {
    intro: {
      eyebrow: "Apply",
      title: "Apply to NGO Lab",
      lead: "Applications are open to registered nonprofits of any size, anywhere in the world. There is no fee, and no prior technical experience is required.",
    },
    rule: "We select organizations quarterly for pro bono work. Each application is judged on its potential impact, the organization's need and the technical feasibility of the project.",
    criteria: [
      {
        icon: "target",
        title: "Potential Impact",
        description:
          "How many people the project could help, how deeply, and how well the results can be measured over time.",
      },
      {
        icon: "hand-heart",
        title: "Organizational Need",
        description:
          "Whether the organization lacks the budget or in-house expertise to build the solution on its own.",
      },
      {
        icon: "wrench",
        title: "Technical Feasibility",
        description:
          "Whether the data, infrastructure and timeline allow us to deliver a working system your team can sustain.",
      },
    ],
    nextReview: "2025-06-01",
  },
  partners: {
    intro: {
      eyebrow: "Partners",
      title: "Organizations we have worked with",
      lead: "NGO Lab partners range from community groups to international networks. Each brought deep knowledge of its field; we brought the engineering.",
    },
    items: [
      { icon: "droplets", name: "Clearwater Community Trust", focus: "Clean water access" },
      { icon: "pill", name: "MedReach Health Alliance", focus: "Medical supply distribution" },
      {
        icon: "graduation-cap",
        name: "Open Slate Learning Trust",
        focus: "Literacy and education",
      },
      { icon: "sprout", name: "Greenfield Growers Cooperative", focus: "Smallholder agriculture" },
      { icon: "life-buoy", name: "Harbor Relief Network", focus: "Disaster response" },
      { icon: "trees", name: "Canopy Restoration Fund", focus: "Reforestation and biodiversity" },
    ],
  },
  closing: {
    title: "Bring us the problem you want to solve",
    lead: "Apply to the next NGO Lab cohort, or schedule a call to talk through your idea with our team before you submit an application.",
  },
});
