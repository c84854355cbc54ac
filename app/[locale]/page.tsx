import { pageRoute } from "@/lib/page-route";
import { TranslationFallback } from "@/components/i18n/translation-fallback";
import { Link } from "@/components/ui/link";
import { CtaBand } from "@/components/sections/cta-band";
import { JsonLd } from "@/components/seo/json-ld";
import { Button } from "@/components/ui/button";
import { getI18n } from "@/lib/i18n/server";
import { organizationJsonLd, websiteJsonLd } from "@/lib/json-ld";
import { Expertise } from "./_components/expertise";
import { FeaturedWork } from "./_components/featured-work";
import { HomeHero } from "./_components/home-hero";
import { HowWeWork } from "./_components/how-we-work";
import { InnovationHub } from "./_components/innovation-hub";
import { NgoProductLab } from "./_components/ngo-product-lab";
import { WhoWeAre } from "./_components/who-we-are";
import { getEntry } from "@/lib/content";
import { pagePath } from "@/lib/page-paths";

export const generateMetadata = pageRoute("home").generateMetadata;

export default async function HomePage() {
  const { locale, t, href } = await getI18n();
  const { closingCta } = getEntry("pages", "home", locale).data;
  return (
    <TranslationFallback path={"/"}>
      <>
        <JsonLd data={[organizationJsonLd(locale), websiteJsonLd(locale)]} />
        <HomeHero />
        <WhoWeAre />
        <Expertise />
        <FeaturedWork />
        <HowWeWork />
        <InnovationHub />
        <NgoProductLab />
        <CtaBand
          titleId="home-cta-title"
          title={closingCta.title}
          lead={closingCta.lead}
          actions={
            <>
              <Button asChild size="lg">
                <Link prefetch={false} href={href(`${pagePath("contact")}?type=discovery`)}>
                  {t("company.cta.discovery")}
                </Link>
              </Button>
              <Button asChild size="lg" variant="outline">
                <Link prefetch={false} href={href(`${pagePath("contact")}?type=expert`)}>
                  {t("company.cta.expert")}
                </Link>
              </Button>
            </>
          }
        />
      </>
    </TranslationFallback>
  );
}
