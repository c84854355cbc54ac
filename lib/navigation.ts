import { splitLocalePath, type MessageKey } from "@/lib/i18n";
import { pagePath } from "@/lib/page-paths";

/* Client-safe: no content imports here, so client islands can use it without bundling content.
   Paths are English; callers localize them with `href()`. */

export type NavLink = { href: string; label: string };
export type ChromeLink = { href: string; labelKey: MessageKey };

export const primaryLinks = {
  home: { href: pagePath("home"), labelKey: "nav.home" },
  services: { href: pagePath("services"), labelKey: "nav.services" },
  industries: { href: pagePath("industries"), labelKey: "nav.viewAllIndustries" },
  caseStudies: { href: pagePath("caseStudies"), labelKey: "nav.caseStudies" },
  about: { href: pagePath("about"), labelKey: "nav.about" },
  blog: { href: pagePath("blog"), labelKey: "nav.blog" },
  contact: { href: pagePath("contact"), labelKey: "nav.contact" },
} satisfies Record<string, ChromeLink>;

/** The desktop bar, left to right: plain links and the two dropdown menus. */
export type DesktopNavEntry =
  | { kind: "link"; link: ChromeLink }
  | { kind: "menu"; key: "services" | "industries"; labelKey: MessageKey };

export const desktopNavEntries: DesktopNavEntry[] = [
  { kind: "link", link: primaryLinks.home },
  { kind: "menu", key: "services", labelKey: "nav.services" },
  { kind: "menu", key: "industries", labelKey: "nav.industries" },
  { kind: "link", link: primaryLinks.caseStudies },
  { kind: "link", link: primaryLinks.about },
  { kind: "link", link: primaryLinks.blog },
];

export const footerQuickLinks: ChromeLink[] = [
  { href: pagePath("about"), labelKey: "footer.aboutUs" },
  { href: pagePath("industries"), labelKey: "nav.industries" },
  { href: pagePath("caseStudies"), labelKey: "nav.caseStudies" },
  { href: pagePath("services"), labelKey: "footer.services" },
  { href: pagePath("blog"), labelKey: "nav.blog" },
  { href: pagePath("careers"), labelKey: "footer.careers" },
];

export const footerLegalLinks: ChromeLink[] = [
  { href: pagePath("privacy"), labelKey: "footer.privacy" },
  { href: pagePath("terms"), labelKey: "footer.terms" },
  { href: pagePath("contact"), labelKey: "nav.contact" },
];

/**
 * True when `href` is the current page or a section of it (for aria-current). Both are localized
 * paths ("/de/services"); an edition's home ("/", "/de") is current only on itself.
 */
export function isCurrent(pathname: string, href: string): boolean {
  const page = splitLocalePath(pathname);
  const link = splitLocalePath(href);
  if (page.locale !== link.locale) return false;
  if (link.path === "/") return page.path === "/";
  return page.path === link.path || page.path.startsWith(`${link.path}/`);
}

/**
 * Pages whose route carries form JavaScript (~20 KB): the contact page and every job. Links to
 * them do not prefetch, so other pages never download it. Takes localized paths. (A service
 * page's application form is a chunk that only the page rendering it loads, not its route's.)
 */
export function carriesForm(href: string): boolean {
  const { path } = splitLocalePath(href.split(/[?#]/)[0] ?? href);
  return path === pagePath("contact") || path.startsWith(pagePath("job"));
}
