import type * as React from "react";
import { GradientHero } from "@/components/sections/gradient-hero";
import type { Hero } from "@/lib/content/schemas/service-page-blocks";
import { getI18n } from "@/lib/i18n/server";
import type { Service } from "@/lib/content/schemas/services";

type Props = { service: Service; hero: Hero & { tagline?: string }; actions: React.ReactNode };

/** A service page's hero, in the service's gradient. */
export async function ServiceHero({ service, hero, actions }: Props) {
  const { t } = await getI18n();
  return (
    <GradientHero
      badge={{ icon: service.icon, label: hero.badge }}
      // A badge that is the service's name opens the h1; a category badge ("Core Service") does
      // not, and the title names the service instead ("Stream House: …").
      badgeNamesSubject={hero.badge === service.title || hero.badge === service.subtitle}
      title={hero.title}
      gradient={service.gradient}
      lead={hero.lead}
      tagline={hero.tagline}
      actions={actions}
      art={{ seed: `${service.id}-hero`, label: t("services.heroArt", { service: service.title }) }}
    />
  );
}
