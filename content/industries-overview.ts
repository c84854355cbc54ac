/** Copy of the industries listing. */
export const industriesOverview = {
  eyebrow: "Industries",
  title: "AI engineering for the sectors where mistakes are expensive",
  description:
    "Aerospace, agritech, banking, energy, government, HR, healthcare, retail and startups: AI and data work shaped by each sector's rules, risks and numbers.",
  lead: "Nine sectors, each with its own regulators, data and definition of success. We bring the patterns that transfer and respect the constraints that don't.",
  closing: {
    title: "Don't see your industry?",
    lead: "The methods travel well. Tell us about your data and your constraints, and we'll send a proposal that shows how we would approach your problem.",
  },
} as const;
