import { resourceTabs, type ResourceTab } from "@/lib/resource-tabs";
import { searchQuery } from "@/lib/search";

type Searchable = { title: string; description: string; category: ResourceTab };

/** The search applies to every tab: each tab lists its resources whose title or description match. */
export function searchResources<T extends Searchable>(
  resources: readonly T[],
  query: string,
): Record<ResourceTab, T[]> {
  const q = searchQuery(query);
  const found = resources.filter((r) => q.blank || q.foundIn(r.title) || q.foundIn(r.description));
  return Object.fromEntries(
    resourceTabs.map((tab) => [tab.value, found.filter((r) => r.category === tab.value)]),
  ) as Record<ResourceTab, T[]>;
}
