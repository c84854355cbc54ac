/*
 * The path of every template of the page registry (lib/pages.ts), in a module without content,
 * so client islands link with it too. `[id]` (or `[slug]`) stands for an entry's id; the
 * edition's URL is `localePath(locale, path)`.
 */
export const pagePatterns = {
  home: "/",
  services: "/services",
  service: "/services/[id]",
  industries: "/industries",
  industry: "/industries/[id]",
  caseStudies: "/case-studies",
  caseStudy: "/case-studies/[id]",
  blog: "/blog",
  post: "/blog/[slug]",
  resources: "/resources",
  careers: "/careers",
  job: "/careers/[id]",
  about: "/about",
  contact: "/contact",
  clientPortal: "/client-portal",
  privacy: "/privacy",
  terms: "/terms",
  notFound: "/404",
} as const;

export type TemplateKey = keyof typeof pagePatterns;

/** `[id]` or `[slug]` in a pattern. */
export const placeholder = /\[(\w+)\]/;

/** A page's path: `pagePath("caseStudy", "x")` → "/case-studies/x", `pagePath("contact")`. */
export function pagePath(key: TemplateKey, id = ""): string {
  return pagePatterns[key].replace(placeholder, id);
}
