/** The two headings a `type` query can ask for, in the page's language. */
export type ContactHeadings = { discovery: string; expert: string };

const englishHeadings: ContactHeadings = {
  discovery: "Book a Discovery Call",
  expert: "Talk to an Expert",
};

/**
 * The contact hero heading the `type` query asks for: discovery, expert, or the page's default.
 * Pages pass their language's `headings` (catalogue keys `company.cta.*`); English is the default.
 */
export function contactHeading(
  type: string | null | undefined,
  fallback: string,
  headings: ContactHeadings = englishHeadings,
): string {
  if (type === "discovery") return headings.discovery;
  if (type === "expert") return headings.expert;
  return fallback;
}
