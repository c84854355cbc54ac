import type * as React from "react";
import { Section } from "@/components/sections/section";
import { SectionHeader } from "@/components/sections/section-header";

type Props = React.ComponentProps<typeof Section> & {
  /** The section's header: eyebrow, title and lead. */
  intro: { eyebrow: string; title: string; lead?: string };
  /** The h2's id, which labels the section. */
  titleId: string;
};

/** A page section that opens with its header (eyebrow, H2, lead) and labels itself by it. */
export function TitledSection({ id, intro, titleId, children, ...props }: Props) {
  return (
    <Section id={id} aria-labelledby={titleId} {...props}>
      <SectionHeader {...intro} titleId={titleId} />
      {children}
    </Section>
  );
}
