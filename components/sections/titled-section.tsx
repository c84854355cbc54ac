import type * as React from "react";
import { Section } from "@/components/sections/section";
import { SectionHeader } from "@/components/sections/section-header";

type Props = React.ComponentProps<typeof Section> & {
  /** The section's header: eyebrow, title and lead. */
  intro: { eyebrow: string; title: string; lead?: string };
  /** The h2's id, which labels the section. */
  titleId: string;
  /** A button at the header's end (below it on narrow screens). */
  action?: React.ReactNode;
};

/** A page section that opens with its header (eyebrow, H2, lead) and labels itself by it. */
export function TitledSection({ id, intro, titleId, action, children, ...props }: Props) {
  const header = <SectionHeader {...intro} titleId={titleId} />;
  return (
    <Section id={id} aria-labelledby={titleId} {...props}>
      {action ? (
        <div className="flex flex-wrap items-end justify-between gap-6">
          {header}
          {action}
        </div>
      ) : (
        header
      )}
      {children}
    </Section>
  );
}
