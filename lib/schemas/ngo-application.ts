import { ngoInterestAreas } from "@/lib/forms/page-forms";
import * as z from "@/lib/schemas/zod";

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
