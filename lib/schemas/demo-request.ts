import { z } from "@/lib/schemas/zod";

/** The demo-request form, with exactly the spec's four messages. */
export const demoRequestSchema = z.object({
  name: z.string().trim().min(2, "Name must be at least 2 characters."),
  email: z.string().trim().pipe(z.email("Please enter a valid email.")),
  company: z.string().trim().min(1, "Company name is required."),
  phone: z.string().trim().optional(),
  requirements: z.string().trim().min(10, "Please provide more details about your requirements."),
});

export type DemoRequestValues = z.infer<typeof demoRequestSchema>;

export const emptyDemoRequest: DemoRequestValues = {
  name: "",
  email: "",
  company: "",
  phone: "",
  requirements: "",
};
