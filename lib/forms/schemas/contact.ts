import { inquiryValues } from "@/lib/forms/options";
import * as z from "@/lib/forms/schemas/zod";

/** The contact form. Required as in the spec: name, email, subject, message and consent. */
export const contactSchema = z.object({
  inquiryType: z.enum(inquiryValues),
  fullName: z.string().check(z.trim(), z.minLength(1, z.message("forms.error.fullName"))),
  email: z.pipe(z.string().check(z.trim()), z.email(z.message("forms.error.emailCompany"))),
  phone: z.optional(z.string().check(z.trim())),
  company: z.optional(z.string().check(z.trim())),
  subject: z.string().check(z.trim(), z.minLength(1, z.message("forms.error.subject"))),
  message: z.string().check(z.trim(), z.minLength(1, z.message("forms.error.message"))),
  consent: z.literal(true, z.message("forms.error.consent")),
});

export type ContactValues = z.input<typeof contactSchema>;
