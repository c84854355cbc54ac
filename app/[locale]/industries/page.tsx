import { pageRoute } from "@/lib/page-route";
import { TranslationFallback } from "@/components/i18n/translation-fallback";
import { Link } from "@/components/ui/link";
import { Artwork } from "@/components/art/artwork";
import { contentIcons } from "@/components/icons/content-icons";
import { ContactButton } from "@/components/sections/contact-button";
import { CtaBand } from "@/components/sections/cta-band";
import { PageHero } from "@/components/sections/page-hero";
import { Section } from "@/components/sections/section";
import { PrintButton } from "@/components/share/print-button";
import { Button } from "@/components/ui/button";
import { getI18n } from "@/lib/i18n/server";
import { getEntries, getEntry } from "@/lib/content";
import { pagePath } from "@/lib/page-paths";
import { MoreCue } from "@/components/sections/more-cue";

export const generateMetadata = pageRoute("industries").generateMetadata;

export default async function IndustriesPage() {
  const { locale, t, href } = await getI18n();
  const industriesOverview = getEntry("pages", "industries-overview", locale).data;
  const proposal = <ContactButton variant="default">{t("work.requestProposal")}</ContactButton>;
  return (
    <TranslationFallback path={pagePath("industries")}>
      <>
        <PageHero
          titleId="industries-title"
          eyebrow={industriesOverview.eyebrow}
          title={industriesOverview.title}
          lead={industriesOverview.lead}
          actions={
            <div data-print="hide" className="flex flex-wrap gap-3">
              {proposal}
              <PrintButton size="lg">{t("work.industries.brochure")}</PrintButton>
            </div>
          }
        />
        <Section aria-label={t("nav.industries")} className="pt-8 md:pt-10">
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {getEntries("industries", locale)
              .map(({ data }) => data)
              .map((industry) => {
                const Icon = contentIcons[industry.icon];
                return (
                  <li key={industry.id}>
                    <Link
                      href={href(pagePath("industry", industry.id))}
                      className="group card-link overflow-hidden"
                    >
                      <Artwork
                        seed={industry.id}
                        gradient={industry.gradient}
                        width={400}
                        height={200}
                        className="aspect-[2/1]"
                      />
                      <div className="flex flex-1 flex-col p-6">
                        <h2 className="flex items-center gap-2 text-lg font-semibold">
                          <Icon aria-hidden="true" className="size-5 text-primary" />
                          {industry.name}
                        </h2>
                        <p className="mt-2 flex-1 muted-copy">{industry.description}</p>
                        <MoreCue>
                          {t("work.industries.explore", { industry: industry.name })}
                        </MoreCue>
                      </div>
                    </Link>
                  </li>
                );
              })}
          </ul>
        </Section>
        <CtaBand
          titleId="industries-cta-title"
          title={industriesOverview.closing.title}
          lead={industriesOverview.closing.lead}
          actions={
            <>
              {proposal}
              <Button asChild size="lg" variant="outline">
                <Link href={href(pagePath("caseStudies"))}>{t("work.seeOurWork")}</Link>
              </Button>
              <Button asChild size="lg" variant="ghost">
                <Link href={href(pagePath("services"))}>{t("work.exploreServices")}</Link>
              </Button>
            </>
          }
        />
      </>
    </TranslationFallback>
  );
}
