/*
 * A page of the export as the answers' term index reads it (scripts/answer-index.ts): the <main>
 * the build wrote, cut into sections at its headings, each with its heading's level, the words it
 * stresses (bold, code, definition terms, labels and chips) and the page a card's heading links
 * to. The markup is the build's own (React's output), so a tag scanner reads it reliably.
 */

export type PageSection = {
  level: number;
  heading: string;
  text: string;
  /** Words the page stresses in this section: bold, code, terms, labels, technology chips. */
  stressed: string[];
  /** The page a card's heading links to (its own link or the link around it). */
  link?: string;
};

const skipped = new Set(["script", "style", "svg", "button", "template", "noscript", "nav"]);
const stress = new Set(["strong", "b", "code", "dt", "th", "kbd"]);
const inline = new Set([
  "a",
  "abbr",
  "b",
  "cite",
  "code",
  "em",
  "i",
  "kbd",
  "mark",
  "q",
  "s",
  "small",
  "span",
  "strong",
  "sub",
  "sup",
  "time",
  "u",
  "wbr",
]);
const empty = new Set([
  "area",
  "br",
  "col",
  "embed",
  "hr",
  "img",
  "input",
  "link",
  "meta",
  "source",
  "track",
  "use",
  "wbr",
]);

const entities: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: " ",
};

/** Text with its character references read. */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[\da-f]+|#\d+|\w+);/gi, (whole, name: string) => {
    if (name[0] !== "#") return entities[name.toLowerCase()] ?? whole;
    const code =
      name[1] === "x" || name[1] === "X" ? parseInt(name.slice(2), 16) : Number(name.slice(1));
    return Number.isFinite(code) ? String.fromCodePoint(code) : whole;
  });
}

type Open = { tag: string; skip: boolean; stress: boolean; href?: string };

const attribute = (attributes: string, name: string) =>
  new RegExp(`\\b${name}="([^"]*)"`).exec(attributes)?.[1];

/** The sections of a page's <main> markup, in order; the text before the first heading is one. */
export function pageSections(markup: string): PageSection[] {
  const sections: PageSection[] = [{ level: 0, heading: "", text: "", stressed: [] }];
  const stack: Open[] = [];
  let heading: PageSection | undefined;
  let stressed = "";
  const current = () => sections[sections.length - 1] as PageSection;
  const tokens = /<(\/?)([a-zA-Z][\w-]*)([^>]*?)(\/?)>|<!--[\s\S]*?-->|([^<]+)/g;
  for (const [, closing, name = "", attributes = "", selfClosing, text] of markup.matchAll(
    tokens,
  )) {
    if (text !== undefined) {
      if (stack.some((open) => open.skip)) continue;
      const words = decodeEntities(text);
      if (heading) heading.heading += words;
      else current().text += words;
      if (stack.some((open) => open.stress)) stressed += words;
      continue;
    }
    if (!name) continue;
    const tag = name.toLowerCase();
    const level = /^h([1-6])$/.exec(tag)?.[1];
    if (closing) {
      const at = stack.map((open) => open.tag).lastIndexOf(tag);
      if (at >= 0) {
        const closed = stack.splice(at);
        if (closed.some((open) => open.stress) && !stack.some((open) => open.stress)) {
          if (stressed.trim()) current().stressed.push(stressed.trim());
          stressed = "";
        }
      }
      if (level) heading = undefined;
      if (!inline.has(tag)) current().text += "\n";
      continue;
    }
    if (level && !stack.some((open) => open.skip)) {
      const around = [...stack].reverse().find((open) => open.href)?.href;
      heading = {
        level: Number(level),
        heading: "",
        text: "",
        stressed: [],
        ...(around && { link: around }),
      };
      sections.push(heading);
    }
    if (!inline.has(tag)) current().text += "\n";
    if (selfClosing || empty.has(tag)) continue;
    const classes = attribute(attributes, "class") ?? "";
    const href = tag === "a" ? attribute(attributes, "href") : undefined;
    if (href && heading && !heading.link) heading.link = decodeEntities(href);
    stack.push({
      tag,
      skip:
        skipped.has(tag) ||
        /\baria-hidden="true"/.test(attributes) ||
        /\bdata-pagefind-ignore\b/.test(attributes),
      stress: stress.has(tag) || /(^|\s)(font-mono|eyebrow)(\s|$)/.test(classes),
      ...(href && { href: decodeEntities(href) }),
    });
  }
  return sections
    .map((section) => ({
      ...section,
      heading: section.heading.replace(/\s+/g, " ").trim(),
      text: section.text
        .replace(/[^\S\n]+/g, " ")
        .replace(/\s*\n\s*/g, "\n")
        .trim(),
    }))
    .filter((section) => section.heading || section.text);
}

/**
 * A page's own sections: a card (a heading that links to another page or names it, with the
 * sections below it) speaks for that page, not for the list that shows it.
 */
export function ownSections(
  sections: readonly PageSection[],
  isCard: (section: PageSection) => boolean,
): PageSection[] {
  const own: PageSection[] = [];
  let card: number | undefined;
  for (const section of sections) {
    if (card !== undefined && section.level > card) continue;
    card = section.level > 0 && isCard(section) ? section.level : undefined;
    if (card === undefined) own.push(section);
  }
  return own;
}
