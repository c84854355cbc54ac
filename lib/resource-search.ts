export const resourceTabs = [
  { value: "whitepapers", label: "Whitepapers" },
  { value: "webinars", label: "Webinars" },
  { value: "research", label: "Research Papers" },
  { value: "tools", label: "Open-Source Tools" },
] as const;

export type ResourceTab = (typeof resourceTabs)[number]["value"];

type Searchable = { title: string; description: string; category: ResourceTab };

/** The search applies to every tab: each tab lists its resources whose title or description match. */
export function searchResources<T extends Searchable>(
  resources: readonly T[],
  query: string,
): Record<ResourceTab, T[]> {
  const q = query.trim().toLowerCase();
  const found = resources.filter(
    (r) => !q || r.title.toLowerCase().includes(q) || r.description.toLowerCase().includes(q),
  );
  return Object.fromEntries(
    resourceTabs.map((tab) => [tab.value, found.filter((r) => r.category === tab.value)]),
  ) as Record<ResourceTab, T[]>;
}
