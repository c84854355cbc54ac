import type { ContactValues } from "@/lib/schemas/contact";
import type { JobApplicationValues } from "@/lib/schemas/job-application";
import type { NgoApplicationValues } from "@/lib/schemas/ngo-application";

// What the page forms need to render: options, empty values and the native constraints. Kept
// apart from the zod schemas, which load only when a visitor starts on a form.

export const inquiryTypes = [
  { value: "general", label: "General Inquiry" },
  { value: "services", label: "Services Information" },
  { value: "ngo", label: "NGO Lab Application" },
  { value: "careers", label: "Careers & Recruitment" },
  { value: "partnership", label: "Partnership Opportunity" },
] as const;

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

export const ngoInterestAreas = [
  "Predictive analytics",
  "Data visualization",
  "Process automation",
  "Resource optimization",
] as const;

export const emptyNgoApplication: NgoApplicationValues = {
  organization: "",
  website: "",
  contactPerson: "",
  email: "",
  mission: "",
  challenge: "",
  interests: [],
};

export const ngoSuccessMessage =
  "Application submitted successfully! We will review your application and get back to you soon.";

export const nameMinLength = 2;
export const coverNoteMinLength = 50;
/**
 * One or more full web addresses separated by spaces or commas. The same pattern is the field's
 * native `pattern` (which browsers compile with the `v` flag), so it stays valid in both modes.
 */
export const linksPattern = String.raw`[\s,]*https?://[^\s,]+\.[^\s,]+(?:[\s,]+https?://[^\s,]+\.[^\s,]+)*[\s,]*`;

export const emptyJobApplication: JobApplicationValues = {
  name: "",
  email: "",
  links: "",
  coverNote: "",
};
