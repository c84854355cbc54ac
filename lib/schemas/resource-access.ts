import { z } from "@/lib/schemas/zod";

export const resourceAccessSchema = z.object({
  name: z.string().trim().min(1, "Enter your name."),
  email: z.string().trim().pipe(z.email("Enter a valid work email address.")),
});

export type ResourceAccessValues = z.infer<typeof resourceAccessSchema>;
export const emptyResourceAccess: ResourceAccessValues = { name: "", email: "" };
