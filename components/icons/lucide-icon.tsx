import type { IconNode } from "lucide";
import * as React from "react";

export type LucideIcon = (props: React.ComponentProps<"svg">) => React.ReactElement;

type SvgProps = React.ComponentProps<"svg">;

/** Whether the caller gave the icon a name or role, as lucide-react decides it. */
function isNamed(props: SvgProps): boolean {
  return Object.entries(props).some(
    ([name, value]) =>
      value != null && (name.startsWith("aria-") || name === "role" || name === "title"),
  );
}

/**
 * A Lucide icon drawn from the icon's data (the `lucide` package), as a plain component that
 * renders the same SVG as lucide-react: decorative (`aria-hidden`) unless the caller names it.
 * lucide-react's icon is a client component ("use client", for its context), so each of its
 * icons on a server-rendered page hydrated on the client, sent its drawing again in the RSC
 * payload and brought lucide-react's runtime into the first-load JavaScript. This one is plain
 * markup in a server component, and a few hundred bytes in a client one.
 */
export function lucideIcon(node: IconNode): LucideIcon {
  return function Icon({ className, ...props }) {
    return (
      <svg
        xmlns="http://www.w3.org/2000/svg"
        width={24}
        height={24}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        className={className ? `lucide ${className}` : "lucide"}
        aria-hidden={isNamed(props) ? undefined : true}
        {...props}
      >
        {node.map(([tag, attributes], index) =>
          React.createElement(tag, { key: index, ...attributes }),
        )}
      </svg>
    );
  };
}
