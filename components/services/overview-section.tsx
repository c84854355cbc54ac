import type * as React from "react";
import { Section } from "@/components/sections/section";
import { SectionHeader } from "@/components/sections/section-header";
import type { SectionIntro } from "@/lib/content/schemas/service-page-blocks";

type Props = {
  intro: SectionIntro;
  points: readonly string[];
  action: React.ReactNode;
  muted?: boolean;
  className?: string;
};

/** A service page's overview: the section header beside a few paragraphs and one action. */
export function OverviewSection({ intro, points, action, muted, className }: Props) {
  return (
    <Section id="overview" aria-labelledby="overview-title" muted={muted} className={className}>
      <div className="grid gap-10 lg:grid-cols-2">
        <SectionHeader {...intro} titleId="overview-title" />
        <div className="grid content-start justify-items-start gap-4 text-lg muted-copy">
          {points.map((point) => (
            <p key={point.slice(0, 32)}>{point}</p>
          ))}
          <div className="mt-2">{action}</div>
        </div>
      </div>
    </Section>
  );
}
