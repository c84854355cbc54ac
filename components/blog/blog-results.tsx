"use client";

import * as React from "react";
import { PostCard } from "@/components/blog/post-card";
import { useI18n } from "@/components/i18n/i18n-provider";
import { Pager } from "@/components/paging/pager";
import { allTopics, filterPosts } from "@/lib/blog-filter";
import { pageCount, pageItems } from "@/lib/paging";
import { listingHref, type PostListing } from "@/lib/post-listing";

type Props = {
  posts: PostListing[];
  topic?: string;
  query: string;
  pageSize: number;
  /** Tells the search box how many articles match, for its status line. */
  onCount: (count: number) => void;
  onReset: () => void;
};

/**
 * The articles that match a search, a page at a time: the featured article first if it matches,
 * then every other match (PRODUCT.md "Blog filter"); none is ever dropped.
 */
export function BlogResults({ posts, topic, query, pageSize, onCount, onReset }: Props) {
  const i18n = useI18n();
  const { t, locale } = i18n;
  const [page, setPage] = React.useState({ query, number: 1 });
  const top = React.useRef<HTMLDivElement>(null);
  const { featured, grid } = filterPosts(posts, { topic: topic ?? allTopics, query });
  const count = grid.length + (featured ? 1 : 0);
  // A new search starts at its first page.
  const current =
    page.query === query ? Math.min(page.number, pageCount(grid.length, pageSize)) : 1;

  React.useEffect(() => onCount(count), [count, onCount]);

  const card = (post: PostListing, wide = false) => (
    <PostCard post={{ ...post, href: listingHref(locale, post) }} i18n={i18n} featured={wide} />
  );
  return (
    <div ref={top} className="grid scroll-mt-24 gap-8">
      {featured && current === 1 ? card(featured, true) : null}
      {grid.length > 0 ? (
        <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {pageItems(grid, current, pageSize).map((post) => (
            <li key={post.slug}>{card(post)}</li>
          ))}
        </ul>
      ) : null}
      {count === 0 ? (
        <div className="rounded-2xl border border-dashed p-10 text-center">
          <p className="text-lg font-medium">{t("blog.empty.title")}</p>
          <p className="mt-1 text-muted-foreground">{t("blog.empty.text")}</p>
          <button
            type="button"
            onClick={onReset}
            className="mt-4 h-10 rounded-full border px-4 text-sm font-medium hover:bg-accent"
          >
            {t("blog.empty.reset")}
          </button>
        </div>
      ) : null}
      <Pager
        current={current}
        total={pageCount(grid.length, pageSize)}
        t={t}
        onSelect={(number) => {
          setPage({ query, number });
          top.current?.scrollIntoView({ block: "start" });
        }}
      />
    </div>
  );
}
