import { z } from "zod";
import { fact, visitorWording } from "@/lib/content/field-roles";
import { slug } from "@/lib/content/schemas/shared";
import { pagePatterns, type TemplateKey } from "@/lib/page-paths";

const templateKeys = Object.keys(pagePatterns) as [TemplateKey, ...TemplateKey[]];

/**
 * What visitors ask that is no one page's topic (working here, reaching us, logging in, prices,
 * press, partnering): the words they use, and the page that answers, by template and id. A
 * translation lists the same intents in the same order, with its own phrases and reply.
 */
const intent = z.object({
  /** The page's template (lib/page-paths.ts); none when the site has no answer (prices). */
  template: fact(z.enum(templateKeys)).optional(),
  /** The entry, for a template with one page per entry. */
  id: fact(slug).optional(),
  /** How visitors ask it, one question or phrase per line. */
  phrases: visitorWording(z.array(z.string().min(2)).min(1)),
  /** What Tessa says when the site has no page for it, before offering contact and a demo. */
  reply: z.string().min(10).optional(),
});

export const intentsSchema = z.object({ intents: z.array(intent).min(1) });

export type Intent = z.infer<typeof intent>;
