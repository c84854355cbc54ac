import { contactSchema } from "@/lib/schemas/contact";
import { demoRequestSchema } from "@/lib/schemas/demo-request";
import { guestPostSchema } from "@/lib/schemas/guest-post";
import { jobApplicationSchema } from "@/lib/schemas/job-application";
import { newsletterSchema } from "@/lib/schemas/newsletter";
import { ngoApplicationSchema } from "@/lib/schemas/ngo-application";
import { resourceAccessSchema } from "@/lib/schemas/resource-access";

type FormEntry = {
  name: string;
  /** Every field the endpoint receives: the schema's, then those sent beside them. */
  fields: string[];
  /** In the pages' static HTML; the others open in dialogs or load on submit. */
  inPageHtml: boolean;
};

const entry = (
  name: string,
  schema: { shape: object },
  inPageHtml: boolean,
  extra: string[] = [],
): FormEntry => ({ name, fields: [...Object.keys(schema.shape), ...extra], inPageHtml });

/** Every form the site sends, by the name the endpoint sees. */
export const siteForms: FormEntry[] = [
  entry("contact", contactSchema, true),
  entry("ngo-application", ngoApplicationSchema, true),
  entry("job-application", jobApplicationSchema, true, ["jobId", "jobTitle"]),
  entry("demo-request", demoRequestSchema, false, ["service"]),
  entry("guest-post", guestPostSchema, false),
  entry("resource-access", resourceAccessSchema, false, ["resource", "action"]),
  entry("newsletter", newsletterSchema, false),
];
