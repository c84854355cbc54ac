import type * as React from "react";
import { LeadPicture } from "@/components/media/lead-picture";
import { HeroBackdrop } from "@/components/sections/hero-backdrop";
import { IconBadge } from "@/components/sections/icon-badge";
import { gradients, type GradientId } from "@/lib/gradients";
import type { Photo as PhotoData } from "@/lib/content/schemas/shared";
import { splitHighlight } from "@/lib/highlight";
import { getI18n } from "@/lib/i18n/server";
import type { IconName } from "@/lib/icon-names";
import { cn } from "@/lib/utils";

type Props = {
  /** The pill above the headline: an icon in the gradient and a label. */
  badge: { icon: IconName; label: React.ReactNode };
  /**
   * The badge names the page's subject ("Agentic AI"), so it opens the h1 and the heading reads
   * "Agentic AI: AI agents that…". A category badge ("Core Service") stays above the h1.
   */
  badgeNamesSubject?: boolean;
  /** The headline, its phrase drawn with the gradient between asterisks: `… *phrase* …`. */
  title: string;
  gradient: GradientId;
  lead: string;
  tagline?: string;
  actions?: React.ReactNode;
  /** Seed and label of the artwork beside the text; the owner's photo instead where given. */
  art: { seed: string; label: string; photo?: PhotoData };
  /** Shown above the badge, e.g. a back link. */
  before?: React.ReactNode;
};

const titleClass =
  "text-[40px] leading-[1.05] font-semibold tracking-tight text-balance sm:text-6xl lg:text-[64px]";

/** A detail page's hero: badge, headline with a gradient phrase, lead, actions and artwork. */
export async function GradientHero({
  badge,
  badgeNamesSubject = false,
  title,
  gradient,
  lead,
  tagline,
  actions,
  art,
  before,
}: Props) {
  const { t } = await getI18n();
  const { before: head, highlight, after: tail } = splitHighlight(title);
  const headline = (
    <>
      {head}
      <span className={cn("bg-clip-text text-transparent", gradients[gradient].text)}>
        {highlight}
      </span>
      {tail}
    </>
  );
  return (
    <section
      aria-labelledby="page-title"
      className="relative isolate overflow-hidden pt-28 pb-16 md:pt-36 md:pb-24"
    >
      <HeroBackdrop />
      <div className="mx-auto grid max-w-7xl items-center gap-12 px-4 sm:px-6 lg:grid-cols-[1.2fr_1fr] lg:px-8">
        <div>
          {before}
          {badgeNamesSubject ? (
            // Spans only inside the h1, laid out like the div and h1 below, so both look the same.
            <h1 id="page-title" className="mt-4">
              <span className="block">
                <IconBadge icon={badge.icon} gradient={gradient}>
                  {badge.label}
                  <span className="sr-only">{t("punctuation.separator")}</span>
                </IconBadge>
              </span>
              <span className={cn("mt-6 block", titleClass)}>{headline}</span>
            </h1>
          ) : (
            <>
              <div className="mt-4">
                <IconBadge icon={badge.icon} gradient={gradient}>
                  {badge.label}
                </IconBadge>
              </div>
              <h1 id="page-title" className={cn("mt-6", titleClass)}>
                {headline}
              </h1>
            </>
          )}
          {tagline ? (
            <p className="mt-4 font-mono text-sm text-muted-foreground">{tagline}</p>
          ) : null}
          <p className="mt-6 max-w-2xl text-lg muted-copy md:text-xl">{lead}</p>
          {actions ? <div className="mt-10 flex flex-wrap gap-3">{actions}</div> : null}
        </div>
        <div className="overflow-hidden rounded-3xl border shadow-sm">
          <LeadPicture
            photo={art.photo}
            slot="side"
            artwork={{
              seed: art.seed,
              gradient,
              width: 600,
              height: 375,
              label: art.label,
              className: "aspect-[16/10]",
            }}
          />
        </div>
      </div>
    </section>
  );
}
