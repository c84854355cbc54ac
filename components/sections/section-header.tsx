import type * as React from "react";
import { cn } from "@/lib/utils";

type Props = React.ComponentProps<"div"> & {
  eyebrow: string;
  title: string;
  lead?: string;
  /** Id for the h2, so the section can be labelled by it. */
  titleId?: string;
  align?: "left" | "center";
};

/** The header block every section opens with: eyebrow, H2, lead. */
export function SectionHeader({
  eyebrow,
  title,
  lead,
  titleId,
  align = "left",
  className,
  ...props
}: Props) {
  return (
    <div
      className={cn("max-w-3xl", align === "center" && "mx-auto text-center", className)}
      {...props}
    >
      <p className="eyebrow">{eyebrow}</p>
      <h2 id={titleId} className="mt-3 section-title">
        {title}
      </h2>
      {lead ? <p className="mt-4 text-lg muted-copy">{lead}</p> : null}
    </div>
  );
}
