import type * as React from "react";
import { cn } from "@/lib/utils";

type Props = React.ComponentProps<"section"> & {
  title: string;
  lead: string;
  titleId: string;
  actions: React.ReactNode;
};

/** The closing call to action: a full-width band with the brand gradient at low opacity. */
export function CtaBand({ title, lead, titleId, actions, className, ...props }: Props) {
  return (
    <section
      aria-labelledby={titleId}
      className={cn("px-4 py-20 sm:px-6 md:py-28 lg:px-8", className)}
      {...props}
    >
      <div className="relative mx-auto max-w-7xl overflow-hidden rounded-3xl border bg-linear-to-br from-primary/10 via-fuchsia-500/5 to-emerald-500/10 px-6 py-16 text-center sm:px-12">
        <div aria-hidden="true" className="absolute inset-0 -z-10 bg-grid opacity-60" />
        <h2
          id={titleId}
          className="mx-auto max-w-2xl text-3xl font-semibold tracking-tight text-balance md:text-[44px] md:leading-[1.1]"
        >
          {title}
        </h2>
        <p className="mx-auto mt-4 max-w-2xl text-lg muted-copy">{lead}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">{actions}</div>
      </div>
    </section>
  );
}
