/*
 * The path of every template of the page registry (lib/pages.ts), in a module without content,
 * so client islands link with it too. A `[name]` stands for a parameter: an entry's id, a topic,
 * a page number. A page's id is its parameters in order, joined by "/" ("agentic-ai/2" for
 * `/blog/topic/[topic]/page/[page]`); the edition's URL is `localePath(locale, path)`.
 */
export const pagePatterns = {
  home: "/",
  services: "/services",
  service: "/services/[id]",
  industries: "/industries",
  industry: "/industries/[id]",
  caseStudies: "/case-studies",
  caseStudiesPage: "/case-studies/page/[page]",
  caseStudy: "/case-studies/[id]",
  blog: "/blog",
  blogPage: "/blog/page/[page]",
  topic: "/blog/topic/[topic]",
  topicPage: "/blog/topic/[topic]/page/[page]",
  post: "/blog/[slug]",
  resources: "/resources",
  resourceType: "/resources/[type]",
  resourceTypePage: "/resources/[type]/page/[page]",
  careers: "/careers",
  careersPage: "/careers/page/[page]",
  job: "/careers/[id]",
  about: "/about",
  contact: "/contact",
  clientPortal: "/client-portal",
  privacy: "/privacy",
  terms: "/terms",
  notFound: "/404",
} as const;

export type TemplateKey = keyof typeof pagePatterns;

const parameter = /\[(\w+)\]/g;

/** The parameter names of a template's path, in order: `topicPage` → ["topic", "page"]. */
export function paramNames(key: TemplateKey): string[] {
  return [...pagePatterns[key].matchAll(parameter)].map((match) => match[1] ?? "");
}

/** A page's id from its route parameters: { topic: "x", page: "2" } → "x/2". */
export function idOf(key: TemplateKey, params: Readonly<Record<string, string | undefined>>) {
  return paramNames(key)
    .map((name) => params[name] ?? "")
    .join("/");
}

/** A page's route parameters from its id: "x/2" → { topic: "x", page: "2" }. */
export function paramsOf(key: TemplateKey, id: string): Record<string, string> {
  const parts = id.split("/");
  return Object.fromEntries(paramNames(key).map((name, index) => [name, parts[index] ?? ""]));
}

/** A page's path: `pagePath("caseStudy", "x")` → "/case-studies/x", `pagePath("contact")`. */
export function pagePath(key: TemplateKey, id = ""): string {
  const parts = id.split("/");
  let index = 0;
  return pagePatterns[key].replace(parameter, () => parts[index++] ?? "");
}
