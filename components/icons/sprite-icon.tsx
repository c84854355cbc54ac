import type * as React from "react";
import type { SpriteIconName } from "@/components/icons/icon-nodes";

export type SpriteIcon = (props: React.ComponentProps<"svg">) => React.ReactElement;

/** Whether the caller gave the icon a name or role (else it is decorative, as Lucide decides). */
function isNamed(props: React.ComponentProps<"svg">): boolean {
  return Object.entries(props).some(
    ([name, value]) =>
      value != null && (name.startsWith("aria-") || name === "role" || name === "title"),
  );
}

/**
 * A Lucide icon drawn from the site's sprite (/icons.svg, app/icons.svg/route.ts): one small
 * element that names the icon, styled like Lucide's own SVG by the `lucide` class in
 * app/globals.css. Its drawing is fetched once per visit, not repeated in every page's HTML, RSC
 * payload and JavaScript. Decorative (`aria-hidden`) unless the caller names it.
 */
export function spriteIcon(name: SpriteIconName): SpriteIcon {
  return function Icon({ className, ...props }) {
    return (
      <svg
        className={className ? `lucide ${className}` : "lucide"}
        aria-hidden={isNamed(props) ? undefined : true}
        {...props}
      >
        <use href={`/icons.svg#${name}`} />
      </svg>
    );
  };
}
