import Link from "next/link";
import { DialogButton } from "@/components/dialogs/dialog-button";
import { contentIcons } from "@/components/icons/content-icons";
import { CtaBand } from "@/components/sections/cta-band";
import { Section } from "@/components/sections/section";
import { SectionHeader } from "@/components/sections/section-header";
import { CapabilityCards } from "@/components/services/capability-cards";
import { ServiceHero } from "@/components/services/service-hero";
import { TechCards } from "@/components/services/tech-cards";
import { UseCaseCards } from "@/components/services/use-case-cards";
import { Button } from "@/components/ui/button";
import { getI18n } from "@/lib/i18n/server";
import type { Service } from "@/lib/content/schemas/services";
import { DemoAgentPanel } from "./demo-agent-panel";
import { getEntry } from "@/lib/content";
import { pagePath } from "@/lib/page-paths";

export async function AgenticAiView({ service }: { service: Service }) {
  const { locale, t, href } = await getI18n();
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
      <Section id="what-is-agentic-ai" aria-labelledby="what-title" className="scroll-mt-16">
        <SectionHeader {...page.whatIs.intro} titleId="what-title" />
        <CapabilityCards
          items={page.whatIs.pillars}
          gradient={service.gradient}
          className="mt-12 lg:grid-cols-4"
        />
      </Section>
      <Section id="use-cases" aria-labelledby="use-cases-title" muted>
        <SectionHeader {...page.useCases.intro} titleId="use-cases-title" />
        <UseCaseCards
          serviceId={service.id}
          items={page.useCases.items}
          gradient={service.gradient}
          className="mt-12"
        />
      </Section>
      <Section id="technologies" aria-labelledby="tech-title">
        <SectionHeader {...page.technologies.intro} titleId="tech-title" />
        <TechCards items={page.technologies.items} className="mt-12" />
      </Section>
      <Section id="client-applications" aria-labelledby="apps-title" muted>
        <SectionHeader {...page.clientApplications.intro} titleId="apps-title" />
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
      </Section>
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
            <Button asChild size="lg" variant="outline">
              <Link prefetch={false} href={href(pagePath("contact"))}>
                {t("services.cta.contactUs")}
              </Link>
            </Button>
          </>
        }
      />
    </>
  );
}
