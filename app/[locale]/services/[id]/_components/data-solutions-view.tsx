import { spriteIcon } from "@/components/icons/sprite-icon";
import { ContactButton } from "@/components/sections/contact-button";
import { DialogButton } from "@/components/dialogs/dialog-button";
import { contentIcons } from "@/components/icons/content-icons";
import { CtaBand } from "@/components/sections/cta-band";
import { TitledSection } from "@/components/sections/titled-section";
import { CapabilityCards } from "@/components/services/capability-cards";
import { ServiceHero } from "@/components/services/service-hero";
import { UseCaseSection } from "@/components/services/use-case-cards";
import { Button } from "@/components/ui/button";
import { getI18n } from "@/lib/i18n/server";
import type { Service } from "@/lib/content/schemas/services";
import { DataCapabilityTabs } from "./data-capability-tabs";
import { getEntry } from "@/lib/content";

const ShieldCheck = spriteIcon("shield-check");

export async function DataSolutionsView({ service }: { service: Service }) {
  const { locale, t } = await getI18n();
  const page = getEntry("servicePages", "data-solutions", locale).data;
  const talk = { kind: "request-demo", service: service.title } as const;
  return (
    <>
      <ServiceHero
        service={service}
        hero={page.hero}
        actions={
          <>
            <DialogButton dialog={talk} size="lg">
              {t("services.data.talk")}
            </DialogButton>
            <Button asChild size="lg" variant="outline">
              <a href="#solution-areas">{t("services.cta.learnMore")}</a>
            </Button>
          </>
        }
      />
      <UseCaseSection
        id="solution-areas"
        block={page.areas}
        service={service}
        titleId="areas-title"
        className="scroll-mt-16"
      />
      <TitledSection
        id="data-strategy"
        intro={page.strategy.intro}
        titleId="strategy-title"
        muted
        action={
          <DialogButton dialog={talk} size="lg">
            {t("services.data.strategySession")}
          </DialogButton>
        }
      >
        <CapabilityCards
          items={page.strategy.points}
          gradient={service.gradient}
          className="mt-12"
        />
      </TitledSection>
      <TitledSection id="capabilities" intro={page.tabs.intro} titleId="capabilities-title">
        <DataCapabilityTabs items={page.tabs.items} />
      </TitledSection>
      <TitledSection id="compliance" intro={page.compliance.intro} titleId="compliance-title" muted>
        <ul className="mt-12 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {page.compliance.standards.map((standard) => (
            <li key={standard.name} className="card">
              <h3 className="flex items-center gap-2 font-mono text-lg font-semibold">
                <ShieldCheck aria-hidden="true" className="size-5 text-primary" />
                {standard.name}
              </h3>
              <p className="mt-2 text-sm muted-copy">{standard.description}</p>
            </li>
          ))}
        </ul>
      </TitledSection>
      <TitledSection id="cloud-platforms" intro={page.cloud.intro} titleId="cloud-title">
        <ul className="mt-12 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {page.cloud.platforms.map((platform) => {
            const Icon = contentIcons[platform.icon];
            return (
              <li key={platform.platform} className="card">
                <Icon aria-hidden="true" className="size-6 text-primary" />
                <h3 className="mt-4 text-lg font-semibold">{platform.platform}</h3>
                <ul className="mt-3 grid gap-1.5 text-sm text-muted-foreground">
                  {platform.uses.map((use) => (
                    <li key={use}>{use}</li>
                  ))}
                </ul>
              </li>
            );
          })}
        </ul>
      </TitledSection>
      <CtaBand
        titleId="data-cta-title"
        title={page.closing.title}
        lead={page.closing.lead}
        actions={
          <>
            <DialogButton dialog={talk} size="lg">
              {t("services.data.talk")}
            </DialogButton>
            <ContactButton>{t("services.cta.contactUs")}</ContactButton>
          </>
        }
      />
    </>
  );
}
