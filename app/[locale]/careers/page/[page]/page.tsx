import { TranslationFallback } from "@/components/i18n/translation-fallback";
import { PageHero } from "@/components/sections/page-hero";
import { JsonLd } from "@/components/seo/json-ld";
import { i18nFor } from "@/lib/i18n/messages";
import { pageRoute } from "@/lib/page-route";
import { pagePath } from "@/lib/page-paths";
import { OpenPositions } from "../../_components/open-positions";

const route = pageRoute("careersPage");

export const dynamicParams = false;
export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;

/** A later page of the open positions: the list alone, under a short hero. */
export default async function CareersLaterPage({ params }: { params: Promise<{ page: string }> }) {
  const { locale, page, breadcrumbs } = await route.page(params);
  const { t } = i18nFor(locale);
  const { page: number } = await params;
  return (
    <TranslationFallback path={pagePath("careers")}>
      <JsonLd data={breadcrumbs} />
      <PageHero
        titleId="careers-title"
        eyebrow={t("work.careers.eyebrow")}
        title={page.title}
        lead={page.description}
      />
      <OpenPositions locale={locale} number={Number(number)} />
    </TranslationFallback>
  );
}
