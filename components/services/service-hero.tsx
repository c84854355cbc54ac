import type * as React from "react";
import { Artwork } from "@/components/art/artwork";
import { contentIcons } from "@/components/icons";
import { HeroBackdrop } from "@/components/sections/hero-backdrop";
import type { Hero } from "@/content/service-pages/schema";
import { gradients } from "@/lib/gradients";
import type { Service } from "@/lib/services";
import { cn } from "@/lib/utils";

type Props = { service: Service; hero: Hero & { tagline?: string }; actions: React.ReactNode };

/** A service page's hero: badge, headline with the gradient phrase, lead, actions and artwork. */
export function ServiceHero({ service, hero, actions }: Props) {
  const Icon = contentIcons[service.icon];
  const [before, after] = splitOnce(hero.title, hero.highlight);
  return (
    <section
      aria-labelledby="service-title"
      className="relative isolate overflow-hidden pt-32 pb-16 md:pt-40 md:pb-24"
    >
      <HeroBackdrop />
      <div className="mx-auto grid max-w-7xl items-center gap-12 px-4 sm:px-6 lg:grid-cols-[1.2fr_1fr] lg:px-8">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full border bg-background/70 py-1 pr-3 pl-1 text-sm font-medium">
            <span
              className={cn(
                "flex size-6 items-center justify-center rounded-full text-white",
                gradients[service.gradient].tile,
              )}
            >
              <Icon aria-hidden="true" className="size-3.5" />
            </span>
            {hero.badge}
          </p>
          <h1
            id="service-title"
            className="mt-6 text-[40px] leading-[1.05] font-semibold tracking-tight text-balance sm:text-6xl lg:text-[64px]"
          >
            {before}
            <span className={cn("bg-clip-text text-transparent", gradients[service.gradient].text)}>
              {hero.highlight}
            </span>
            {after}
          </h1>
          {hero.tagline ? (
            <p className="mt-4 font-mono text-sm text-muted-foreground">{hero.tagline}</p>
          ) : null}
          <p className="mt-6 max-w-2xl text-lg leading-relaxed text-muted-foreground md:text-xl">
            {hero.lead}
          </p>
          <div className="mt-10 flex flex-wrap gap-3">{actions}</div>
        </div>
        <div className="overflow-hidden rounded-3xl border shadow-sm">
          <Artwork
            seed={`${service.id}-hero`}
            gradient={service.gradient}
            width={600}
            height={375}
            label={`${service.title} illustration`}
            className="aspect-[16/10]"
          />
        </div>
      </div>
    </section>
  );
}

function splitOnce(text: string, part: string): [string, string] {
  const at = text.indexOf(part);
  return at < 0 ? [`${text} `, ""] : [text.slice(0, at), text.slice(at + part.length)];
}
