import type { Heading, Root, RootContent } from "mdast";
import { fromMarkdown } from "mdast-util-from-markdown";
import { toString } from "mdast-util-to-string";

/*
 * What the site reads from a Markdown body besides rendering it (components/markdown renders it):
 * its plain text for descriptions and structured data, and a legal page's sections for its table
 * of contents. Everything goes through the Markdown parser, never a regular expression on prose.
 */

const parse = (markdown: string): Root => fromMarkdown(markdown);

/** The plain text of one block: no Markdown character left. */
const blockText = (node: RootContent) => toString(node).replace(/\s+/g, " ").trim();

/** The plain text of a body's first paragraph (a description, a card, a meta tag). */
export function markdownSummary(markdown: string): string {
  const first = parse(markdown).children.find((node) => node.type === "paragraph");
  return first ? blockText(first) : "";
}

/** The plain text of a whole body, its blocks as paragraphs (structured data, search). */
export function markdownText(markdown: string): string {
  return parse(markdown).children.map(blockText).filter(Boolean).join("\n\n");
}

export type MarkdownSection = { id?: string; title: string; body: string };

/** `Data retention {#retention}` → the title and its anchor. */
function headingParts(heading: Heading): { title: string; id?: string } {
  const text = toString(heading).trim();
  const anchor = /\s*\{#([a-z0-9-]+)\}$/.exec(text);
  return anchor ? { title: text.slice(0, anchor.index), id: anchor[1] } : { title: text };
}

/**
 * A body cut at its `##` headings: the introduction before the first one, then each section's
 * title, anchor (`## Title {#anchor}`) and Markdown, by the parser's positions in the source.
 */
export function markdownSections(markdown: string): {
  intro: string;
  sections: MarkdownSection[];
} {
  const headings = parse(markdown).children.filter(
    (node): node is Heading => node.type === "heading" && node.depth === 2,
  );
  const start = (heading: Heading) => heading.position?.start.offset ?? 0;
  const end = (heading: Heading) => heading.position?.end.offset ?? 0;
  const sections = headings.map((heading, index) => {
    const next = headings[index + 1];
    return {
      ...headingParts(heading),
      body: markdown.slice(end(heading), next ? start(next) : markdown.length).trim(),
    };
  });
  const first = headings[0];
  return { intro: markdown.slice(0, first ? start(first) : markdown.length).trim(), sections };
}
