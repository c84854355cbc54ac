"use client";

import * as React from "react";
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
  const [query, setQuery] = React.useState("");
  const byTab = searchResources(resources, query);
  return (
    <div className="grid gap-6">
      <SearchField value={query} onChange={setQuery} label="Search resources" />
      <Tabs defaultValue="whitepapers" values={resourceTabs.map((tab) => tab.value)}>
        <TabsList aria-label="Resource types" className="lg:w-fit">
          {resourceTabs.map((tab) => (
            <TabsTrigger key={tab.value} value={tab.value}>
              {tab.label}{" "}
              <span className="font-mono text-xs text-muted-foreground">
                ({byTab[tab.value].length})
              </span>
            </TabsTrigger>
          ))}
        </TabsList>
        {resourceTabs.map((tab) => (
          <TabsContent key={tab.value} value={tab.value}>
            <h2 className="sr-only">{tab.label}</h2>
            {byTab[tab.value].length > 0 ? (
              <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
                {byTab[tab.value].map((resource) => (
                  <li key={resource.id}>{cards[resource.id]}</li>
                ))}
              </ul>
            ) : (
              <div className="rounded-2xl border border-dashed p-10 text-center">
                <p className="text-lg font-medium">No resources found</p>
                <p className="mt-1 text-muted-foreground">Try adjusting your search query</p>
              </div>
            )}
          </TabsContent>
        ))}
      </Tabs>
    </div>
  );
}
