/** The contact hero heading the `type` query asks for: discovery, expert, or the page's default. */
export function contactHeading(type: string | null | undefined, fallback: string): string {
  if (type === "discovery") return "Book a Discovery Call";
  if (type === "expert") return "Talk to an Expert";
  return fallback;
}
