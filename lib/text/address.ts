import type { Locale } from "@/lib/i18n";

/*
 * The words a visitor addresses the company with ("you", "ihr", "vous", "ustedes", "你们"): a
 * question that holds one asks about Tessellate AI itself (are you hiring, how long do you keep my
 * application), which the site's own pages answer (careers, about, privacy, terms, contact), not a
 * page about a client's domain that uses the same words. The build writes the edition's list into
 * its term index (lib/answers/term-index.ts). Lower case: matched folded; capitalized: only as
 * written (German "Sie" addresses, "sie" is "they"); Han: anywhere in a run of Han characters.
 * A language added without its list (as the stop words) counts no question as addressed: its
 * pages rank by their words alone until someone writes it.
 */
export const addressWords: Partial<Record<Locale, string>> = {
  en: "you your yours yourself yourselves u ur ya yall",
  de: "ihr euch euer eure euren eurem eurer eures Sie Ihnen Ihr Ihre Ihren Ihrem Ihrer",
  es: "usted ustedes vosotros vosotras os vuestro vuestra vuestros vuestras",
  fr: "vous vos votre tu toi ton ta tes",
  zh: "你 您 贵公司 贵司",
};
