import type * as React from "react";
import { cn } from "@/lib/utils";

/** A page section with the site's container and vertical rhythm. */
export function Section({
  className,
  children,
  muted = false,
  ...props
}: React.ComponentProps<"section"> & { muted?: boolean }) {
  return (
    <section
      className={cn("page-gutter py-20 md:py-28", muted && "bg-muted/40", className)}
      {...props}
    >
      {children}
    </section>
  );
}
