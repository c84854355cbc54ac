import { clientPortalPageSchema } from "@/content/company-schema";

export const clientPortalPage = clientPortalPageSchema.parse({
  hero: {
    title: "Your project, in one secure place",
    lead: "The Tessellate AI client portal gives your team live project status, model performance, documents and a direct line to our engineers. Access is by invitation for active clients.",
  },
  features: [
    {
      value: "dashboards",
      label: "Dashboards",
      title: "See progress and performance as it happens",
      description:
        "Track milestones, budget and the metrics that define success for your project, alongside live performance of the models and pipelines we run for you.",
      points: [
        "Milestone and budget tracking",
        "Live model accuracy and drift charts",
        "Pipeline health and latency",
        "Exportable monthly impact reports",
      ],
    },
    {
      value: "documents",
      label: "Documents",
      title: "Every deliverable, versioned and searchable",
      description:
        "Statements of work, architecture records, model cards and runbooks are stored in one place, with version history and clear ownership.",
      points: [
        "Versioned architecture and design records",
        "Model cards and evaluation reports",
        "Runbooks and hand-over guides",
        "Full-text search across all files",
      ],
    },
    {
      value: "communication",
      label: "Communication",
      title: "Talk to the people doing the work",
      description:
        "Message your project team directly, review decisions in context and keep a shared record of what was agreed and why.",
      points: [
        "Threaded messages with your project team",
        "Decision log with approvals",
        "Meeting notes and action items",
        "Email digests you control",
      ],
    },
    {
      value: "support",
      label: "Support",
      title: "Help when you need it, tracked until resolved",
      description:
        "Raise a ticket, follow its progress and see the agreed response times for your plan, with urgent issues routed to an on-call engineer.",
      points: [
        "Ticketing with priority levels",
        "Service-level targets shown on every ticket",
        "24/7 on-call routing for urgent issues",
        "Knowledge base for common questions",
      ],
    },
  ],
  security: {
    title: "Security built into the portal",
    lead: "Your portal holds sensitive project data, so we protect it with the same controls we build into client systems, and we review them independently every year.",
    items: [
      {
        icon: "key-round",
        title: "Single sign-on and MFA",
        description:
          "Sign in through your company identity provider with SAML or OIDC, and require multi-factor authentication for every user.",
      },
      {
        icon: "lock",
        title: "Encryption in transit and at rest",
        description:
          "All traffic uses TLS 1.2 or later, and stored data and backups are encrypted with AES-256 under managed keys.",
      },
      {
        icon: "user-check",
        title: "Role-based access",
        description:
          "Permission levels for administrators, contributors and viewers ensure each person sees only the projects and documents they need.",
      },
      {
        icon: "shield-check",
        title: "Audit logs and SOC 2 Type II",
        description:
          "Every sign-in, download and permission change is logged, and our controls are assessed each year in a SOC 2 Type II audit.",
      },
    ],
  },
  testimonials: [
    {
      quote:
        "The portal replaced a dozen status emails a week. Our executives check the dashboard before the steering meeting, so we spend the meeting on decisions instead of updates.",
      name: "Hannah Whitcombe",
      title: "VP of Data",
      company: "Ridgeline Mutual",
    },
    {
      quote:
        "Having the model cards, runbooks and decision log in one place made our regulatory review far easier. The auditors could see exactly what was approved and when.",
      name: "Kwame Asante",
      title: "Head of Clinical Analytics",
      company: "Brightwater Health Partners",
    },
    {
      quote:
        "We raised an urgent ticket on a Sunday night when a data feed broke, and an engineer was on it within minutes. That is the kind of support that builds trust.",
      name: "Lucía Ferrer",
      title: "Director of Operations",
      company: "Verdant Grid Energy",
    },
  ],
  cta: {
    title: "Not a client yet?",
    lead: "Portal access comes with every engagement. Contact us to talk about your project, or schedule a demo to see the portal with sample data.",
  },
  faq: [
    {
      question: "How do I get access to the client portal?",
      answer:
        "Access is by invitation. When an engagement begins, we invite your project sponsor as an administrator, who can then invite colleagues. If you are a client and have not received an invitation, ask your project lead or write to our support team.",
    },
    {
      question: "I forgot my password. How do I recover my account?",
      answer:
        'Use the "Forgot password" link on the sign-in page to receive a reset link by email. If your organization signs in through single sign-on, reset your password with your own identity provider. If you have lost your MFA device, contact support and we will verify your identity before restoring access.',
    },
    {
      question: "Who at my organization can see what?",
      answer:
        "Access is role-based. Administrators manage users and permissions, contributors can view and comment on the projects they are assigned to, and viewers have read-only access. Your administrators decide who holds each role, and every change is recorded in the audit log.",
    },
    {
      question: "Is my data secure?",
      answer:
        "Yes. The portal supports single sign-on and multi-factor authentication, encrypts data in transit and at rest, and logs every access. Our controls are assessed annually in a SOC 2 Type II audit, and we can share the report under a nondisclosure agreement.",
    },
    {
      question: "What are your support hours, and how do I reach support?",
      answer:
        "Urgent matters, such as a production system outage, are handled 24/7 by an on-call engineer. For everything else, our team is available Monday to Friday, 9:00 to 6:00 in your local time. Raise a ticket in the portal or email our support address.",
    },
  ],
});
