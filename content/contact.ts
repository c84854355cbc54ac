import { contactPageSchema } from "@/content/company-schema";

export const contactPage = contactPageSchema.parse({
  hero: {
    title: "Get in Touch",
    lead: "Tell us about the problem you want to solve. A member of our team will reply within one business day, from San Francisco, London or Singapore, whichever is closest to you.",
  },
  meetings: [
    {
      type: "discovery",
      title: "Discovery Call",
      length: "30 minutes",
      description:
        "A 30-minute introduction with a member of our leadership team. We learn your goals and constraints, and tell you honestly whether AI is the right tool and what a first phase could look like.",
      subject: "Discovery call request",
    },
    {
      type: "expert",
      title: "Technical Consultation",
      length: "60 minutes",
      description:
        "A 60-minute technical discussion with a senior engineer from the relevant practice. Bring your architecture, data questions or a stalled pilot, and leave with concrete next steps.",
      subject: "Technical consultation request",
    },
  ],
  faq: [
    {
      question: "Which industries do you work with?",
      answer:
        "We work across nine industries: aerospace & defense, climate & agritech, banking & fintech, energy, government, human resources, medical & pharmaceuticals, retail & e-commerce, and startups. Our methods transfer well between sectors, and each engagement is staffed with engineers who know the regulations and data of your field.",
    },
    {
      question: "How long does implementation take?",
      answer:
        "It depends on scope. A focused proof of concept on real data usually takes four to six weeks. A production system for a single use case typically takes three to four months, and an enterprise platform spanning several teams or data sources runs six to twelve months, delivered in stages so you see working software early.",
    },
    {
      question: "What support do you provide after implementation?",
      answer:
        "Every project ends with documentation, runbooks and training for your team, followed by a stabilization period at no extra cost. After that you can choose an ongoing support plan that covers monitoring, model retraining, incident response and regular performance reviews, or run the system yourself with us on call.",
    },
    {
      question: "How can an NGO apply to the NGO Lab?",
      answer:
        "We select NGO Lab projects every quarter, judging each application on its potential impact, the organization's need and the technical feasibility of the work. To apply, complete the form on the NGO Lab page; we review every submission and reply to each applicant after the quarterly selection.",
    },
  ],
});
