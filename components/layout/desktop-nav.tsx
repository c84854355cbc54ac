"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import { useI18n } from "@/components/i18n/i18n-provider";
import {
  NavigationMenu,
  NavigationMenuContent,
  NavigationMenuItem,
  NavigationMenuLink,
  NavigationMenuList,
  NavigationMenuTrigger,
  navigationItemClass,
} from "@/components/ui/navigation-menu";
import type { NavMenus } from "@/lib/nav-menus";
import { isCurrent, primaryLinks, type ChromeLink, type NavLink } from "@/lib/navigation";
import { cx } from "@/lib/cx";

export function DesktopNav({ menus }: { menus: NavMenus }) {
  const pathname = usePathname();
  const { t } = useI18n();

  const plain = (link: ChromeLink) => (
    <NavigationMenuItem key={link.href}>
      <NavigationMenuLink asChild active={isCurrent(pathname, link.href)}>
        <Link
          href={link.href}
          className={navigationItemClass}
          aria-current={isCurrent(pathname, link.href) ? "page" : undefined}
        >
          {t(link.labelKey)}
        </Link>
      </NavigationMenuLink>
    </NavigationMenuItem>
  );

  return (
    <NavigationMenu aria-label={t("nav.main")} className="hidden lg:block">
      <NavigationMenuList>
        {plain(primaryLinks.home)}
        <NavigationMenuItem>
          <NavigationMenuTrigger>{t("nav.services")}</NavigationMenuTrigger>
          <NavigationMenuContent className="w-72">
            <MenuLinks links={menus.services} pathname={pathname} />
            <MenuLinks
              links={[{ href: primaryLinks.services.href, label: t("nav.allServices") }]}
              pathname={pathname}
              className="mt-1 border-t pt-1"
            />
          </NavigationMenuContent>
        </NavigationMenuItem>
        <NavigationMenuItem>
          <NavigationMenuTrigger>{t("nav.industries")}</NavigationMenuTrigger>
          <NavigationMenuContent className="w-[34rem]">
            <MenuLinks links={menus.industries} pathname={pathname} className="grid-cols-2" />
            <MenuLinks
              links={[{ href: primaryLinks.industries.href, label: t("nav.viewAllIndustries") }]}
              pathname={pathname}
              className="mt-1 border-t pt-1"
            />
          </NavigationMenuContent>
        </NavigationMenuItem>
        {plain(primaryLinks.caseStudies)}
        {plain(primaryLinks.about)}
        {plain(primaryLinks.blog)}
      </NavigationMenuList>
    </NavigationMenu>
  );
}

function MenuLinks({
  links,
  pathname,
  className,
}: {
  links: NavLink[];
  pathname: string;
  className?: string;
}) {
  return (
    <ul className={cx("grid gap-0.5", className)}>
      {links.map((link) => (
        <li key={link.href}>
          <NavigationMenuLink asChild active={isCurrent(pathname, link.href)}>
            <Link
              href={link.href}
              aria-current={pathname === link.href ? "page" : undefined}
              className="flex min-h-10 items-center rounded-lg px-3 py-2 text-sm transition-colors hover:bg-accent hover:text-accent-foreground focus-visible:bg-accent"
            >
              {link.label}
            </Link>
          </NavigationMenuLink>
        </li>
      ))}
    </ul>
  );
}
