import type { IconNode } from "lucide";
import * as React from "react";

export type LucideIcon = (props: React.ComponentProps<"svg">) => React.ReactElement;

/**
 * A Lucide icon for client components, drawn from the icon's data (the `lucide` package). Client
 * components use this instead of lucide-react, whose icon component and helpers (about 1.7 KB
 * gzip) would otherwise ride along in every page's first-load JavaScript. Server components still
 * draw through lucide-react, whose icon is itself a client component ("use client", for its
 * context): each such icon hydrates on the client and its data travels in the RSC payload.
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
        {...props}
      >
        {node.map(([tag, attributes], index) =>
          React.createElement(tag, { key: index, ...attributes }),
        )}
      </svg>
    );
  };
}
