import * as z from "@/lib/forms/schemas/zod";

export const abstractWordLimit = 300;

// Chinese and Japanese are written without spaces: each character counts as a word, as word
// processors count them; their full-width punctuation counts as nothing.
const cjkCharacter = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/gu;
const cjkPunctuation = /[\u3000-\u303f\uff01-\uff0f\uff1a-\uff20]/gu;

export function countWords(text: string): number {
  const characters = text.match(cjkCharacter)?.length ?? 0;
  const rest = text.replace(cjkCharacter, " ").replace(cjkPunctuation, " ").trim();
  return characters + (rest ? rest.split(/\s+/).length : 0);
}

export const guestPostSchema = z.object({
  name: z.string().check(z.trim(), z.minLength(1, z.message("forms.error.name"))),
  email: z.pipe(z.string().check(z.trim()), z.email(z.message("forms.error.email"))),
  topic: z.string().check(z.trim(), z.minLength(1, z.message("forms.error.topic"))),
  abstract: z.string().check(
    z.trim(),
    z.minLength(1, z.message("forms.error.abstract")),
    z.refine(
      (text) => countWords(text) <= abstractWordLimit,
      z.message("forms.error.abstractLength"),
    ),
  ),
});

export type GuestPostValues = z.infer<typeof guestPostSchema>;
export const emptyGuestPost: GuestPostValues = { name: "", email: "", topic: "", abstract: "" };
