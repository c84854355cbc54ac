import { searchItems, type SearchItem } from "@/lib/search";

const stopWords = new Set(
  "a an and are can could do does for from have help how i in is it me my need of on or our please the this to us we what when where which who why with you your about want know tell".split(
    " ",
  ),
);

/** Meaningful words of a message: lower-case, 3+ letters, no stop words, no duplicates. */
export function keywords(message: string): string[] {
  const words = message.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  return [...new Set(words.filter((word) => word.length >= 3 && !stopWords.has(word)))];
}

/**
 * Pages that match a chat message: first whole-message matches, then pages scored by how many
 * of the message's keywords they contain (a title hit counts double). At most `limit` pages.
 */
export function suggestPages(
  items: readonly SearchItem[],
  message: string,
  limit = 3,
): SearchItem[] {
  const exact = searchItems(items, message);
  const words = keywords(message);
  const scored = items
    .map((item, index) => {
      const title = item.title.toLowerCase();
      const description = item.description.toLowerCase();
      const score = words.reduce(
        (sum, word) => sum + (title.includes(word) ? 2 : 0) + (description.includes(word) ? 1 : 0),
        0,
      );
      return { item, score, index };
    })
    .filter((entry) => entry.score > 0)
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .map((entry) => entry.item);
  const seen = new Set<string>();
  const result: SearchItem[] = [];
  for (const item of [...exact, ...scored]) {
    if (seen.has(item.url)) continue;
    seen.add(item.url);
    result.push(item);
    if (result.length === limit) break;
  }
  return result;
}
