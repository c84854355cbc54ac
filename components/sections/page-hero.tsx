import type * as React from "react";
import { HeroBackdrop } from "@/components/sections/hero-backdrop";
import { cn } from "@/lib/utils";

type Props = {
  /** Id of the h1, which labels the section. */
  titleId: string;
  eyebrow?: string;
  title: React.ReactNode;
  subtitle?: string;
  lead?: string;
  /** Buttons under the lead. */
  actions?: React.ReactNode;
  /** Shown beside the text on wide screens (e.g. a sign-in card), or at its end. */
  aside?: React.ReactNode;
  className?: string;
};

/** The hero of a listing or company page: eyebrow, H1, lead and actions over the grid and glow. */
export function PageHero({
  titleId,
  eyebrow,
  title,
  subtitle,
  lead,
  actions,
  aside,
  className,
}: Props) {
  return (
    <section
      aria-labelledby={titleId}
      className={cn("relative isolate overflow-hidden pt-32 pb-12 md:pt-40", className)}
    >
      <HeroBackdrop />
      <div
        className={cn("page-container", aside && "grid items-end gap-10 lg:grid-cols-[1.2fr_1fr]")}
      >
        <div>
          {eyebrow ? <p className="eyebrow">{eyebrow}</p> : null}
          <h1
            id={titleId}
            className="mt-4 max-w-4xl text-[40px] leading-[1.05] font-semibold tracking-tight text-balance sm:text-6xl"
          >
            {title}
          </h1>
          {subtitle ? (
            <p className="mt-5 max-w-2xl text-xl text-balance text-foreground/90 md:text-2xl">
              {subtitle}
            </p>
          ) : null}
          {lead ? <p className="mt-5 max-w-2xl text-lg muted-copy md:text-xl">{lead}</p> : null}
          {actions ? <div className="mt-10 flex flex-wrap gap-3">{actions}</div> : null}
        </div>
        {aside ? <div className="lg:justify-self-end">{aside}</div> : null}
      </div>
    </section>
  );
}
