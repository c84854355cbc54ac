export const searchItemTypes = [
  "service",
  "industry",
  "case-study",
  "blog",
  "resource",
  "job",
  "team",
  "page",
] as const;

export type SearchItemType = (typeof searchItemTypes)[number];

export type SearchItem = {
  id: string;
  title: string;
  description: string;
  type: SearchItemType;
  url: string;
};

/**
 * Case-insensitive substring search over title and description.
 * Title matches rank above description matches; a title that starts with the query ranks first.
 * A blank query finds nothing.
 */
export function searchItems<T extends Pick<SearchItem, "title" | "description">>(
  items: readonly T[],
  query: string,
): T[] {
  const q = query.trim().toLowerCase();
  if (!q) return [];
  const ranked: { item: T; rank: number; index: number }[] = [];
  items.forEach((item, index) => {
    const title = item.title.toLowerCase();
    const rank = title.startsWith(q)
      ? 0
      : title.includes(q)
        ? 1
        : item.description.toLowerCase().includes(q)
          ? 2
          : -1;
    if (rank >= 0) ranked.push({ item, rank, index });
  });
  return ranked.sort((a, b) => a.rank - b.rank || a.index - b.index).map((entry) => entry.item);
}
