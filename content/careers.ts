import { careersPageSchema } from "@/content/library-schema";

export const careersPage = careersPageSchema.parse({
  hero: {
    title: "Build AI that people can rely on",
    lead: "We are a team of engineers, scientists, designers, and strategists in San Francisco, New York, London, and Singapore. We build systems that work in the real world, and we look after the people who build them.",
  },
  whyJoin: {
    title: "Why Tessellate AI",
    paragraphs: [
      "Our work spans agentic AI, machine learning, data platforms, industrial control, and real-time streaming. You will see how many kinds of organizations run, and you will ship things that stay in production long after the project ends.",
      "We keep teams small and senior, write things down, and give everyone time for pro bono work through NGO Lab. Careers here grow through ownership and mentorship, not through long hours.",
    ],
  },
  values: [
    {
      icon: "target",
      title: "Measure what matters",
      description:
        "We agree on what success looks like before we build, and we report results honestly, including the ones that disappoint.",
    },
    {
      icon: "shield-check",
      title: "Responsible by default",
      description:
        "Privacy, fairness, and safety reviews are part of every project plan, not a step we add at the end.",
    },
    {
      icon: "handshake",
      title: "Leave clients stronger",
      description:
        "We document, teach, and pair so that client teams can run and extend what we build without us.",
    },
    {
      icon: "file-text",
      title: "Write it down",
      description:
        "Clear design documents and decision logs let us work across time zones and keep everyone informed.",
    },
    {
      icon: "users",
      title: "Small, senior teams",
      description:
        "Each project is staffed with a few experienced people who own outcomes from discovery through hand-off.",
    },
    {
      icon: "hand-heart",
      title: "Give back",
      description:
        "Through NGO Lab, we put our best skills to work for nonprofits that could never hire a consultancy.",
    },
  ],
  benefits: [
    {
      icon: "graduation-cap",
      title: "Learning budget",
      description:
        "A learning budget of $5,000 annually for courses, conferences, books, and certifications, plus paid time to use it.",
    },
    {
      icon: "heart-pulse",
      title: "Health coverage",
      description:
        "Comprehensive medical, dental, and vision coverage for you and your dependents, with premiums fully paid for employees.",
    },
    {
      icon: "globe",
      title: "Flexible and remote work",
      description:
        "Work from one of our offices, from home, or a mix of both, with core collaboration hours set by each team.",
    },
    {
      icon: "calendar",
      title: "Parental leave",
      description:
        "Sixteen weeks of fully paid parental leave for every new parent, plus a phased return to work.",
    },
    {
      icon: "hand-heart",
      title: "Pro bono time in NGO Lab",
      description:
        "Spend up to 10 percent of your working hours on NGO Lab projects for nonprofit partners, fully counted as core work.",
    },
    {
      icon: "laptop",
      title: "Equipment and home office",
      description:
        "A new laptop of your choice and a one-time $1,500 stipend to set up a comfortable, ergonomic home office.",
    },
  ],
  testimonials: [
    {
      quote:
        "In my first year I led an agent evaluation project for a hospital network and spent Fridays helping a food bank clean up its donor data. Both felt like real engineering.",
      name: "Rafaela Iwasaki",
      title: "Senior ML Engineer, San Francisco",
    },
    {
      quote:
        "People here write things down and actually read them. Working between London and New York never feels like I am missing the real conversation.",
      name: "Callum Adeyemi-Hart",
      title: "Product Designer, London",
    },
    {
      quote:
        "I joined to work on streaming systems at a scale I had only read about. I stayed because senior engineers make time to teach, every single week.",
      name: "Noor Valdivia",
      title: "Data Engineer, Stream House, New York",
    },
  ],
});
