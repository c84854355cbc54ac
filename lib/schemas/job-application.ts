import * as z from "@/lib/schemas/zod";

export const jobApplicationSchema = z.object({
  name: z.string().check(z.trim(), z.minLength(2, "Enter your full name.")),
  email: z.pipe(z.string().check(z.trim()), z.email("Enter a valid email address.")),
  links: z.string().check(
    z.trim(),
    z.minLength(1, "Add a link to your résumé, LinkedIn, GitHub or portfolio."),
    z.refine(
      (text) =>
        text
          .split(/[\s,]+/)
          .filter(Boolean)
          .every((link) => /^https?:\/\/\S+\.\S+/.test(link)),
      "Enter full web addresses starting with https://, separated by spaces or commas.",
    ),
  ),
  coverNote: z
    .string()
    .check(
      z.trim(),
      z.minLength(50, "Write at least a few sentences (50 characters) about why this role."),
    ),
});

export type JobApplicationValues = z.infer<typeof jobApplicationSchema>;
export const emptyJobApplication: JobApplicationValues = {
  name: "",
  email: "",
  links: "",
  coverNote: "",
};
