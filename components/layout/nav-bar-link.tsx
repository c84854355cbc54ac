import { Link } from "@/components/ui/link";
import type * as React from "react";
import { navigationItemClass } from "@/components/ui/navigation-menu-styles";
import { isCurrent } from "@/lib/navigation";

type NavBarLinkProps = React.ComponentProps<typeof Link> & { href: string; pathname: string };

/** A plain link in the bar, the same in the static bar and inside the Radix menu. */
export function NavBarLink({ href, pathname, ...props }: NavBarLinkProps) {
  return (
    <Link
      href={href}
      data-nav-key={href}
      className={navigationItemClass}
      aria-current={isCurrent(pathname, href) ? "page" : undefined}
      {...props}
    />
  );
}
