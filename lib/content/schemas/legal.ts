import { z } from "zod";
import { markdown, text } from "@/lib/content/schemas/shared";

/**
 * A legal page: its Markdown body is an introduction, then one section per `## Title {#anchor}`
 * heading (a translation may leave out the anchors: they are the English page's).
 */
export const legalPageSchema = z.object({
  title: text,
  lastUpdated: z.iso.date(),
  body: markdown,
});

export type LegalPage = z.infer<typeof legalPageSchema>;
