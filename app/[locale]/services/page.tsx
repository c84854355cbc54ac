import { pageRoute } from "@/lib/page-route";
import { PageHero } from "@/components/sections/page-hero";
import { TranslationFallback } from "@/components/i18n/translation-fallback";
import { Section } from "@/components/sections/section";
import { getLocale } from "@/lib/i18n/server";
import { i18nFor } from "@/lib/i18n/messages";
import { CareersTeaser } from "./_components/careers-teaser";
import { ServiceCardGrid } from "./_components/service-card-grid";
import { ServiceDetail } from "./_components/service-detail";
import { SocialImpact } from "./_components/social-impact";
import { getEntries, getEntry } from "@/lib/content";
import { pagePath } from "@/lib/page-paths";

export const generateMetadata = pageRoute("services").generateMetadata;

export default async function ServicesPage() {
  const locale = await getLocale();
  const { t } = i18nFor(locale);
  const servicesOverview = getEntry("pages", "services-overview", locale).data;
  const services = getEntries("services", locale).map(({ data }) => data);
  return (
    <TranslationFallback path={pagePath("services")}>
      <>
        <PageHero
          titleId="services-title"
          title={servicesOverview.title}
          subtitle={servicesOverview.subtitle}
          lead={servicesOverview.lead}
        />
        <Section aria-labelledby="all-services" className="pt-8 md:pt-10">
          <h2 id="all-services" className="sr-only">
            {t("services.all")}
          </h2>
          <ServiceCardGrid services={services} />
        </Section>
        {services.map((service, index) => (
          <ServiceDetail key={service.id} service={service} index={index} />
        ))}
        <SocialImpact />
        <CareersTeaser />
      </>
    </TranslationFallback>
  );
}
