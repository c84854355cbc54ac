/*
 * Lists that page (PRODUCT.md "Growth"): a list of any length is cut into static pages of a fixed
 * size, linked by a numbered pager that works without JavaScript. Client-safe: no content.
 */

/** How many pages a list of `total` items takes at `size` a page (an empty list has one page). */
export function pageCount(total: number, size: number): number {
  return Math.max(1, Math.ceil(total / size));
}

/** The items of page `page` (1-based). */
export function pageItems<T>(items: readonly T[], page: number, size: number): T[] {
  return items.slice((page - 1) * size, page * size);
}

/**
 * The page numbers of a list as route ids ("1", "2" …). Page 1 has the list's own path
 * (`/blog`); its numbered twin (`/blog/page/1`) is exported too, with the first page as its
 * canonical, because a static export cannot have a route with no page at all.
 */
export function pageIds(total: number, size: number): string[] {
  return Array.from({ length: pageCount(total, size) }, (_, index) => String(index + 1));
}

/** At most this many links in one row of the pager, however long the list. */
export const pagerRowMax = 15;

export type PagerLink = { page: number; last?: number };

/**
 * The pager's rows for page `current` of `total`, coarsest first. Up to `pagerRowMax` pages, one
 * row of every page. Longer lists are cut into blocks: the first row links the first page of
 * every block (with its last page, for a "14–26" label), the next row the first page of every
 * block inside the current one, and so on down to the current block's pages. Each row holds at
 * most `pagerRowMax` links, and every page is one click per row from any other (two rows up to
 * 225 pages, three up to 3,375): a visitor or a crawler reaches any page in a few clicks, and the
 * pager's size grows with the number of rows only.
 */
export function pagerRows(current: number, total: number): PagerLink[][] {
  if (total <= 1) return [];
  let rows = 1;
  while (pagerRowMax ** rows < total) rows++;
  const base = Math.ceil(total ** (1 / rows));
  const result: PagerLink[][] = [];
  for (let level = rows - 1; level >= 0; level--) {
    const stride = base ** level;
    const span = stride * base;
    const start = Math.floor((current - 1) / span) * span + 1;
    const row: PagerLink[] = [];
    for (let page = start; page <= Math.min(total, start + span - 1); page += stride) {
      const last = Math.min(total, page + stride - 1);
      row.push(stride > 1 ? { page, last } : { page });
    }
    result.push(row);
  }
  return result;
}

/*
 * The lists that grow, cut into static pages (PRODUCT.md "Growth"). Each list's page size is
 * fixed, so a list page weighs the same at 8 entries as at 2,000 (its budget in lib/pages.ts):
 * - articles: 12 cards, a grid of four rows of three on a laptop and two rows of six on a tablet,
 *   under the featured article on the first page;
 * - case studies: 6, since each card is a full-width row with its challenge, solution and
 *   results, about a laptop screen tall;
 * - jobs: 10 rows, compact (title, summary, three facts), the list most teams never outgrow;
 * - resources: 6 a type in the library's tabs (four tabs, 24 cards in the HTML at most), and 12
 *   a page on a type's own pages.
 */
export const pageSizes = { posts: 12, caseStudies: 6, jobs: 10, resourceTab: 6, resources: 12 };
