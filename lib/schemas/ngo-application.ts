import * as z from "@/lib/schemas/zod";

export const ngoInterestAreas = [
  "Predictive analytics",
  "Data visualization",
  "Process automation",
  "Resource optimization",
] as const;

const optionalText = z.string().check(z.trim());

/** The NGO Lab application. As in the spec nothing is required; website and email must be well formed. */
export const ngoApplicationSchema = z.object({
  organization: optionalText,
  website: z.union([z.literal(""), z.url("Enter the full web address, like https://example.org.")]),
  contactPerson: optionalText,
  email: z.union([z.literal(""), z.email("Enter a valid email address, like name@example.org.")]),
  mission: optionalText,
  challenge: optionalText,
  interests: z.array(z.enum(ngoInterestAreas)),
});

export type NgoApplicationValues = z.infer<typeof ngoApplicationSchema>;

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
