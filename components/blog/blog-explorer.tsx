"use client";

import type * as React from "react";
import { useI18n } from "@/components/i18n/i18n-provider";
import { allTopics, filterPosts, type FilterablePost } from "@/lib/blog-filter";
import { useQueryState } from "@/lib/hooks/use-query-state";
import { SearchField } from "@/components/ui/search-field";

type Props = {
  posts: FilterablePost[];
  /** The categories in the page's language, in filter order. */
  topics: readonly { id: string; name: string }[];
  /** Cards rendered on the server, by slug: this island only decides which ones show. */
  cards: Record<string, React.ReactNode>;
  featuredCard: React.ReactNode;
};

/** Search, topic buttons, the featured post and the grid, filtered in the browser. */
export function BlogExplorer({ posts, topics, cards, featuredCard }: Props) {
  const { t } = useI18n();
  const [topic, setTopic] = useQueryState("topic", allTopics);
  const [query, setQuery] = useQueryState("q", "");
  const { featured, grid } = filterPosts(posts, { topic, query });
  const count = grid.length + (featured ? 1 : 0);

  return (
    <div className="grid gap-8">
      <div className="grid gap-4">
        <SearchField
          value={query}
          onChange={setQuery}
          label={t("blog.search")}
          placeholder={t("blog.searchPlaceholder")}
        />
        <div role="group" aria-label={t("blog.topics")} className="flex flex-wrap gap-2">
          {[{ id: allTopics, name: t("blog.allTopics") }, ...topics].map((option) => (
            <button
              key={option.id}
              type="button"
              aria-pressed={topic === option.id}
              onClick={() => setTopic(option.id)}
              className="h-10 rounded-full border px-4 text-sm font-medium transition-colors hover:bg-accent aria-pressed:border-primary aria-pressed:bg-primary aria-pressed:text-primary-foreground"
            >
              {option.name}
            </button>
          ))}
        </div>
        <p role="status" className="text-sm text-muted-foreground">
          {count === posts.length
            ? t("blog.count.all", { count })
            : t("blog.count.match", { count, total: posts.length })}
        </p>
      </div>
      {featured ? <div>{featuredCard}</div> : null}
      {grid.length > 0 ? (
        <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {grid.map((post) => (
            <li key={post.slug}>{cards[post.slug]}</li>
          ))}
        </ul>
      ) : null}
      {count === 0 ? (
        <div className="rounded-2xl border border-dashed p-10 text-center">
          <p className="text-lg font-medium">{t("blog.empty.title")}</p>
          <p className="mt-1 text-muted-foreground">{t("blog.empty.text")}</p>
          <button
            type="button"
            onClick={() => {
              setTopic(allTopics);
              setQuery("");
            }}
            className="mt-4 h-10 rounded-full border px-4 text-sm font-medium hover:bg-accent"
          >
            {t("blog.empty.reset")}
          </button>
        </div>
      ) : null}
    </div>
  );
}
