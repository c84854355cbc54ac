"use client";

import { NavigationMenu as NavigationMenuPrimitive } from "radix-ui";
import type * as React from "react";
import {
  NavigationChevron,
  navigationListClass,
  navigationTriggerClass,
} from "@/components/ui/navigation-menu-styles";
import { cx } from "@/lib/cx";

export function NavigationMenu({
  className,
  ...props
}: React.ComponentProps<typeof NavigationMenuPrimitive.Root>) {
  return (
    <NavigationMenuPrimitive.Root
      data-slot="navigation-menu"
      className={cx("relative", className)}
      {...props}
    />
  );
}

export function NavigationMenuList({
  className,
  ...props
}: React.ComponentProps<typeof NavigationMenuPrimitive.List>) {
  return (
    <NavigationMenuPrimitive.List
      data-slot="navigation-menu-list"
      className={cx(navigationListClass, className)}
      {...props}
    />
  );
}

export function NavigationMenuItem({
  className,
  ...props
}: React.ComponentProps<typeof NavigationMenuPrimitive.Item>) {
  // Relative, so each dropdown opens under its own trigger.
  return <NavigationMenuPrimitive.Item className={cx("relative", className)} {...props} />;
}

export function NavigationMenuTrigger({
  className,
  children,
  ...props
}: React.ComponentProps<typeof NavigationMenuPrimitive.Trigger>) {
  return (
    <NavigationMenuPrimitive.Trigger
      data-slot="navigation-menu-trigger"
      className={cx(navigationTriggerClass, className)}
      {...props}
    >
      {children}
      <NavigationChevron />
    </NavigationMenuPrimitive.Trigger>
  );
}

export function NavigationMenuContent({
  className,
  ...props
}: React.ComponentProps<typeof NavigationMenuPrimitive.Content>) {
  return (
    <NavigationMenuPrimitive.Content
      data-slot="navigation-menu-content"
      className={cx(
        "absolute top-full left-0 z-50 mt-2 animate-fade-in rounded-2xl border bg-popover p-2 text-popover-foreground shadow-lg shadow-black/5",
        className,
      )}
      {...props}
    />
  );
}

export const NavigationMenuLink = NavigationMenuPrimitive.Link;
