import { contactSchema } from "@/lib/forms/schemas/contact";
import { demoRequestSchema } from "@/lib/forms/schemas/demo-request";
import { guestPostSchema } from "@/lib/forms/schemas/guest-post";
import { jobApplicationSchema } from "@/lib/forms/schemas/job-application";
import { newsletterSchema } from "@/lib/forms/schemas/newsletter";
import { ngoApplicationSchema } from "@/lib/forms/schemas/ngo-application";
import { resourceAccessSchema } from "@/lib/forms/schemas/resource-access";
import * as z from "@/lib/forms/schemas/zod";

type FormEntry = {
  name: string;
  /** Every field the endpoint receives: the schema's, then those sent beside them. */
  fields: string[];
  /** In the pages' static HTML; the others open in dialogs or load on submit. */
  inPageHtml: boolean;
  /** The form's own schema with the fields sent beside it: what a receiver validates. */
  schema: z.ZodMiniObject;
};

// What the site sends beside a form's own fields (which job, which service, which resource).
const label = z.string().check(z.trim(), z.maxLength(300));

const entry = (
  name: string,
  schema: z.ZodMiniObject,
  inPageHtml: boolean,
  extra: Record<string, z.ZodMiniType> = {},
): FormEntry => ({
  name,
  fields: [...Object.keys(schema.shape), ...Object.keys(extra)],
  inPageHtml,
  schema: z.extend(schema, extra),
});

/** Every form the site sends, by the name the endpoint sees. The lead receiver uses it too. */
export const siteForms: FormEntry[] = [
  entry("contact", contactSchema, true),
  entry("ngo-application", ngoApplicationSchema, true),
  entry("job-application", jobApplicationSchema, true, { jobId: label, jobTitle: label }),
  entry("demo-request", demoRequestSchema, false, { service: z.nullable(label) }),
  entry("guest-post", guestPostSchema, false),
  entry("resource-access", resourceAccessSchema, false, { resource: label, action: label }),
  entry("newsletter", newsletterSchema, false),
];

export const siteForm = (name: string) => siteForms.find((form) => form.name === name);
