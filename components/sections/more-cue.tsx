import { spriteIcon } from "@/components/icons/sprite-icon";
import type * as React from "react";

const ArrowRight = spriteIcon("arrow-right");

/** The "Read more →" at the foot of a card that is a link as a whole; the arrow nudges on hover. */
export function MoreCue({ children }: { children: React.ReactNode }) {
  return (
    <span className="mt-5 more-link">
      {children}
      <ArrowRight aria-hidden="true" className="size-4 nudge-on-hover" />
    </span>
  );
}
