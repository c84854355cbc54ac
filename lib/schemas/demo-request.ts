import * as z from "@/lib/schemas/zod";

/** The demo-request form, with exactly the spec's four messages. */
export const demoRequestSchema = z.object({
  name: z.string().check(z.trim(), z.minLength(2, "Name must be at least 2 characters.")),
  email: z.pipe(z.string().check(z.trim()), z.email("Please enter a valid email.")),
  company: z.string().check(z.trim(), z.minLength(1, "Company name is required.")),
  phone: z.optional(z.string().check(z.trim())),
  requirements: z
    .string()
    .check(z.trim(), z.minLength(10, "Please provide more details about your requirements.")),
});

export type DemoRequestValues = z.infer<typeof demoRequestSchema>;

export const emptyDemoRequest: DemoRequestValues = {
  name: "",
  email: "",
  company: "",
  phone: "",
  requirements: "",
};
