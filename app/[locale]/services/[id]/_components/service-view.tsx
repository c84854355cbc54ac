import { DialogButton } from "@/components/dialogs/dialog-button";
import { FaqList } from "@/components/faq/faq-list";
import { JsonLd } from "@/components/seo/json-ld";
import { ContactButton } from "@/components/sections/contact-button";
import { CtaBand } from "@/components/sections/cta-band";
import { TitledSection } from "@/components/sections/titled-section";
import { CapabilityCards } from "@/components/services/capability-cards";
import { OverviewSection } from "@/components/services/overview-section";
import { ServiceHero } from "@/components/services/service-hero";
import { StatGrid } from "@/components/services/stat-grid";
import { TechCards } from "@/components/services/tech-cards";
import { UseCaseSection } from "@/components/services/use-case-cards";
import { Button } from "@/components/ui/button";
import type { ServicePage } from "@/lib/content/schemas/service-page-blocks";
import type { Service } from "@/lib/content/schemas/services";
import { statsIn } from "@/lib/figures";
import { getI18n } from "@/lib/i18n/server";
import { faqJsonLd } from "@/lib/json-ld";
import { getServicePage } from "@/lib/service-pages";
import { ApplicationSection } from "./application-section";
import { KeyCapabilities } from "./key-capabilities";

/** The sections below the hero by their ids, in order: the key capabilities always, the others if written. */
const sectionIds = {
  overview: "overview",
  capabilities: "capabilities",
  features: "key-capabilities",
  stats: "results",
  useCases: "use-cases",
  technologies: "technologies",
  apply: "apply",
  faq: "faq",
} as const;
type Block = keyof typeof sectionIds;
const order = Object.keys(sectionIds) as Block[];

/**
 * The page of any service without a view of its own, from its content alone: its entry in
 * content/services (hero, key capabilities beside its client result, a closing call to action)
 * and, where written, the blocks of its page in content/service-pages, on alternating backgrounds.
 */
export async function ServiceView({ service }: { service: Service }) {
  const { locale, t } = await getI18n();
  const page: ServicePage = getServicePage(service.id, locale) ?? {};
  const shown = order.filter((block) => block === "features" || page[block] !== undefined);
  const muted = (block: Block) => shown.indexOf(block) % 2 === 1;
  const section = (block: Block) => {
    const id = sectionIds[block];
    return { id, titleId: `${id}-title`, muted: muted(block), className: "scroll-mt-16" };
  };
  const { gradient } = service;
  const demo = (
    <DialogButton dialog={{ kind: "request-demo", service: service.title }} size="lg">
      {t("services.cta.requestDemo")}
    </DialogButton>
  );
  const closing = page.closing ?? {
    title: t("services.page.closingTitle"),
    lead: t("services.page.closingLead"),
  };
  return (
    <>
      <ServiceHero
        service={service}
        hero={page.hero ?? heroOf(service, t("services.ourExpertise"))}
        actions={
          <>
            {demo}
            <Button asChild size="lg" variant="outline">
              <a href={`#${sectionIds[shown[0] ?? "features"]}`}>{t("services.cta.learnMore")}</a>
            </Button>
          </>
        }
      />
      {page.overview ? (
        <OverviewSection {...page.overview} muted={muted("overview")} action={demo} />
      ) : null}
      {page.capabilities ? (
        <TitledSection intro={page.capabilities.intro} {...section("capabilities")}>
          <CapabilityCards items={page.capabilities.items} gradient={gradient} className="mt-12" />
        </TitledSection>
      ) : null}
      <KeyCapabilities service={service} muted={muted("features")} />
      {page.stats ? (
        <TitledSection intro={page.stats.intro} {...section("stats")}>
          <StatGrid
            stats={statsIn(locale, page.stats.items)}
            gradient={gradient}
            className="mt-12"
          />
        </TitledSection>
      ) : null}
      {page.useCases ? (
        <UseCaseSection block={page.useCases} service={service} {...section("useCases")} />
      ) : null}
      {page.technologies ? (
        <TitledSection intro={page.technologies.intro} {...section("technologies")}>
          <TechCards items={page.technologies.items} className="mt-12" />
        </TitledSection>
      ) : null}
      {page.apply ? (
        <ApplicationSection apply={page.apply} gradient={gradient} muted={muted("apply")} />
      ) : null}
      {page.faq ? (
        <TitledSection intro={page.faq.intro} {...section("faq")}>
          <JsonLd data={faqJsonLd(locale, page.faq.items)} />
          <div className="mt-12 max-w-3xl">
            <FaqList items={page.faq.items} />
          </div>
        </TitledSection>
      ) : null}
      <CtaBand
        titleId="service-cta-title"
        title={closing.title}
        lead={closing.lead}
        actions={
          <>
            {demo}
            <ContactButton>{t("services.cta.contactUs")}</ContactButton>
          </>
        }
      />
    </>
  );
}

/** A hero from the entry alone: the name in the badge and the subtitle as the headline. */
function heroOf(service: Service, expertise: string) {
  return service.subtitle
    ? { badge: service.title, title: `*${service.subtitle}*`, lead: service.description }
    : { badge: expertise, title: `*${service.title}*`, lead: service.description };
}
