import { spriteIcon } from "@/components/icons/sprite-icon";
import { statsIn } from "@/lib/figures";
import { DialogButton } from "@/components/dialogs/dialog-button";
import { contentIcons } from "@/components/icons/content-icons";
import { CtaBand } from "@/components/sections/cta-band";
import { Section } from "@/components/sections/section";
import { TitledSection } from "@/components/sections/titled-section";
import { CapabilityCards } from "@/components/services/capability-cards";
import { OverviewSection } from "@/components/services/overview-section";
import { ServiceHero } from "@/components/services/service-hero";
import { StatGrid } from "@/components/services/stat-grid";
import { TechCards } from "@/components/services/tech-cards";
import { UseCaseSection } from "@/components/services/use-case-cards";
import { Button } from "@/components/ui/button";
import { dialogUseCaseKey } from "@/lib/dialog-content";
import { getI18n } from "@/lib/i18n/server";
import type { Service } from "@/lib/content/schemas/services";
import { getEntry } from "@/lib/content";
import { ViewDemoButton } from "./view-demo-button";

const ArrowRight = spriteIcon("arrow-right");

export async function StreamHouseView({ service }: { service: Service }) {
  const { locale, t } = await getI18n();
  const page = getEntry("servicePages", "stream-house", locale).data;
  const demo = { kind: "request-demo", service: service.title } as const;
  const { caseStudy } = page;
  return (
    <>
      <ServiceHero
        service={service}
        hero={page.hero}
        actions={
          <>
            <Button asChild size="lg">
              <a href="#overview">{t("services.cta.learnMore")}</a>
            </Button>
            <ViewDemoButton service={service} />
          </>
        }
      />
      <OverviewSection
        intro={page.overview.intro}
        points={page.overview.points}
        className="scroll-mt-16"
        action={
          <DialogButton dialog={demo} variant="outline">
            {t("services.stream.exploreArchitecture")}
          </DialogButton>
        }
      />
      <UseCaseSection
        id="capabilities"
        block={page.capabilities}
        service={service}
        titleId="capabilities-title"
        muted
        wide
      />
      <TitledSection id="architecture" intro={page.architecture.intro} titleId="architecture-title">
        <ol className="mt-12 grid gap-4 md:grid-cols-2 lg:grid-cols-4">
          {page.architecture.stages.map((stage, index) => {
            const Icon = contentIcons[stage.icon];
            return (
              <li key={stage.name} className="relative card">
                <div className="flex items-center justify-between">
                  <Icon aria-hidden="true" className="size-6 text-primary" />
                  <span className="font-mono text-sm text-muted-foreground">
                    {t("services.stream.stage", { number: index + 1 })}
                  </span>
                </div>
                <h3 className="mt-4 font-semibold">{stage.name}</h3>
                <p className="mt-2 text-sm muted-copy">{stage.description}</p>
                {index < page.architecture.stages.length - 1 ? (
                  <ArrowRight
                    aria-hidden="true"
                    className="absolute top-1/2 -right-3.5 hidden size-5 -translate-y-1/2 rounded-full bg-background text-muted-foreground lg:block"
                  />
                ) : null}
              </li>
            );
          })}
        </ol>
      </TitledSection>
      <TitledSection id="technologies" intro={page.technologies.intro} titleId="tech-title" muted>
        <TechCards items={page.technologies.items} className="mt-12 lg:grid-cols-2" />
      </TitledSection>
      <Section id="case-study" aria-labelledby="case-title">
        <div className="rounded-3xl border bg-card p-6 sm:p-10">
          <p className="font-mono text-xs tracking-wider text-primary uppercase">
            {t("services.stream.caseStudy", { client: caseStudy.client })}
          </p>
          <h2
            id="case-title"
            className="mt-3 max-w-3xl text-3xl font-semibold tracking-tight text-balance md:text-4xl"
          >
            {caseStudy.title}
          </h2>
          <p className="mt-4 max-w-3xl text-lg muted-copy">{caseStudy.description}</p>
          <StatGrid
            stats={statsIn(locale, caseStudy.results)}
            gradient={service.gradient}
            className="mt-10"
          />
          <DialogButton
            dialog={{ kind: "use-case", key: dialogUseCaseKey(service.id, caseStudy.id) }}
            size="lg"
            className="mt-8"
          >
            {t("services.stream.readCaseStudy")}
          </DialogButton>
        </div>
      </Section>
      <TitledSection
        id="applications"
        intro={page.applications.intro}
        titleId="applications-title"
        muted
      >
        <CapabilityCards
          items={page.applications.items}
          gradient={service.gradient}
          className="mt-12 lg:grid-cols-4"
        />
      </TitledSection>
      <CtaBand
        titleId="stream-cta-title"
        title={page.closing.title}
        lead={page.closing.lead}
        actions={
          <DialogButton dialog={demo} size="lg">
            {t("services.cta.requestADemo")}
          </DialogButton>
        }
      />
    </>
  );
}
