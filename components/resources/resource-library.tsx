"use client";

import dynamic from "next/dynamic";
import * as React from "react";
import { useI18n } from "@/components/i18n/i18n-provider";
import { SearchField } from "@/components/ui/search-field";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { resourceTabs, type ResourceTab } from "@/lib/resource-tabs";

// The matches are drawn in the browser, from the edition's listing index: the code and the index
// load on the first search.
const loadResults = () => import("./resource-results");
const ResourceResults = dynamic(() => loadResults().then((module) => module.ResourceResults));

type Props = {
  /** Each tab's first cards (rendered on the server), how many it holds, and its "see all" link. */
  tabs: Record<ResourceTab, { cards: React.ReactNode[]; total: number; more?: React.ReactNode }>;
};

/**
 * Search over every resource, four tabs (Whitepapers first), and the empty state. A tab shows
 * its first resources and links its type's own pages; the search covers every resource, from the
 * edition's listing index, loaded when the box is first used.
 */
export function ResourceLibrary({ tabs }: Props) {
  const { t } = useI18n();
  const [query, setQuery] = React.useState("");
  const searching = query.trim() !== "";
  // Each tab's matches, counted by the results once the index is in.
  const [found, setFound] = React.useState<Record<ResourceTab, number>>();
  const counted = searching && found;
  return (
    <div className="grid gap-6">
      <div onFocus={() => void loadResults()}>
        <SearchField
          value={query}
          onChange={setQuery}
          label={t("blog.resources.search")}
          placeholder={t("blog.resources.searchPlaceholder")}
        />
      </div>
      <Tabs defaultValue="whitepapers" values={resourceTabs.map((tab) => tab.value)}>
        <TabsList aria-label={t("blog.resources.types")} className="lg:w-fit">
          {resourceTabs.map((tab) => (
            <TabsTrigger key={tab.value} value={tab.value}>
              {t(tab.label)}{" "}
              <span className="font-mono text-xs text-muted-foreground">
                {t("blog.resources.tabCount", {
                  count: counted ? found[tab.value] : tabs[tab.value].total,
                })}
              </span>
            </TabsTrigger>
          ))}
        </TabsList>
        {resourceTabs.map((tab) => {
          const { cards, more } = tabs[tab.value];
          const count = counted ? found[tab.value] : cards.length;
          return (
            <TabsContent key={tab.value} value={tab.value}>
              <h2 className="sr-only">{t(tab.label)}</h2>
              {count === 0 ? (
                <div className="rounded-2xl border border-dashed p-10 text-center">
                  <p className="text-lg font-medium">{t("blog.resources.empty.title")}</p>
                  <p className="mt-1 text-muted-foreground">{t("blog.resources.empty.text")}</p>
                </div>
              ) : searching ? (
                <ResourceResults query={query} tab={tab.value} onCount={setFound} />
              ) : (
                <div className="grid gap-6">
                  <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
                    {cards.map((card, position) => (
                      <li key={position}>{card}</li>
                    ))}
                  </ul>
                  {more}
                </div>
              )}
            </TabsContent>
          );
        })}
      </Tabs>
    </div>
  );
}
