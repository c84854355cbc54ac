import { ngoInterestAreas } from "@/lib/forms/options";
import * as z from "@/lib/forms/schemas/zod";

const optionalText = z.string().check(z.trim());

/** The NGO Lab application. As in the spec nothing is required; website and email must be well formed. */
export const ngoApplicationSchema = z.object({
  organization: optionalText,
  website: z.union([z.literal(""), z.url(z.message("forms.error.website"))]),
  contactPerson: optionalText,
  email: z.union([z.literal(""), z.email(z.message("forms.error.emailOrg"))]),
  mission: optionalText,
  challenge: optionalText,
  interests: z.array(z.enum(ngoInterestAreas)),
});

export type NgoApplicationValues = z.infer<typeof ngoApplicationSchema>;
