import type { MessageKey } from "@/lib/i18n";
import { searchQuery } from "@/lib/search";

/** The library's tabs, Whitepapers first; each label is a message in the page's language. */
export const resourceTabs = [
  { value: "whitepapers", label: "blog.resources.tab.whitepapers" },
  { value: "webinars", label: "blog.resources.tab.webinars" },
  { value: "research", label: "blog.resources.tab.research" },
  { value: "tools", label: "blog.resources.tab.tools" },
] as const satisfies readonly { value: string; label: MessageKey }[];

export type ResourceTab = (typeof resourceTabs)[number]["value"];

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
