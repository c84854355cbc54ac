import { z } from "@/lib/schemas/zod";

/** Messages are i18n keys: the newsletter box is site chrome and speaks the visitor's language. */
export const newsletterSchema = z.object({
  email: z
    .string()
    .trim()
    .min(1, "newsletter.emailRequired")
    .pipe(z.email("newsletter.emailInvalid")),
});

export type NewsletterValues = z.infer<typeof newsletterSchema>;
