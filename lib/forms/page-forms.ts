import type { MessageKey } from "@/lib/i18n";
import type { ContactValues } from "@/lib/schemas/contact";
import type { JobApplicationValues } from "@/lib/schemas/job-application";
import type { NgoApplicationValues } from "@/lib/schemas/ngo-application";

// What the page forms need to render: options, empty values and the native constraints. Kept
// apart from the zod schemas, which load only when a visitor starts on a form. Values are what
// the endpoint receives, the same in every language; labels are catalogue keys.

export const inquiryTypes = [
  { value: "general", labelKey: "forms.contact.inquiry.general" },
  { value: "services", labelKey: "forms.contact.inquiry.services" },
  { value: "ngo", labelKey: "forms.contact.inquiry.ngo" },
  { value: "careers", labelKey: "forms.contact.inquiry.careers" },
  { value: "partnership", labelKey: "forms.contact.inquiry.partnership" },
] as const satisfies readonly { value: string; labelKey: MessageKey }[];

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

export const ngoInterestAreas = [
  "Predictive analytics",
  "Data visualization",
  "Process automation",
  "Resource optimization",
] as const;

export const ngoInterestLabels: Record<(typeof ngoInterestAreas)[number], MessageKey> = {
  "Predictive analytics": "forms.ngo.interest.predictiveAnalytics",
  "Data visualization": "forms.ngo.interest.dataVisualization",
  "Process automation": "forms.ngo.interest.processAutomation",
  "Resource optimization": "forms.ngo.interest.resourceOptimization",
};

export const emptyNgoApplication: NgoApplicationValues = {
  organization: "",
  website: "",
  contactPerson: "",
  email: "",
  mission: "",
  challenge: "",
  interests: [],
};

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
