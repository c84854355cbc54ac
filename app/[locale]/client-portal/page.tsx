import { pageRoute } from "@/lib/page-route";
import { spriteIcon } from "@/components/icons/sprite-icon";
import { TranslationFallback } from "@/components/i18n/translation-fallback";
import { DialogButton } from "@/components/dialogs/dialog-button";
import { FaqSection } from "@/components/faq/faq-section";
import { MessagesScope } from "@/components/i18n/messages-scope";
import { LoginCard } from "@/components/portal/login-card";
import { ContactButton } from "@/components/sections/contact-button";
import { CtaBand } from "@/components/sections/cta-band";
import { HeroBackdrop } from "@/components/sections/hero-backdrop";
import { QuoteGrid } from "@/components/sections/quote-grid";
import { TitledSection } from "@/components/sections/titled-section";
import { JsonLd } from "@/components/seo/json-ld";
import { CapabilityCards } from "@/components/services/capability-cards";
import { CheckList } from "@/components/ui/check-list";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { getI18n } from "@/lib/i18n/server";
import { faqJsonLd } from "@/lib/json-ld";
import { getEntry } from "@/lib/content";
import { pagePath } from "@/lib/page-paths";

const ShieldCheck = spriteIcon("shield-check");

export const generateMetadata = pageRoute("clientPortal").generateMetadata;

export default async function ClientPortalPage() {
  const { locale, t } = await getI18n();
  const page = getEntry("pages", "client-portal", locale).data;
  return (
    <TranslationFallback path={pagePath("clientPortal")}>
      <>
        <JsonLd data={faqJsonLd(locale, page.faq)} />
        <section
          aria-labelledby="portal-title"
          className="relative isolate overflow-hidden pt-32 pb-16 md:pt-40"
        >
          <HeroBackdrop />
          <div className="mx-auto grid max-w-7xl items-center gap-12 px-4 sm:px-6 lg:grid-cols-[1.2fr_1fr] lg:px-8">
            <div>
              <p className="inline-flex items-center gap-2 rounded-full border bg-background/70 px-3 py-1 text-sm font-medium">
                <ShieldCheck aria-hidden="true" className="size-4 text-primary" />{" "}
                {t("company.portal.badge")}
              </p>
              <h1
                id="portal-title"
                className="mt-6 text-[40px] leading-[1.05] font-semibold tracking-tight text-balance sm:text-6xl"
              >
                {page.hero.title}
              </h1>
              <p className="mt-5 max-w-2xl text-lg muted-copy md:text-xl">{page.hero.lead}</p>
            </div>
            <MessagesScope prefixes={["company.login."]}>
              <LoginCard />
            </MessagesScope>
          </div>
        </section>
        <TitledSection
          intro={{
            eyebrow: t("company.portal.featuresEyebrow"),
            title: t("company.portal.featuresTitle"),
          }}
          titleId="features-title"
          muted
        >
          <Tabs
            defaultValue="dashboards"
            values={page.features.map((f) => f.value)}
            className="mt-12"
          >
            <TabsList aria-label={t("company.portal.featuresEyebrow")} className="sm:w-fit">
              {page.features.map((feature) => (
                <TabsTrigger key={feature.value} value={feature.value}>
                  {feature.label}
                </TabsTrigger>
              ))}
            </TabsList>
            {page.features.map((feature) => (
              <TabsContent key={feature.value} value={feature.value} className="card sm:p-8">
                <h3 className="text-2xl font-semibold tracking-tight">{feature.title}</h3>
                <p className="mt-3 max-w-3xl muted-copy">{feature.description}</p>
                <CheckList
                  items={feature.points}
                  className="mt-6 grid gap-3 sm:grid-cols-2"
                  markClassName="before:mt-1"
                />
              </TabsContent>
            ))}
          </Tabs>
        </TitledSection>
        <TitledSection
          intro={{
            eyebrow: t("company.portal.securityEyebrow"),
            title: page.security.title,
            lead: page.security.lead,
          }}
          titleId="security-title"
        >
          <CapabilityCards
            items={page.security.items}
            gradient="sky-indigo"
            className="mt-12 lg:grid-cols-4"
          />
        </TitledSection>
        <TitledSection
          intro={{
            eyebrow: t("company.portal.clientsEyebrow"),
            title: t("company.portal.clientsTitle"),
          }}
          titleId="clients-title"
          muted
        >
          <QuoteGrid
            quotes={page.testimonials.map((person) => ({
              quote: person.quote,
              name: person.name,
              byline: t("company.portal.byline", { title: person.title, company: person.company }),
            }))}
          />
        </TitledSection>
        <CtaBand
          titleId="portal-cta-title"
          title={page.cta.title}
          lead={page.cta.lead}
          actions={
            <>
              <ContactButton variant="default">{t("company.cta.contactUs")}</ContactButton>
              <DialogButton
                dialog={{ kind: "request-demo", service: t("company.portal.demoService") }}
                size="lg"
                variant="outline"
              >
                {t("company.portal.demo")}
              </DialogButton>
            </>
          }
        />
        <FaqSection
          id="portal-faq"
          title={t("company.portal.faqTitle")}
          items={page.faq}
          titleId="portal-faq-title"
          className="scroll-mt-16"
        />
      </>
    </TranslationFallback>
  );
}
