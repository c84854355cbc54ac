import * as z from "@/lib/forms/schemas/zod";

export const resourceAccessSchema = z.object({
  name: z.string().check(z.trim(), z.minLength(1, z.message("forms.error.name"))),
  email: z.pipe(z.string().check(z.trim()), z.email(z.message("forms.error.workEmail"))),
});

export type ResourceAccessValues = z.infer<typeof resourceAccessSchema>;
export const emptyResourceAccess: ResourceAccessValues = { name: "", email: "" };
