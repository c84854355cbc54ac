import type { MessageKey } from "@/lib/i18n";
import type { ContactValues } from "@/lib/forms/schemas/contact";
import type { JobApplicationValues } from "@/lib/forms/schemas/job-application";
import type { NgoApplicationValues } from "@/lib/forms/schemas/ngo-application";
import { inquiryValues, type InquiryValue, type NgoInterestArea } from "@/lib/forms/options";

// What the page forms need to render: option labels, empty values and the native constraints.
// Kept apart from the zod schemas, which load only when a visitor starts on a form; the values
// and limits both use live in lib/forms/options.ts. Labels are catalogue keys.

const inquiryLabels: Record<InquiryValue, MessageKey> = {
  general: "forms.contact.inquiry.general",
  services: "forms.contact.inquiry.services",
  ngo: "forms.contact.inquiry.ngo",
  careers: "forms.contact.inquiry.careers",
  partnership: "forms.contact.inquiry.partnership",
};

export const inquiryTypes = inquiryValues.map((value) => ({
  value,
  labelKey: inquiryLabels[value],
}));

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

export const ngoInterestLabels: Record<NgoInterestArea, MessageKey> = {
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

export const emptyJobApplication: JobApplicationValues = {
  name: "",
  email: "",
  links: "",
  coverNote: "",
};
