import * as z from "@/lib/schemas/zod";

export const inquiryTypes = [
  { value: "general", label: "General Inquiry" },
  { value: "services", label: "Services Information" },
  { value: "ngo", label: "NGO Lab Application" },
  { value: "careers", label: "Careers & Recruitment" },
  { value: "partnership", label: "Partnership Opportunity" },
] as const;

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

export const emptyContact: ContactValues = {
  inquiryType: "general",
  fullName: "",
  email: "",
  phone: "",
  company: "",
  subject: "",
  message: "",
  consent: false as unknown as true,
};

export const contactSuccessText =
  "Thank you for reaching out. A member of our team will get back to you within 24 hours.";
