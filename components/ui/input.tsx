import type * as React from "react";
import { cx } from "@/lib/cx";

export function Input({ className, type = "text", ...props }: React.ComponentProps<"input">) {
  return (
    <input
      type={type}
      data-slot="input"
      className={cx(
        "h-10 w-full min-w-0 rounded-lg border border-input bg-background px-3 text-base text-foreground transition-colors placeholder:text-muted-foreground focus-visible:border-ring focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring aria-invalid:border-destructive sm:text-sm",
        className,
      )}
      {...props}
    />
  );
}
