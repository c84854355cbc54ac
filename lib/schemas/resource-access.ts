import * as z from "@/lib/schemas/zod";

export const resourceAccessSchema = z.object({
  name: z.string().check(z.trim(), z.minLength(1, "Enter your name.")),
  email: z.pipe(z.string().check(z.trim()), z.email("Enter a valid work email address.")),
});

export type ResourceAccessValues = z.infer<typeof resourceAccessSchema>;
export const emptyResourceAccess: ResourceAccessValues = { name: "", email: "" };
