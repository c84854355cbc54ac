import * as z from "@/lib/forms/schemas/zod";

/** The demo-request form, with exactly the spec's four messages. */
export const demoRequestSchema = z.object({
  name: z.string().check(z.trim(), z.minLength(2, z.message("forms.error.demoName"))),
  email: z.pipe(z.string().check(z.trim()), z.email(z.message("forms.error.demoEmail"))),
  company: z.string().check(z.trim(), z.minLength(1, z.message("forms.error.demoCompany"))),
  phone: z.optional(z.string().check(z.trim())),
  requirements: z
    .string()
    .check(z.trim(), z.minLength(10, z.message("forms.error.demoRequirements"))),
});

export type DemoRequestValues = z.infer<typeof demoRequestSchema>;

export const emptyDemoRequest: DemoRequestValues = {
  name: "",
  email: "",
  company: "",
  phone: "",
  requirements: "",
};
