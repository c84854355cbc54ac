"use client";

import { Link } from "@/components/ui/link";
import { usePathname } from "next/navigation";
import * as React from "react";
import { useI18n } from "@/components/i18n/i18n-provider";
import {
  NavigationMenu,
  NavigationMenuContent,
  NavigationMenuItem,
  NavigationMenuLink,
  NavigationMenuList,
  NavigationMenuTrigger,
} from "@/components/ui/navigation-menu";
import { NavBarLink } from "@/components/layout/nav-bar-link";
import type { NavMenus } from "@/lib/nav-menus";
import { desktopNavEntries, isCurrent, primaryLinks, type NavLink } from "@/lib/navigation";
import { cx } from "@/lib/cx";

/** What the visitor was doing with the static bar when this menu replaced it. */
export type NavIntent = {
  /** The `data-nav-key` of the element that had focus: it gets focus back. */
  focus?: string;
  /** The dropdown that was clicked or is under the pointer: it opens. */
  open?: string;
  /** It opens because the pointer rests on it, not for a click. */
  byPointer?: boolean;
};

/**
 * The interactive desktop bar (Radix NavigationMenu). Loaded on the first pointer, focus or click
 * on the static bar (`DesktopNav`), which it replaces with identical markup.
 */
export function DesktopNavMenu({ menus, intent }: { menus: NavMenus; intent: NavIntent }) {
  const pathname = usePathname();
  const { t, href } = useI18n();
  const [value, setValue] = React.useState(intent.open ?? "");
  const root = React.useRef<HTMLElement>(null);
  // A dropdown opened for the pointer resting on its trigger: the visitor was often on the way to
  // clicking it, and that click must not toggle it shut again. Any later change ends this.
  const openedForPointer = React.useRef(intent.byPointer === true);
  const change = (next: string) => {
    openedForPointer.current = false;
    setValue(next);
  };

  // A layout effect: focus must be back before the next key press is handled.
  React.useLayoutEffect(() => {
    if (!intent.focus) return;
    root.current
      ?.querySelector<HTMLElement>(`[data-nav-key="${CSS.escape(intent.focus)}"]`)
      ?.focus({ preventScroll: true });
  }, [intent.focus]);

  const menuLinks: Record<"services" | "industries", React.ReactNode> = {
    services: (
      <NavigationMenuContent className="w-72">
        <MenuLinks links={menus.services} pathname={pathname} />
        <MenuLinks
          links={[{ href: href(primaryLinks.services.href), label: t("nav.allServices") }]}
          pathname={pathname}
          className="mt-1 border-t pt-1"
        />
      </NavigationMenuContent>
    ),
    industries: (
      <NavigationMenuContent className="w-[34rem]">
        <MenuLinks links={menus.industries} pathname={pathname} className="grid-cols-2" />
        <MenuLinks
          links={[{ href: href(primaryLinks.industries.href), label: t("nav.viewAllIndustries") }]}
          pathname={pathname}
          className="mt-1 border-t pt-1"
        />
      </NavigationMenuContent>
    ),
  };

  return (
    <NavigationMenu
      ref={root}
      value={value}
      onValueChange={change}
      aria-label={t("nav.main")}
      className="hidden lg:block"
    >
      <NavigationMenuList>
        {desktopNavEntries.map((entry) =>
          entry.kind === "menu" ? (
            <NavigationMenuItem key={entry.key} value={entry.key}>
              <NavigationMenuTrigger
                data-nav-key={entry.key}
                onClick={(event) => {
                  // Radix skips its toggle when the click's default is prevented.
                  if (openedForPointer.current && value === entry.key) event.preventDefault();
                  openedForPointer.current = false;
                }}
              >
                {t(entry.labelKey)}
              </NavigationMenuTrigger>
              {menuLinks[entry.key]}
            </NavigationMenuItem>
          ) : (
            <NavigationMenuItem key={entry.link.href}>
              <NavigationMenuLink asChild active={isCurrent(pathname, href(entry.link.href))}>
                <NavBarLink href={href(entry.link.href)} pathname={pathname}>
                  {t(entry.link.labelKey)}
                </NavBarLink>
              </NavigationMenuLink>
            </NavigationMenuItem>
          ),
        )}
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
