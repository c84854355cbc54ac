import { splitLocalePath, type MessageKey } from "@/lib/i18n";

/* Client-safe: no content imports here, so client islands can use it without bundling content.
   Paths are English; callers localize them with `href()`. */

export type NavLink = { href: string; label: string };
export type ChromeLink = { href: string; labelKey: MessageKey };

export const primaryLinks = {
  home: { href: "/", labelKey: "nav.home" },
  services: { href: "/services", labelKey: "nav.services" },
  industries: { href: "/industries", labelKey: "nav.viewAllIndustries" },
  caseStudies: { href: "/case-studies", labelKey: "nav.caseStudies" },
  about: { href: "/about", labelKey: "nav.about" },
  blog: { href: "/blog", labelKey: "nav.blog" },
  contact: { href: "/contact", labelKey: "nav.contact" },
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
  { href: "/about", labelKey: "footer.aboutUs" },
  { href: "/industries", labelKey: "nav.industries" },
  { href: "/case-studies", labelKey: "nav.caseStudies" },
  { href: "/services", labelKey: "footer.services" },
  { href: "/blog", labelKey: "nav.blog" },
  { href: "/careers", labelKey: "footer.careers" },
];

export const footerLegalLinks: ChromeLink[] = [
  { href: "/privacy", labelKey: "footer.privacy" },
  { href: "/terms", labelKey: "footer.terms" },
  { href: "/contact", labelKey: "nav.contact" },
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
 * Pages whose route carries form JavaScript (~20 KB): the contact page, NGO Lab and every job.
 * Links to them do not prefetch, so other pages never download it. Takes localized paths.
 */
export function carriesForm(href: string): boolean {
  const { path } = splitLocalePath(href.split(/[?#]/)[0] ?? href);
  return path === "/contact" || path === "/services/ngo-lab" || path.startsWith("/careers/");
}
