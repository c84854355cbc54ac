import { ContactButton } from "@/components/sections/contact-button";
import { DialogButton } from "@/components/dialogs/dialog-button";
import { contentIcons } from "@/components/icons/content-icons";
import { CtaBand } from "@/components/sections/cta-band";
import { TitledSection } from "@/components/sections/titled-section";
import { CapabilityCards } from "@/components/services/capability-cards";
import { ServiceHero } from "@/components/services/service-hero";
import { TechCards } from "@/components/services/tech-cards";
import { UseCaseSection } from "@/components/services/use-case-cards";
import { Button } from "@/components/ui/button";
import { getI18n } from "@/lib/i18n/server";
import type { Service } from "@/lib/content/schemas/services";
import { DemoAgentPanel } from "./demo-agent-panel";
import { getEntry } from "@/lib/content";

export async function AgenticAiView({ service }: { service: Service }) {
  const { locale, t } = await getI18n();
  const page = getEntry("servicePages", "agentic-ai", locale).data;
  const demo = { kind: "request-demo", service: service.title } as const;
  return (
    <>
      <ServiceHero
        service={service}
        hero={page.hero}
        actions={
          <>
            <DialogButton dialog={demo} size="lg">
              {t("services.cta.requestDemo")}
            </DialogButton>
            <Button asChild size="lg" variant="outline">
              <a href="#what-is-agentic-ai">{t("services.cta.learnMore")}</a>
            </Button>
          </>
        }
      />
      <TitledSection
        id="what-is-agentic-ai"
        intro={page.whatIs.intro}
        titleId="what-title"
        className="scroll-mt-16"
      >
        <CapabilityCards
          items={page.whatIs.pillars}
          gradient={service.gradient}
          className="mt-12 lg:grid-cols-4"
        />
      </TitledSection>
      <UseCaseSection
        id="use-cases"
        block={page.useCases}
        service={service}
        titleId="use-cases-title"
        muted
      />
      <TitledSection id="technologies" intro={page.technologies.intro} titleId="tech-title">
        <TechCards items={page.technologies.items} className="mt-12" />
      </TitledSection>
      <TitledSection
        id="client-applications"
        intro={page.clientApplications.intro}
        titleId="apps-title"
        muted
      >
        <ul className="mt-12 grid gap-4 md:grid-cols-2">
          {page.clientApplications.items.map((item) => {
            const Icon = contentIcons[item.icon];
            return (
              <li key={item.industry} className="flex gap-4 card">
                <Icon aria-hidden="true" className="mt-1 size-6 shrink-0 text-primary" />
                <div>
                  <h3 className="text-lg font-semibold">{item.industry}</h3>
                  <p className="mt-2 muted-copy">{item.application}</p>
                </div>
              </li>
            );
          })}
        </ul>
      </TitledSection>
      <DemoAgentPanel intro={page.demo.intro} points={page.demo.points} service={service} />
      <CtaBand
        titleId="agentic-cta-title"
        title={page.closing.title}
        lead={page.closing.lead}
        actions={
          <>
            <DialogButton dialog={demo} size="lg">
              {t("services.cta.requestDemo")}
            </DialogButton>
            <ContactButton>{t("services.cta.contactUs")}</ContactButton>
          </>
        }
      />
    </>
  );
}
