import { statsIn } from "@/lib/figures";
import { ContactButton } from "@/components/sections/contact-button";
import { contentIcons } from "@/components/icons/content-icons";
import { CtaBand } from "@/components/sections/cta-band";
import { TitledSection } from "@/components/sections/titled-section";
import { CapabilityCards } from "@/components/services/capability-cards";
import { ServiceHero } from "@/components/services/service-hero";
import { StatGrid } from "@/components/services/stat-grid";
import { Button } from "@/components/ui/button";
import { getI18n } from "@/lib/i18n/server";
import type { Service } from "@/lib/content/schemas/services";
import { getEntry } from "@/lib/content";
import { ApplicationSection, applicationFormAnchor } from "./application-section";

export async function NgoLabView({ service }: { service: Service }) {
  const { locale, t } = await getI18n();
  const page = getEntry("servicePages", "ngo-lab", locale).data;
  const applyLink = (
    <Button asChild size="lg" variant="impact">
      <a href={`#${applicationFormAnchor}`}>{t("services.ngo.apply")}</a>
    </Button>
  );
  return (
    <>
      <ServiceHero
        service={service}
        hero={page.hero}
        actions={
          <>
            {applyLink}
            <Button asChild size="lg" variant="outline">
              <a href="#how-it-works">{t("services.cta.learnMore")}</a>
            </Button>
          </>
        }
      />
      <TitledSection
        id="how-it-works"
        intro={page.steps.intro}
        titleId="how-title"
        className="scroll-mt-16"
      >
        <CapabilityCards items={page.steps.items} gradient={service.gradient} className="mt-12" />
      </TitledSection>
      <TitledSection id="impact-stories" intro={page.stories.intro} titleId="stories-title" muted>
        <div className="mt-12 grid gap-6">
          {page.stories.items.map((story) => (
            <article
              key={story.id}
              id={story.id}
              className="scroll-mt-24 rounded-3xl border bg-card p-6 sm:p-8"
            >
              <p className="font-mono text-xs tracking-wider text-impact uppercase">
                {story.organization}
              </p>
              <h3 className="mt-2 text-2xl font-semibold tracking-tight">{story.title}</h3>
              <p className="mt-3 max-w-3xl muted-copy">{story.description}</p>
              <StatGrid
                stats={statsIn(locale, story.stats)}
                gradient={service.gradient}
                className="mt-6 lg:grid-cols-3"
              />
            </article>
          ))}
        </div>
      </TitledSection>
      <ApplicationSection apply={page.apply} gradient={service.gradient} />
      <TitledSection id="partners" intro={page.partners.intro} titleId="partners-title" muted>
        <ul className="mt-12 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {page.partners.items.map((partner) => {
            const Icon = contentIcons[partner.icon];
            return (
              <li
                key={partner.name}
                className="flex items-center gap-4 rounded-2xl border bg-card p-5"
              >
                <span className="icon-tile shrink-0 bg-impact/10 text-impact">
                  <Icon aria-hidden="true" className="size-5" />
                </span>
                <span>
                  <span className="block font-semibold">{partner.name}</span>
                  <span className="block text-sm text-muted-foreground">{partner.focus}</span>
                </span>
              </li>
            );
          })}
        </ul>
      </TitledSection>
      <CtaBand
        titleId="ngo-cta-title"
        title={page.closing.title}
        lead={page.closing.lead}
        actions={
          <>
            {applyLink}
            <ContactButton>{t("services.ngo.scheduleCall")}</ContactButton>
          </>
        }
      />
    </>
  );
}
