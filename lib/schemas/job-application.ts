import { coverNoteMinLength, linksPattern, nameMinLength } from "@/lib/forms/page-forms";
import * as z from "@/lib/schemas/zod";

const links = new RegExp(`^(?:${linksPattern})$`, "u");

export const jobApplicationSchema = z.object({
  name: z.string().check(z.trim(), z.minLength(nameMinLength, "Enter your full name.")),
  email: z.pipe(z.string().check(z.trim()), z.email("Enter a valid email address.")),
  links: z.string().check(
    z.trim(),
    z.minLength(1, "Add a link to your résumé, LinkedIn, GitHub or portfolio."),
    z.refine(
      (text) => links.test(text),
      "Enter full web addresses starting with https://, separated by spaces or commas.",
    ),
  ),
  coverNote: z
    .string()
    .check(
      z.trim(),
      z.minLength(
        coverNoteMinLength,
        "Write at least a few sentences (50 characters) about why this role.",
      ),
    ),
});

export type JobApplicationValues = z.infer<typeof jobApplicationSchema>;
