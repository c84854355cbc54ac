import { ContentError, getEntry } from "@/lib/content";
import { markdownSections, type MarkdownSection } from "@/lib/content/markdown";
import { defaultLocale, type Locale } from "@/lib/i18n";

export type LegalDocumentContent = {
  title: string;
  lastUpdated: string;
  intro: string;
  sections: (MarkdownSection & { id: string })[];
};

/**
 * A legal page cut into its introduction and sections (Markdown each), the anchors those of the
 * English page, so a link to `/de/privacy#cookies` finds the same section in every edition.
 */
export function getLegalDocument(id: "privacy" | "terms", locale: Locale): LegalDocumentContent {
  const entry = getEntry("legal", id, locale);
  const english = markdownSections(getEntry("legal", id, defaultLocale).data.body).sections;
  const { intro, sections } = markdownSections(entry.data.body);
  if (sections.length !== english.length)
    throw new ContentError([
      `${entry.file}: body: ${sections.length} sections where the English page has ${english.length}`,
    ]);
  return {
    title: entry.data.title,
    lastUpdated: entry.data.lastUpdated,
    intro,
    sections: sections.map((section, index) => ({
      ...section,
      id: english[index]?.id ?? section.id ?? `section-${index + 1}`,
    })),
  };
}
