/* Client-safe helpers for the full-text search's excerpts and passages (Pagefind's results). */

export type ExcerptPart = { text: string; marked: boolean };

const entities: Record<string, string> = {
  "&amp;": "&",
  "&lt;": "<",
  "&gt;": ">",
  "&quot;": '"',
  "&#39;": "'",
  "&#x27;": "'",
};

/** Pagefind's escaped excerpt as plain text parts, the matched words marked: no HTML is trusted. */
export function excerptParts(excerpt: string): ExcerptPart[] {
  const decode = (text: string) =>
    text.replace(/&(?:amp|lt|gt|quot|#39|#x27);/g, (e) => entities[e] ?? e);
  const parts: ExcerptPart[] = [];
  for (const [index, piece] of excerpt.split(/<\/?mark>/).entries())
    if (piece) parts.push({ text: decode(piece), marked: index % 2 === 1 });
  return parts;
}

/** The excerpt's text, without marks. */
export function excerptText(excerpt: string): string {
  return excerptParts(excerpt)
    .map((part) => part.text)
    .join("");
}

const sentenceEnd = /[.!?。！？](?=\s|$)|[。！？]/g;

/**
 * Up to `count` whole sentences of `content` from the one in which `excerpt` starts: the passage
 * a chat answer quotes. Falls back to the excerpt itself when it is not found in the content.
 */
export function sentencesAround(content: string, excerpt: string, count = 3): string {
  const plain = excerptText(excerpt).replace(/^[.…\s]+|[.…\s]+$/g, "");
  const probe = plain.slice(0, 40);
  const at = probe ? content.indexOf(probe) : -1;
  if (at < 0) return plain;
  let start = 0;
  for (const match of content.slice(0, at).matchAll(sentenceEnd)) start = match.index + 1;
  let end = content.length;
  let found = 0;
  for (const match of content.slice(at).matchAll(sentenceEnd)) {
    found++;
    end = at + match.index + 1;
    if (found === count) break;
  }
  return content.slice(start, end).trim();
}
