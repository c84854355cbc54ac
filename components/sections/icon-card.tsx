import type * as React from "react";
import { contentIcons } from "@/components/icons/content-icons";
import type { IconName } from "@/lib/icon-names";

type Props = {
  icon: IconName;
  title: string;
  className?: string;
  /** What the card says below its title. */
  children: React.ReactNode;
};

/** A card in a list: the content's icon, an H3 title, and what follows it. */
export function IconCard({ icon, title, className = "card", children }: Props) {
  const Icon = contentIcons[icon];
  return (
    <li className={className}>
      <Icon aria-hidden="true" className="size-6 text-primary" />
      <h3 className="mt-4 text-lg font-semibold">{title}</h3>
      {children}
    </li>
  );
}
