import { z } from "zod";
import { icon, gradient, lengthBetween, name, slug, questions } from "@/lib/content/schemas/shared";

export const serviceSchema = z.object({
  id: slug,
  /** Position in the menus and grids: 1 first. */
  order: z.number().int().positive(),
  title: lengthBetween(2),
  /** What the name stands for, shown beside it where space allows. */
  subtitle: z.string().optional(),
  description: lengthBetween(40),
  icon,
  gradient,
  features: z.array(z.string().min(3)).length(6),
  caseStudy: z.object({ client: name, result: z.string() }),
  questions,
});

export type Service = z.infer<typeof serviceSchema>;
