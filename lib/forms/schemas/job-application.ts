import { coverNoteMinLength, linksPattern, nameMinLength } from "@/lib/forms/options";
import * as z from "@/lib/forms/schemas/zod";

const links = new RegExp(`^(?:${linksPattern})$`, "u");

export const jobApplicationSchema = z.object({
  name: z.string().check(z.trim(), z.minLength(nameMinLength, z.message("forms.error.fullName"))),
  email: z.pipe(z.string().check(z.trim()), z.email(z.message("forms.error.email"))),
  links: z.string().check(
    z.trim(),
    z.minLength(1, z.message("forms.error.links")),
    z.refine((text) => links.test(text), z.message("forms.error.linksFormat")),
  ),
  coverNote: z
    .string()
    .check(z.trim(), z.minLength(coverNoteMinLength, z.message("forms.error.coverNote"))),
});

export type JobApplicationValues = z.infer<typeof jobApplicationSchema>;
