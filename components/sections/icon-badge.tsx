import type * as React from "react";
import { contentIcons } from "@/components/icons/content-icons";
import { gradients, type GradientId } from "@/lib/gradients";
import type { IconName } from "@/lib/icon-names";
import { cn } from "@/lib/utils";

/**
 * A pill with a gradient icon dot and a label: the badge above detail-page headlines. A span, so it
 * can open the h1 when it names the page's subject.
 */
export function IconBadge({
  icon,
  gradient,
  children,
}: {
  icon: IconName;
  gradient: GradientId;
  children: React.ReactNode;
}) {
  const Icon = contentIcons[icon];
  return (
    <span className="inline-flex items-center gap-2 rounded-full border bg-background/70 py-1 pr-3 pl-1 text-sm font-medium">
      <span
        className={cn(
          "flex size-6 items-center justify-center rounded-full text-white",
          gradients[gradient].tile,
        )}
      >
        <Icon aria-hidden="true" className="size-3.5" />
      </span>
      {children}
    </span>
  );
}
