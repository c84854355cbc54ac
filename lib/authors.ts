import type { Author } from "@/lib/content/schemas/authors";
import type { Locale } from "@/lib/i18n";
import { i18nFor } from "@/lib/i18n/messages";

/** An author's name with their title as the edition writes it: "Dra. Lena Fischer", "Lena Fischer 博士". */
export function authorName(locale: Locale, author: Pick<Author, "name" | "honorific">): string {
  if (!author.honorific) return author.name;
  return i18nFor(locale).t("people.withHonorific", {
    honorific: author.honorific,
    name: author.name,
  });
}
