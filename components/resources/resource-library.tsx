"use client";

import * as React from "react";
import { useI18n } from "@/components/i18n/i18n-provider";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { resourceTabs, searchResources, type ResourceTab } from "@/lib/resource-search";
import { SearchField } from "@/components/ui/search-field";

type Props = {
  resources: { id: string; title: string; description: string; category: ResourceTab }[];
  /** Cards rendered on the server, by id. */
  cards: Record<string, React.ReactNode>;
};

/** Search over every tab, four tabs (Whitepapers first), and the empty state. */
export function ResourceLibrary({ resources, cards }: Props) {
  const { t } = useI18n();
  const [query, setQuery] = React.useState("");
  const byTab = searchResources(resources, query);
  return (
    <div className="grid gap-6">
      <SearchField
        value={query}
        onChange={setQuery}
        label={t("blog.resources.search")}
        placeholder={t("blog.resources.searchPlaceholder")}
      />
      <Tabs defaultValue="whitepapers" values={resourceTabs.map((tab) => tab.value)}>
        <TabsList aria-label={t("blog.resources.types")} className="lg:w-fit">
          {resourceTabs.map((tab) => (
            <TabsTrigger key={tab.value} value={tab.value}>
              {t(tab.label)}{" "}
              <span className="font-mono text-xs text-muted-foreground">
                {t("blog.resources.tabCount", { count: byTab[tab.value].length })}
              </span>
            </TabsTrigger>
          ))}
        </TabsList>
        {resourceTabs.map((tab) => (
          <TabsContent key={tab.value} value={tab.value}>
            <h2 className="sr-only">{t(tab.label)}</h2>
            {byTab[tab.value].length > 0 ? (
              <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
                {byTab[tab.value].map((resource) => (
                  <li key={resource.id}>{cards[resource.id]}</li>
                ))}
              </ul>
            ) : (
              <div className="rounded-2xl border border-dashed p-10 text-center">
                <p className="text-lg font-medium">{t("blog.resources.empty.title")}</p>
                <p className="mt-1 text-muted-foreground">{t("blog.resources.empty.text")}</p>
              </div>
            )}
          </TabsContent>
        ))}
      </Tabs>
    </div>
  );
}
