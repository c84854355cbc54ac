import * as z from "@/lib/forms/schemas/zod";

export const newsletterSchema = z.object({
  email: z.pipe(
    z.string().check(z.trim(), z.minLength(1, z.message("newsletter.emailRequired"))),
    z.email(z.message("newsletter.emailInvalid")),
  ),
});

export type NewsletterValues = z.infer<typeof newsletterSchema>;
