/** Copy of the services overview page that is not derived from the services themselves. */
export const servicesOverview = {
  title: "Our Services",
  subtitle: "Comprehensive AI solutions crafted for your unique challenges",
  lead: "Six practices, one engineering standard. Start with the one that matches your problem — most engagements end up drawing on two or three.",
  socialImpact: {
    eyebrow: "Social impact",
    title: "The same senior team, for organizations that can't pay for it",
    lead: "Through the NGO Lab we give part of every quarter to nonprofits: water systems, medical supply routes, conservation tools. No invoice, no junior hand-off, full hand-over at the end.",
    quote:
      "We measure ourselves by what our software changes in the world. For our clients that is margin and time. For the nonprofits we build with, it is clean water and medicine arriving on time — and we hold that work to exactly the same standard.",
    author: "Maya Okafor",
    role: "Chief Executive Officer, Tessellate AI",
  },
  careers: {
    eyebrow: "Careers",
    title: "Build systems that matter, with people who care how they're built",
    lead: "We hire engineers, data scientists and designers who like hard problems and honest feedback.",
    points: [
      {
        icon: "rocket",
        title: "Challenging Projects",
        description:
          "Production AI for banks, hospitals, factories and nonprofits — never a slide deck.",
      },
      {
        icon: "users",
        title: "Inclusive Culture",
        description:
          "Teams from twenty countries, written decisions, and room for every voice in a review.",
      },
      {
        icon: "graduation-cap",
        title: "Continuous Growth",
        description:
          "A $5,000 annual learning budget, conference time and mentoring from principal engineers.",
      },
    ],
  },
} as const;
