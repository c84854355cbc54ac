import { spriteIcon } from "@/components/icons/sprite-icon";
import { Link } from "@/components/ui/link";
import type * as React from "react";
import { TitledSection } from "@/components/sections/titled-section";
import { Button } from "@/components/ui/button";

const ArrowRight = spriteIcon("arrow-right");

type Props = Omit<React.ComponentProps<typeof TitledSection>, "id" | "intro" | "titleId"> & {
  /** The section's header in the home page's content; its id names the section and its title. */
  header: { id: string; eyebrow: string; title: string; lead: string };
};

/** A section of the home page, opened by its header from content. */
export function HomeSection({ header: { id, eyebrow, title, lead }, ...props }: Props) {
  return (
    <TitledSection id={id} intro={{ eyebrow, title, lead }} titleId={`${id}-title`} {...props} />
  );
}

/** The header's link to the whole list the section shows a few of ("All case studies →"). */
export function SeeAllButton({ href, children }: { href: string; children: React.ReactNode }) {
  return (
    <Button asChild variant="outline">
      <Link href={href}>
        {children} <ArrowRight aria-hidden="true" />
      </Link>
    </Button>
  );
}
