/*
 * A headline marks its highlighted phrase between asterisks, `Steer the grid with *forecasts you
 * can trust*`, written whole in each language (the one way content marks a highlight).
 */

export type HighlightedParts = { before: string; highlight: string; after: string };

/** A marked headline in three parts; without a mark the whole headline is `before`. */
export function splitHighlight(title: string): HighlightedParts {
  const [before = "", highlight = "", after = ""] = title.split("*");
  return title.includes("*")
    ? { before, highlight, after }
    : { before: title, highlight: "", after: "" };
}

/** The headline as plain text: the marks gone (titles, search, link previews). */
export function plainHighlight(title: string): string {
  return title.replace(/\*/g, "");
}
