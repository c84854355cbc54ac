import * as z from "@/lib/schemas/zod";

/** Messages are i18n keys: the newsletter box is site chrome and speaks the visitor's language. */
export const newsletterSchema = z.object({
  email: z.pipe(
    z.string().check(z.trim(), z.minLength(1, "newsletter.emailRequired")),
    z.email("newsletter.emailInvalid"),
  ),
});

export type NewsletterValues = z.infer<typeof newsletterSchema>;
