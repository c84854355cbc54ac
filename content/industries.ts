import { z } from "zod";
import { gradientIds } from "@/lib/gradients";

export const industrySchema = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/),
  name: z.string().min(3),
  description: z.string().min(40),
  gradient: z.enum(gradientIds),
});

export type Industry = z.infer<typeof industrySchema>;

const industries: Industry[] = [
  {
    id: "aerospace-defense",
    name: "Aerospace & Defense",
    description:
      "Predictive maintenance for fleets, supply-chain risk models and secure, auditable AI for mission-critical programs.",
    gradient: "sky-indigo",
  },
  {
    id: "climate-agritech",
    name: "Climate & Agritech",
    description:
      "Yield forecasting, precision irrigation and emissions tracking that help growers and climate teams act on field and satellite data.",
    gradient: "emerald-lime",
  },
  {
    id: "banking-fintech",
    name: "Banking & Fintech",
    description:
      "Real-time fraud detection, credit risk models and compliant AI assistants for banks, lenders and payment platforms.",
    gradient: "blue-cyan",
  },
  {
    id: "energy",
    name: "Energy",
    description:
      "Grid load forecasting, asset health monitoring and streaming analytics for utilities and renewable operators.",
    gradient: "amber-orange",
  },
  {
    id: "government",
    name: "Government",
    description:
      "Citizen-service agents, case-processing automation and transparent, accountable models for public agencies.",
    gradient: "teal-emerald",
  },
  {
    id: "human-resources",
    name: "Human Resources",
    description:
      "Fair, explainable talent matching, attrition forecasting and HR copilots that give people teams their time back.",
    gradient: "violet-fuchsia",
  },
  {
    id: "medical-pharmaceuticals",
    name: "Medical & Pharmaceuticals",
    description:
      "Readmission risk prediction, trial-site selection and HIPAA-ready data platforms for providers and life-science teams.",
    gradient: "blue-cyan",
  },
  {
    id: "retail-ecommerce",
    name: "Retail & E-commerce",
    description:
      "Personalization, demand forecasting and shopping assistants that lift conversion while keeping inventory lean.",
    gradient: "teal-emerald",
  },
  {
    id: "startups",
    name: "Startups",
    description:
      "From prototype to production: AI product strategy, MVP builds and scalable data foundations for founders moving fast.",
    gradient: "violet-fuchsia",
  },
];

export const allIndustries: readonly Industry[] = z.array(industrySchema).parse(industries);
