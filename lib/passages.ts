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

const cjk = "\\p{Script=Han}\\p{Script=Hiragana}\\p{Script=Katakana}";
const cjkText = new RegExp(`[${cjk}]`, "u");
// Pagefind joins a page's blocks with ". " and a heading with ": ", Latin marks that read wrong
// between CJK text: there they become the full-width "。" and "：" (or go after a CJK stop).
const latinJoin = new RegExp(`([${cjk}。！？：，、）」』])\\s*([.:])\\s+(?=[${cjk}])`, "gu");

/** Text with the joins between blocks in its script's punctuation, without a leading ": " or ". ". */
export function scriptPunctuation(text: string): string {
  return text
    .replace(latinJoin, (_, before: string, mark: string) =>
      /[。！？：]/.test(before) ? before : `${before}${mark === ":" ? "：" : "。"}`,
    )
    .replace(/^\s*[.:：。]\s*/, "");
}

const escape = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/**
 * For a query in a CJK script, the passage of `content` where the query stands whole, the
 * query marked whole each time it appears, in Pagefind's excerpt format (escaped, `<mark>`); null
 * when the query has no CJK text or the content does not hold it (Pagefind's excerpt serves).
 */
export function cjkExcerpt(content: string, query: string, length = 48): string | null {
  const needle = query.replace(/\s+/g, "");
  if (!cjkText.test(needle)) return null;
  const text = scriptPunctuation(content);
  const at = text.toLowerCase().indexOf(needle.toLowerCase());
  if (at < 0) return null;
  // From the start of the sentence the query stands in, when that is near; else a little before.
  const sentence = Math.max(...["。", "！", "？", ". "].map((mark) => text.lastIndexOf(mark, at)));
  const start = sentence >= 0 && at - sentence < length / 2 ? sentence + 1 : Math.max(0, at - 12);
  const window = text.slice(start, at + Math.max(length, needle.length + 24)).trim();
  return window
    .split(needle)
    .map(escape)
    .join(`<mark>${escape(needle)}</mark>`);
}
