import type * as React from "react";
import { GradientHero } from "@/components/sections/gradient-hero";
import { IconBadge } from "@/components/sections/icon-badge";
import type { Hero } from "@/content/service-pages/schema";
import type { Service } from "@/lib/services";

type Props = { service: Service; hero: Hero & { tagline?: string }; actions: React.ReactNode };

/** A service page's hero, in the service's gradient. */
export function ServiceHero({ service, hero, actions }: Props) {
  return (
    <GradientHero
      badge={
        <IconBadge icon={service.icon} gradient={service.gradient}>
          {hero.badge}
        </IconBadge>
      }
      title={hero.title}
      highlight={hero.highlight}
      gradient={service.gradient}
      lead={hero.lead}
      tagline={hero.tagline}
      actions={actions}
      art={{ seed: `${service.id}-hero`, label: `${service.title} illustration` }}
    />
  );
}
