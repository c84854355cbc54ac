import { pageRoute } from "@/lib/page-route";
import { TranslationFallback } from "@/components/i18n/translation-fallback";
import { PageHero } from "@/components/sections/page-hero";
import { QuoteGrid } from "@/components/sections/quote-grid";
import { Section } from "@/components/sections/section";
import { SectionHeader } from "@/components/sections/section-header";
import { TitledSection } from "@/components/sections/titled-section";
import { CapabilityCards } from "@/components/services/capability-cards";
import { Button } from "@/components/ui/button";
import { getI18n } from "@/lib/i18n/server";
import { OpenPositions } from "./_components/open-positions";
import { getEntry } from "@/lib/content";
import { pagePath } from "@/lib/page-paths";

export const generateMetadata = pageRoute("careers").generateMetadata;

export default async function CareersPage() {
  const { locale, t } = await getI18n();
  const page = getEntry("pages", "careers", locale).data;
  return (
    <TranslationFallback path={pagePath("careers")}>
      <>
        <PageHero
          titleId="careers-title"
          eyebrow={t("work.careers.eyebrow")}
          title={page.hero.title}
          lead={page.hero.lead}
          actions={
            <Button asChild size="lg">
              <a href="#open-positions">{t("work.careers.viewPositions")}</a>
            </Button>
          }
        />
        <Section aria-labelledby="why-title">
          <div className="grid gap-10 lg:grid-cols-2">
            <SectionHeader
              eyebrow={t("work.careers.whyEyebrow")}
              title={page.whyJoin.title}
              titleId="why-title"
            />
            <div className="grid gap-4 text-lg muted-copy">
              {page.whyJoin.paragraphs.map((paragraph) => (
                <p key={paragraph.slice(0, 32)}>{paragraph}</p>
              ))}
            </div>
          </div>
        </Section>
        <TitledSection
          intro={{ eyebrow: t("work.careers.valuesEyebrow"), title: t("work.careers.valuesTitle") }}
          titleId="values-title"
          muted
        >
          <CapabilityCards items={page.values} gradient="violet-fuchsia" className="mt-12" />
        </TitledSection>
        <TitledSection
          intro={{
            eyebrow: t("work.careers.benefitsEyebrow"),
            title: t("work.careers.benefitsTitle"),
          }}
          titleId="benefits-title"
        >
          <CapabilityCards items={page.benefits} gradient="teal-emerald" className="mt-12" />
        </TitledSection>
        <TitledSection
          intro={{ eyebrow: t("work.careers.voicesEyebrow"), title: t("work.careers.voicesTitle") }}
          titleId="voices-title"
          muted
        >
          <QuoteGrid
            quotes={page.testimonials.map((person) => ({
              quote: person.quote,
              name: person.name,
              byline: person.title,
              photo: person.photo,
            }))}
          />
        </TitledSection>
        <OpenPositions locale={locale} number={1} />
      </>
    </TranslationFallback>
  );
}
