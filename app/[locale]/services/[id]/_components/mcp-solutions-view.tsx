import { statsIn } from "@/lib/figures";
import { ContactButton } from "@/components/sections/contact-button";
import { DialogButton } from "@/components/dialogs/dialog-button";
import { contentIcons } from "@/components/icons/content-icons";
import { CtaBand } from "@/components/sections/cta-band";
import { TitledSection } from "@/components/sections/titled-section";
import { OverviewSection } from "@/components/services/overview-section";
import { ServiceHero } from "@/components/services/service-hero";
import { StatGrid } from "@/components/services/stat-grid";
import { UseCaseSection } from "@/components/services/use-case-cards";
import { Button } from "@/components/ui/button";
import { getI18n } from "@/lib/i18n/server";
import type { Service } from "@/lib/content/schemas/services";
import { getEntry } from "@/lib/content";
import { ViewDemoButton } from "./view-demo-button";
import { ChipList } from "@/components/ui/chip-list";

export async function McpSolutionsView({ service }: { service: Service }) {
  const { locale, t } = await getI18n();
  const page = getEntry("servicePages", "mcp-solutions", locale).data;
  const discovery = (
    <ContactButton type="discovery" variant="default">
      {t("services.mcp.discoveryCall")}
    </ContactButton>
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
            <ViewDemoButton service={service} />
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
      <UseCaseSection
        id="features"
        block={page.features}
        service={service}
        titleId="features-title"
        muted
        wide
      />
      <TitledSection
        id="architecture"
        intro={page.architecture.intro}
        titleId="architecture-title"
        className="scroll-mt-16"
      >
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
                <ChipList items={layer.components} mono />
              </li>
            );
          })}
        </ol>
      </TitledSection>
      <TitledSection id="industries" intro={page.industries.intro} titleId="industries-title" muted>
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
      </TitledSection>
      <TitledSection
        id="benefits"
        intro={page.benefits.intro}
        titleId="benefits-title"
        action={
          <DialogButton dialog={demo} size="lg">
            {t("services.mcp.roi")}
          </DialogButton>
        }
      >
        <StatGrid
          stats={statsIn(locale, page.benefits.claims)}
          gradient={service.gradient}
          className="mt-12"
        />
      </TitledSection>
      <CtaBand
        titleId="mcp-cta-title"
        title={page.closing.title}
        lead={page.closing.lead}
        actions={discovery}
      />
    </>
  );
}
