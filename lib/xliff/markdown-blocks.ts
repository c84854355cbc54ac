import type { Nodes, Root } from "mdast";
import { fromMarkdown } from "mdast-util-from-markdown";
import { gfmFromMarkdown } from "mdast-util-gfm";
import { mdxFromMarkdown } from "mdast-util-mdx";
import { gfm } from "micromark-extension-gfm";
import { mdxjs } from "micromark-extension-mdxjs";
import { normalize, type Code, type Segment } from "@/lib/xliff/segment";

/*
 * A Markdown or MDX body cut into the blocks a translator writes (paragraphs, headings, list
 * items' paragraphs, table cells), by the project's Markdown parser with the site's syntax (GFM,
 * and MDX for articles). Each block's text is taken from the source by the parser's positions,
 * so putting blocks back changes no other byte; markup inside becomes inline codes.
 */

export type BodyFormat = "md" | "mdx";
export type Block = { path: string; start: number; end: number; segment: Segment };

export function parseBody(source: string, format: BodyFormat): Root {
  return format === "mdx"
    ? fromMarkdown(source, {
        extensions: [gfm(), mdxjs()],
        mdastExtensions: [gfmFromMarkdown(), mdxFromMarkdown()],
      })
    : fromMarkdown(source, { extensions: [gfm()], mdastExtensions: [gfmFromMarkdown()] });
}

const textBlocks = new Set(["paragraph", "heading", "tableCell"]);
/** Blocks whose words are code or markup: kept as they are. */
const keptBlocks = new Set([
  "code",
  "html",
  "thematicBreak",
  "definition",
  "mdxjsEsm",
  "mdxFlowExpression",
  "yaml",
]);
/** Inline nodes around words: their opening and closing markup become a pair of codes. */
const pairs: Record<string, string> = {
  emphasis: "x-emphasis",
  strong: "x-strong",
  delete: "x-delete",
  link: "x-link",
  linkReference: "x-link",
  mdxJsxTextElement: "x-mdx",
};

const start = (node: Nodes) => node.position?.start.offset ?? 0;
const end = (node: Nodes) => node.position?.end.offset ?? 0;
const childrenOf = (node: Nodes): Nodes[] => ("children" in node ? (node.children as Nodes[]) : []);

/** A heading's `{#anchor}` (Markdown bodies): a fact, kept out of the text. */
const anchor = /\s*\{#[a-z0-9-]+\}$/;

/** The inline content of a block from `from` to `to`, as text and codes. */
function inline(
  source: string,
  nodes: Nodes[],
  from: number,
  to: number,
  next: () => string,
): Segment {
  const parts: Segment = [];
  let at = from;
  for (const node of nodes) {
    if (start(node) > at) parts.push(source.slice(at, start(node)));
    const kids = childrenOf(node);
    const first = kids[0];
    const last = kids[kids.length - 1];
    if (node.type === "text") {
      const raw = source.slice(start(node), end(node));
      const found = anchor.exec(raw);
      parts.push(found ? raw.slice(0, found.index) : raw);
      if (found) parts.push({ kind: "ph", id: next(), native: found[0], ctype: "x-anchor" });
    } else if (pairs[node.type] && first && last) {
      const id = next();
      const ctype = pairs[node.type] ?? "x-markup";
      parts.push({ kind: "bpt", id, native: source.slice(start(node), start(first)), ctype });
      parts.push(...inline(source, kids, start(first), end(last), next));
      parts.push({ kind: "ept", id, native: source.slice(end(last), end(node)), ctype });
    } else {
      const ctype = node.type === "inlineCode" ? "x-code" : `x-${node.type}`;
      parts.push({
        kind: "ph",
        id: next(),
        native: source.slice(start(node), end(node)),
        ctype,
      } satisfies Code);
    }
    at = end(node);
  }
  if (to > at) parts.push(source.slice(at, to));
  return normalize(parts);
}

const parsed = new Map<string, Block[]>();

/** The translatable blocks of a body, each with its path in the tree ("4.2.0") and its range. */
export function bodyBlocks(source: string, format: BodyFormat): Block[] {
  const key = `${format}\u0000${source}`;
  const known = parsed.get(key);
  if (known) return known;
  if (parsed.size > 500) parsed.clear();
  const blocks = blocksOf(source, format);
  parsed.set(key, blocks);
  return blocks;
}

function blocksOf(source: string, format: BodyFormat): Block[] {
  const blocks: Block[] = [];
  const walk = (node: Nodes, path: number[]) => {
    if (keptBlocks.has(node.type)) return;
    const kids = childrenOf(node);
    if (!textBlocks.has(node.type))
      return kids.forEach((kid, index) => walk(kid, [...path, index]));
    const first = kids[0];
    const last = kids[kids.length - 1];
    if (!first || !last) return;
    let count = 0;
    const segment = inline(source, kids, start(first), end(last), () => String(++count));
    // A heading's anchor is a fact: outside the text, written once in English.
    const tail = segment[segment.length - 1];
    const anchored = typeof tail === "object" && tail.ctype === "x-anchor" ? tail : undefined;
    if (anchored) segment.pop();
    const blockEnd = end(last) - (anchored?.native.length ?? 0);
    if (segment.some((part) => typeof part === "string" && part.trim()))
      blocks.push({ path: path.join("."), start: start(first), end: blockEnd, segment });
  };
  walk(parseBody(source, format), []);
  return blocks;
}

/** The body with some blocks' text replaced (by path); every other byte as it was. */
export function spliceBlocks(
  source: string,
  blocks: Block[],
  texts: ReadonlyMap<string, string>,
): string {
  let result = source;
  for (const block of [...blocks].sort((a, b) => b.start - a.start)) {
    const text = texts.get(block.path);
    if (text !== undefined) result = result.slice(0, block.start) + text + result.slice(block.end);
  }
  return result;
}

/** Whether two bodies have the same blocks at the same paths (a translation lines up with English). */
export const sameOutline = (a: Block[], b: Block[]) =>
  a.length === b.length && a.every((block, index) => block.path === b[index]?.path);
