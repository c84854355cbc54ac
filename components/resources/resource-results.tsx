"use client";

import * as React from "react";
import { useI18n } from "@/components/i18n/i18n-provider";
import { Pager } from "@/components/paging/pager";
import { ResourceCard } from "@/components/resources/resource-card";
import type { Resource } from "@/lib/content/schemas/resources";
import { useListingIndex } from "@/lib/hooks/use-listing-index";
import { pageCount, pageItems, pageSizes } from "@/lib/paging";
import { searchResources } from "@/lib/resource-search";
import { resourceTabs, type ResourceTab } from "@/lib/resource-tabs";

const pageSize = pageSizes.resources;

type Props = {
  query: string;
  tab: ResourceTab;
  /** Tells the library how many resources of each tab match, for the tab labels. */
  onCount: (counts: Record<ResourceTab, number>) => void;
};

/** The resources of a tab that match a search, a page at a time. */
export function ResourceResults({ query, tab, onCount }: Props) {
  const i18n = useI18n();
  const [page, setPage] = React.useState({ query, number: 1 });
  const [index] = useListingIndex<Resource>("resources", i18n.locale, true);
  const found = searchResources(index.entries ?? [], query);
  // The tabs' counts, reported once per change (a key, so a new object each render does not loop).
  const key = resourceTabs.map((item) => found[item.value].length).join();
  React.useEffect(() => {
    if (!index.entries) return;
    onCount(
      Object.fromEntries(
        resourceTabs.map((item) => [item.value, found[item.value].length]),
      ) as Record<ResourceTab, number>,
    );
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` stands for the counts
  }, [key, index.entries, onCount]);
  const resources = found[tab];
  const pages = pageCount(resources.length, pageSize);
  // A new search starts at its first page.
  const current = page.query === query ? Math.min(page.number, pages) : 1;
  return (
    <div className="grid gap-6">
      <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {pageItems(resources, current, pageSize).map((resource) => (
          <li key={resource.id}>
            <ResourceCard resource={resource} i18n={i18n} />
          </li>
        ))}
      </ul>
      <Pager
        current={current}
        total={pages}
        t={i18n.t}
        onSelect={(number) => setPage({ query, number })}
      />
    </div>
  );
}
