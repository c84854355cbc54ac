import Link from "next/link";
import { DialogButton } from "@/components/dialogs/dialog-button";
import { contentIcons } from "@/components/icons/content-icons";
import { CtaBand } from "@/components/sections/cta-band";
import { Section } from "@/components/sections/section";
import { SectionHeader } from "@/components/sections/section-header";
import { OverviewSection } from "@/components/services/overview-section";
import { ServiceHero } from "@/components/services/service-hero";
import { StatGrid } from "@/components/services/stat-grid";
import { UseCaseCards } from "@/components/services/use-case-cards";
import { Button } from "@/components/ui/button";
import { figureIn } from "@/lib/figures";
import { getI18n } from "@/lib/i18n/server";
import type { Service } from "@/lib/content/schemas/services";
import { getEntry } from "@/lib/content";
import { pagePath } from "@/lib/page-paths";

export async function McpSolutionsView({ service }: { service: Service }) {
  const { locale, t, href } = await getI18n();
  const page = getEntry("servicePages", "mcp-solutions", locale).data;
  const discovery = (
    <Button asChild size="lg">
      <Link prefetch={false} href={`${href(pagePath("contact"))}?type=discovery`}>
        {t("services.mcp.discoveryCall")}
      </Link>
    </Button>
  );
  const demo = { kind: "request-demo", service: service.title } as const;
  return (
    <>
      <ServiceHero
        service={service}
        hero={page.hero}
        actions={
          <>
            {discovery}
            <DialogButton
              dialog={{ kind: "launch-demo", service: service.title }}
              size="lg"
              variant="outline"
            >
              {t("services.cta.viewDemo")}
            </DialogButton>
          </>
        }
      />
      <OverviewSection
        intro={page.overview.intro}
        points={page.overview.points}
        action={
          <Button asChild variant="outline">
            <a href="#architecture">{t("services.mcp.exploreArchitecture")}</a>
          </Button>
        }
      />
      <Section id="features" aria-labelledby="features-title" muted>
        <SectionHeader {...page.features.intro} titleId="features-title" />
        <UseCaseCards
          serviceId={service.id}
          items={page.features.items}
          gradient={service.gradient}
          className="mt-12 lg:grid-cols-2"
        />
      </Section>
      <Section id="architecture" aria-labelledby="architecture-title" className="scroll-mt-16">
        <SectionHeader {...page.architecture.intro} titleId="architecture-title" />
        <ol className="mt-12 grid gap-4">
          {page.architecture.layers.map((layer, index) => {
            const Icon = contentIcons[layer.icon];
            return (
              <li
                key={layer.name}
                className="grid gap-6 card md:grid-cols-[auto_1fr_1.2fr] md:items-center"
              >
                <span className="flex items-center gap-3">
                  <span className="font-mono text-sm text-muted-foreground">L{index + 1}</span>
                  <Icon aria-hidden="true" className="size-7 text-primary" />
                </span>
                <div>
                  <h3 className="text-lg font-semibold">{layer.name}</h3>
                  <p className="mt-1.5 text-sm muted-copy">{layer.description}</p>
                </div>
                <ul className="flex flex-wrap gap-2">
                  {layer.components.map((component) => (
                    <li
                      key={component}
                      className="rounded-full border bg-muted px-3 py-1 font-mono text-xs"
                    >
                      {component}
                    </li>
                  ))}
                </ul>
              </li>
            );
          })}
        </ol>
      </Section>
      <Section id="industries" aria-labelledby="industries-title" muted>
        <SectionHeader {...page.industries.intro} titleId="industries-title" />
        <ul className="mt-12 grid gap-4 lg:grid-cols-3">
          {page.industries.items.map((industry) => {
            const Icon = contentIcons[industry.icon];
            return (
              <li key={industry.name} className="flex flex-col card">
                <Icon aria-hidden="true" className="size-6 text-primary" />
                <h3 className="mt-4 text-lg font-semibold">{industry.name}</h3>
                <p className="mt-2 text-sm muted-copy">{industry.description}</p>
                <ul className="mt-4 grid flex-1 content-start gap-1.5 border-t pt-4 text-sm">
                  {industry.applications.map((application) => (
                    <li key={application}>{application}</li>
                  ))}
                </ul>
                <DialogButton dialog={demo} variant="outline" className="mt-6 self-start">
                  {t("services.mcp.viewCaseStudy")}
                  <span className="sr-only">
                    {t("services.casesFor", { industry: industry.name })}
                  </span>
                </DialogButton>
              </li>
            );
          })}
        </ul>
      </Section>
      <Section id="benefits" aria-labelledby="benefits-title">
        <div className="flex flex-wrap items-end justify-between gap-6">
          <SectionHeader {...page.benefits.intro} titleId="benefits-title" />
          <DialogButton dialog={demo} size="lg">
            {t("services.mcp.roi")}
          </DialogButton>
        </div>
        <StatGrid
          stats={page.benefits.claims.map((claim) => ({
            ...claim,
            value: figureIn(locale, claim.value),
          }))}
          gradient={service.gradient}
          className="mt-12"
        />
      </Section>
      <CtaBand
        titleId="mcp-cta-title"
        title={page.closing.title}
        lead={page.closing.lead}
        actions={discovery}
      />
    </>
  );
}
