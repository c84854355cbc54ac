import type { MessageKey } from "@/lib/i18n";

/** The library's tabs, Whitepapers first; each label is a message in the page's language. */
export const resourceTabs = [
  {
    value: "whitepapers",
    label: "blog.resources.tab.whitepapers",
  },
  {
    value: "webinars",
    label: "blog.resources.tab.webinars",
  },
  {
    value: "research",
    label: "blog.resources.tab.research",
  },
  {
    value: "tools",
    label: "blog.resources.tab.tools",
  },
] as const satisfies readonly { value: string; label: MessageKey }[];

export type ResourceTab = (typeof resourceTabs)[number]["value"];
