import * as z from "@/lib/schemas/zod";

export const abstractWordLimit = 300;

export function countWords(text: string): number {
  return text.trim() ? text.trim().split(/\s+/).length : 0;
}

export const guestPostSchema = z.object({
  name: z.string().check(z.trim(), z.minLength(1, "Enter your name.")),
  email: z.pipe(z.string().check(z.trim()), z.email("Enter a valid email address.")),
  topic: z.string().check(z.trim(), z.minLength(1, "Enter the topic of your post.")),
  abstract: z.string().check(
    z.trim(),
    z.minLength(1, "Tell us what the post will cover."),
    z.refine(
      (text) => countWords(text) <= abstractWordLimit,
      `Keep the abstract to ${abstractWordLimit} words or fewer.`,
    ),
  ),
});

export type GuestPostValues = z.infer<typeof guestPostSchema>;
export const emptyGuestPost: GuestPostValues = { name: "", email: "", topic: "", abstract: "" };
