import { describe, expect, it } from "vitest";
import { pageCount, pageIds, pageItems, pagerRowMax, pagerRows } from "@/lib/paging";

/** The pages reachable from `from` in one click (its pager's links). */
const links = (from: number, total: number) =>
  new Set(pagerRows(from, total).flatMap((row) => row.map((link) => link.page)));

/** How many clicks the farthest page is from page 1 (breadth-first over the pager's links). */
function depth(total: number): number {
  const seen = new Map([[1, 0]]);
  const queue = [1];
  while (queue.length > 0) {
    const page = queue.shift() ?? 1;
    for (const next of links(page, total))
      if (!seen.has(next)) {
        seen.set(next, (seen.get(page) ?? 0) + 1);
        queue.push(next);
      }
  }
  expect(seen.size).toBe(total);
  return Math.max(...seen.values());
}

describe("paging", () => {
  it("cuts a list into pages of a fixed size, with one page for an empty list", () => {
    expect(pageCount(0, 12)).toBe(1);
    expect(pageCount(12, 12)).toBe(1);
    expect(pageCount(13, 12)).toBe(2);
    expect(pageItems([1, 2, 3, 4, 5], 2, 2)).toEqual([3, 4]);
    expect(pageIds(25, 12)).toEqual(["1", "2", "3"]);
    expect(pageIds(3, 12)).toEqual(["1"]);
    expect(pageIds(0, 12)).toEqual(["1"]);
  });

  it("shows every page in one row up to the row's size, and no pager for one page", () => {
    expect(pagerRows(1, 1)).toEqual([]);
    expect(pagerRows(3, pagerRowMax)).toEqual([
      Array.from({ length: pagerRowMax }, (_, index) => ({ page: index + 1 })),
    ]);
  });

  it("keeps every row within its size and every page a few clicks away, however long the list", () => {
    for (const total of [2, 15, 16, 40, 167, 225, 226, 1000, 3375, 3376]) {
      const rows = Math.max(1, Math.ceil(Math.log(total) / Math.log(pagerRowMax) - 1e-9));
      for (const current of [1, 2, Math.ceil(total / 2), total]) {
        const shown = pagerRows(current, total);
        expect(shown.length).toBe(rows);
        for (const row of shown) expect(row.length).toBeLessThanOrEqual(pagerRowMax);
        expect(links(current, total).has(current)).toBe(true);
      }
      if (total <= 1000) expect(depth(total)).toBeLessThanOrEqual(rows);
    }
  });

  it("labels a block of pages with its first and last page", () => {
    const [blocks, pages] = pagerRows(20, 40);
    expect(blocks?.[0]).toEqual({ page: 1, last: 7 });
    expect(blocks?.at(-1)).toEqual({ page: 36, last: 40 });
    expect(pages?.map((link) => link.page)).toEqual([15, 16, 17, 18, 19, 20, 21]);
  });
});
