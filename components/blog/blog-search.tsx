"use client";

import dynamic from "next/dynamic";
import * as React from "react";
import { useI18n } from "@/components/i18n/i18n-provider";
import { SearchField } from "@/components/ui/search-field";
import { useListingIndex } from "@/lib/hooks/use-listing-index";
import { useQueryState } from "@/lib/hooks/use-query-state";
import type { PostListing } from "@/lib/post-listing";

// The results draw cards and a pager: their code loads with the index, on the first search.
const BlogResults = dynamic(() => import("./blog-results").then((module) => module.BlogResults));

type Props = {
  /** The topic of the page, if it is a topic's: the search stays within it. */
  topic?: string;
  /** How many articles the page's list holds (the blog's, or the topic's). */
  total: number;
  pageSize: number;
  /** The topic links, rendered on the server. */
  topics: React.ReactNode;
  /** The page's own cards and pager, rendered on the server: shown while nothing is searched. */
  children: React.ReactNode;
};

/**
 * The listing's search box (PRODUCT.md "Blog filter"): it searches every article of the list,
 * not only the page's, in the edition's listing index, loaded when the box is first used. With
 * nothing typed, the page's own cards and pager show.
 */
export function BlogSearch({ topic, total, pageSize, topics, children }: Props) {
  const { t, locale } = useI18n();
  const [query, setQuery] = useQueryState("q", "");
  const [focused, setFocused] = React.useState(false);
  const searching = query.trim() !== "";
  const [index, retry] = useListingIndex<PostListing>("blog", locale, focused || searching);
  const [matches, setMatches] = React.useState<number>();

  return (
    <div className="grid gap-8">
      <div className="grid gap-4" onFocus={() => setFocused(true)}>
        <SearchField
          value={query}
          onChange={setQuery}
          label={t("blog.search")}
          placeholder={t("blog.searchPlaceholder")}
        />
        {topics}
        <p role="status" className="text-sm text-muted-foreground">
          {searching && index.entries && matches !== undefined
            ? t("blog.count.match", { count: matches, total })
            : t("blog.count.all", { count: total })}
        </p>
      </div>
      {searching && index.status === "failed" ? (
        <div role="alert" className="rounded-2xl border border-dashed p-6 text-center">
          <p>{t("blog.searchError")}</p>
          <button
            type="button"
            onClick={retry}
            className="mt-3 h-10 rounded-full border px-4 text-sm font-medium hover:bg-accent"
          >
            {t("blog.retry")}
          </button>
        </div>
      ) : null}
      {searching && index.entries ? (
        <BlogResults
          posts={index.entries}
          topic={topic}
          query={query}
          pageSize={pageSize}
          onCount={setMatches}
          onReset={() => setQuery("")}
        />
      ) : (
        children
      )}
    </div>
  );
}
