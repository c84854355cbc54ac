"use client";

import { usePathname } from "next/navigation";
import * as React from "react";
import { useI18n } from "@/components/i18n/i18n-provider";
import type { NavIntent } from "@/components/layout/desktop-nav-menu";
import { NavBarLink } from "@/components/layout/nav-bar-link";
import {
  NavigationChevron,
  navigationListClass,
  navigationTriggerClass,
} from "@/components/ui/navigation-menu-styles";
import type { NavMenus } from "@/lib/nav-menus";
import { useLazyModule } from "@/lib/hooks/use-lazy-module";
import { desktopNavEntries } from "@/lib/navigation";

const loadMenu = () =>
  import("@/components/layout/desktop-nav-menu").then((module) => module.DesktopNavMenu);

/**
 * The desktop bar as plain links and buttons, so the Radix menu (about 10 KB) stays out of every
 * page's first load. The first pointer, focus or click inside loads `DesktopNavMenu`, which
 * replaces this markup one for one, keeps focus where it was and opens the dropdown the visitor
 * clicked or points at.
 */
export function DesktopNav({ menus }: { menus: NavMenus }) {
  const pathname = usePathname();
  const { t, href } = useI18n();
  const nav = React.useRef<HTMLElement>(null);
  const clicked = React.useRef<string | undefined>(undefined);
  const [Menu, requestMenu] = useLazyModule(loadMenu);
  const [intent, setIntent] = React.useState<NavIntent>({});

  const upgrade = () =>
    requestMenu(() => {
      const root = nav.current;
      const active = document.activeElement;
      const focus =
        active instanceof HTMLElement && root?.contains(active) ? active.dataset.navKey : undefined;
      const hovered = root?.querySelector<HTMLElement>("button[data-nav-key]:hover");
      const open = clicked.current ?? hovered?.dataset.navKey;
      setIntent({ focus, open, byPointer: open !== undefined && clicked.current === undefined });
    });

  if (Menu) return <Menu menus={menus} intent={intent} />;

  return (
    <nav
      ref={nav}
      aria-label={t("nav.main")}
      className="hidden lg:block"
      onPointerOver={upgrade}
      onFocus={upgrade}
    >
      <ul className={navigationListClass}>
        {desktopNavEntries.map((entry) =>
          entry.kind === "menu" ? (
            <li key={entry.key} className="relative">
              <button
                type="button"
                data-nav-key={entry.key}
                data-state="closed"
                aria-expanded="false"
                className={navigationTriggerClass}
                onClick={() => {
                  clicked.current = entry.key;
                  // A click (or Enter) between the menu's arrival and its first render comes
                  // after `upgrade`'s capture: it opens the dropdown all the same.
                  setIntent((before) => ({ ...before, open: entry.key, byPointer: false }));
                  upgrade();
                }}
              >
                {t(entry.labelKey)}
                <NavigationChevron />
              </button>
            </li>
          ) : (
            <li key={entry.link.href} className="relative">
              <NavBarLink href={href(entry.link.href)} pathname={pathname}>
                {t(entry.link.labelKey)}
              </NavBarLink>
            </li>
          ),
        )}
      </ul>
    </nav>
  );
}
