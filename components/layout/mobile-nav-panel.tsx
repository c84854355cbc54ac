"use client";

import { Link } from "@/components/ui/link";
import { usePathname } from "next/navigation";
import { useI18n } from "@/components/i18n/i18n-provider";
import { Button } from "@/components/ui/button";
import { isCurrent, primaryLinks, type NavLink } from "@/lib/navigation";

/** The links of the open mobile menu; every link closes the menu. */
export function MobileNavPanel({
  industries,
  onNavigate,
}: {
  industries: NavLink[];
  onNavigate: () => void;
}) {
  const pathname = usePathname();
  const { t, href } = useI18n();
  // `to` is a localized path; the industry links arrive localized from the server.
  const item = (to: string, label: string, inset = false) => (
    <li key={to}>
      <Link
        href={to}
        onClick={onNavigate}
        aria-current={isCurrent(pathname, to) && to === pathname ? "page" : undefined}
        className={`flex min-h-11 items-center rounded-lg px-3 text-base transition-colors hover:bg-accent aria-[current=page]:bg-accent aria-[current=page]:font-medium ${inset ? "pl-6 text-sm text-muted-foreground" : "font-medium"}`}
      >
        {label}
      </Link>
    </li>
  );
  return (
    <nav aria-label={t("nav.main")} className="mx-auto max-w-7xl px-4 py-4 sm:px-6">
      <ul className="grid gap-0.5">
        {item(href(primaryLinks.home.href), t("nav.home"))}
        {item(href(primaryLinks.services.href), t("nav.services"))}
        <li className="px-3 pt-3 pb-1 font-mono text-xs text-muted-foreground uppercase">
          {t("nav.industries")}
        </li>
        {industries.map((link) => item(link.href, link.label, true))}
        {item(href(primaryLinks.industries.href), t("nav.viewAllIndustries"), true)}
        {item(href(primaryLinks.caseStudies.href), t("nav.caseStudies"))}
        {item(href(primaryLinks.about.href), t("nav.about"))}
        {item(href(primaryLinks.blog.href), t("nav.blog"))}
      </ul>
      <Button asChild className="mt-4 w-full">
        <Link prefetch={false} href={href(primaryLinks.contact.href)} onClick={onNavigate}>
          {t("nav.contact")}
        </Link>
      </Button>
    </nav>
  );
}
