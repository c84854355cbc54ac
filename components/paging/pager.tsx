import type * as React from "react";
import { spriteIcon } from "@/components/icons/sprite-icon";
import type { I18n } from "@/lib/i18n/messages";
import { pagerRows, type PagerLink } from "@/lib/paging";
import { cx } from "@/lib/cx";

const ChevronLeft = spriteIcon("chevron-left");
const ChevronRight = spriteIcon("chevron-right");

type Props = {
  current: number;
  total: number;
  t: I18n["t"];
  /** Static pages: each page's URL (plain links, so paging works without JavaScript). */
  href?: (page: number) => string;
  /** Pages drawn in the browser (search results): buttons that pick a page. */
  onSelect?: (page: number) => void;
  className?: string;
};

const item = "pager-item";

/**
 * A numbered pager (lib/paging.ts `pagerRows`): previous and next, then rows of pages, the
 * coarsest first ("1–13", "14–26" …) and the current block's pages last, each row a few links
 * however long the list. Nothing is drawn for a list of one page.
 */
export function Pager({ current, total, t, href, onSelect, className }: Props) {
  const rows = pagerRows(current, total);
  if (rows.length === 0) return null;
  const target = (
    page: number,
    children: React.ReactNode,
    {
      rel,
      ...props
    }: { className: string; "aria-label": string; rel?: string; "aria-current"?: "page" },
  ) =>
    href ? (
      // A plain link: a list's numbered pages load in full (they carry no payload for the
      // client router: scripts/rsc-files.mjs), as a crawler or a visitor without JavaScript does.
      <a href={href(page)} rel={rel} {...props}>
        {children}
      </a>
    ) : (
      <button type="button" onClick={() => onSelect?.(page)} {...props}>
        {children}
      </button>
    );
  const label = (link: PagerLink) =>
    link.last && link.last > link.page
      ? t("paging.range", { first: link.page, last: link.last })
      : t("paging.page", { page: link.page });
  return (
    <nav
      aria-label={t("paging.label")}
      className={cx("grid justify-items-center gap-3", className)}
    >
      <p className="flex gap-2">
        {current > 1
          ? target(current - 1, <ChevronLeft aria-hidden="true" className="size-4" />, {
              className: item,
              rel: "prev",
              "aria-label": t("paging.previous"),
            })
          : null}
        {current < total
          ? target(current + 1, <ChevronRight aria-hidden="true" className="size-4" />, {
              className: item,
              rel: "next",
              "aria-label": t("paging.next"),
            })
          : null}
      </p>
      {rows.map((row, index) => (
        <ul key={index} className="flex flex-wrap justify-center gap-2">
          {row.map((link) => {
            const here = link.page <= current && current <= (link.last ?? link.page);
            const text =
              link.last && link.last > link.page ? `${link.page}–${link.last}` : link.page;
            return (
              <li key={link.page}>
                {target(link.page, text, {
                  className: here && link.last ? "pager-item border-primary" : item,
                  "aria-label": label(link),
                  ...(here && !link.last && { "aria-current": "page" as const }),
                })}
              </li>
            );
          })}
        </ul>
      ))}
    </nav>
  );
}
