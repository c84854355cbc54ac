import { DialogButton } from "@/components/dialogs/dialog-button";
import { contentIcons } from "@/components/icons/content-icons";
import { CtaBand } from "@/components/sections/cta-band";
import { TitledSection } from "@/components/sections/titled-section";
import { CapabilityCards } from "@/components/services/capability-cards";
import { ServiceHero } from "@/components/services/service-hero";
import { Button } from "@/components/ui/button";
import { getI18n } from "@/lib/i18n/server";
import type { Service } from "@/lib/content/schemas/services";
import { MlIndustryTabs } from "./ml-industry-tabs";
import { getEntry } from "@/lib/content";
import { ChipList } from "@/components/ui/chip-list";

export async function MachineLearningView({ service }: { service: Service }) {
  const { locale, t } = await getI18n();
  const page = getEntry("servicePages", "machine-learning", locale).data;
  const consult = { kind: "request-demo", service: service.title } as const;
  return (
    <>
      <ServiceHero
        service={service}
        hero={page.hero}
        actions={
          <>
            <DialogButton dialog={consult} size="lg">
              {t("services.ml.consult")}
            </DialogButton>
            <Button asChild size="lg" variant="outline">
              <a href="#use-cases">{t("services.ml.viewCaseStudies")}</a>
            </Button>
          </>
        }
      />
      <TitledSection id="overview" intro={page.overview.intro} titleId="overview-title">
        <CapabilityCards
          items={page.overview.points}
          gradient={service.gradient}
          className="mt-12"
        />
      </TitledSection>
      <TitledSection
        id="use-cases"
        intro={page.industries.intro}
        titleId="industries-title"
        muted
        className="scroll-mt-16"
      >
        <MlIndustryTabs records={page.industries.records} />
      </TitledSection>
      <TitledSection id="technology-stack" intro={page.stack.intro} titleId="stack-title">
        <div className="mt-12 grid gap-4 md:grid-cols-3">
          {page.stack.groups.map((group) => (
            <div key={group.category} className="card">
              <h3 className="text-lg font-semibold">{group.category}</h3>
              <ChipList items={group.technologies} mono className="mt-4" />
            </div>
          ))}
        </div>
      </TitledSection>
      <TitledSection id="mlops" intro={page.mlops.intro} titleId="mlops-title" muted>
        <ol className="mt-12 grid gap-4 md:grid-cols-2 lg:grid-cols-4">
          {page.mlops.items.map((item, index) => {
            const Icon = contentIcons[item.icon];
            return (
              <li key={item.title} className="card">
                <div className="flex items-center justify-between">
                  <Icon aria-hidden="true" className="size-6 text-primary" />
                  <span className="font-mono text-sm text-muted-foreground">
                    {String(index + 1).padStart(2, "0")}
                  </span>
                </div>
                <h3 className="mt-4 font-semibold">{item.title}</h3>
                <p className="mt-2 text-sm muted-copy">{item.description}</p>
              </li>
            );
          })}
        </ol>
      </TitledSection>
      <CtaBand
        titleId="ml-cta-title"
        title={page.closing.title}
        lead={page.closing.lead}
        actions={
          <DialogButton dialog={consult} size="lg">
            {t("services.ml.consult")}
          </DialogButton>
        }
      />
    </>
  );
}
