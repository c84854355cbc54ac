import { inquiryTypes } from "@/lib/forms/page-forms";
import * as z from "@/lib/schemas/zod";

const inquiryValues = inquiryTypes.map((type) => type.value) as [
  (typeof inquiryTypes)[number]["value"],
  ...(typeof inquiryTypes)[number]["value"][],
];

/** The contact form. Required as in the spec: name, email, subject, message and consent. */
export const contactSchema = z.object({
  inquiryType: z.enum(inquiryValues),
  fullName: z.string().check(z.trim(), z.minLength(1, "Enter your full name.")),
  email: z.pipe(
    z.string().check(z.trim()),
    z.email("Enter a valid email address, like name@company.com."),
  ),
  phone: z.optional(z.string().check(z.trim())),
  company: z.optional(z.string().check(z.trim())),
  subject: z.string().check(z.trim(), z.minLength(1, "Enter a subject.")),
  message: z.string().check(z.trim(), z.minLength(1, "Enter your message.")),
  consent: z.literal(true, "Please agree to the privacy policy so we can answer you."),
});

export type ContactValues = z.input<typeof contactSchema>;
