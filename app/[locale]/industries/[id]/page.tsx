import { TranslationFallback } from "@/components/i18n/translation-fallback";
import { spriteIcon } from "@/components/icons/sprite-icon";
import { Link } from "@/components/ui/link";
import { notFound } from "next/navigation";
import { ContactButton } from "@/components/sections/contact-button";
import { CtaBand } from "@/components/sections/cta-band";
import { GradientHero } from "@/components/sections/gradient-hero";
import { IconCard } from "@/components/sections/icon-card";
import { TitledSection } from "@/components/sections/titled-section";
import { JsonLd } from "@/components/seo/json-ld";
import { CapabilityCards } from "@/components/services/capability-cards";
import { Button } from "@/components/ui/button";
import { CheckList } from "@/components/ui/check-list";
import { i18nFor } from "@/lib/i18n/messages";
import { pageRoute } from "@/lib/page-route";
import { FeaturedCase } from "./_components/featured-case";
import { getEntry } from "@/lib/content";
import { pagePath } from "@/lib/page-paths";

const ArrowLeft = spriteIcon("arrow-left");

type Props = { params: Promise<{ id: string }> };

const route = pageRoute("industry");

export const dynamicParams = false;
export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;

export default async function IndustryPage({ params }: Props) {
  const { locale, id, page, breadcrumbs } = await route.page(params);
  const { t, href } = i18nFor(locale);
  const industry = getEntry("industries", id, locale)?.data;
  if (!industry) notFound();
  const proposal = <ContactButton variant="default">{t("work.requestProposal")}</ContactButton>;
  return (
    <TranslationFallback path={page.path}>
      <>
        <JsonLd data={breadcrumbs} />
        <GradientHero
          before={
            <Link
              href={href(pagePath("industries"))}
              className="inline-flex items-center gap-1.5 rounded-sm text-sm font-medium text-muted-foreground hover:text-foreground"
            >
              <ArrowLeft aria-hidden="true" className="size-4" /> {t("work.industry.back")}
            </Link>
          }
          badge={{
            icon: industry.icon,
            label: <IndustryEyebrow eyebrow={industry.hero.eyebrow} name={industry.name} />,
          }}
          badgeNamesSubject
          title={industry.hero.title}
          gradient={industry.gradient}
          lead={industry.hero.lead}
          actions={
            <>
              {proposal}
              <Button asChild size="lg" variant="outline">
                <a href="#featured-case">{t("work.industry.seeResults")}</a>
              </Button>
            </>
          }
          art={{
            seed: `${industry.id}-hero`,
            label: t("work.artLabel", { name: industry.name }),
            photo: industry.photo,
          }}
        />
        <TitledSection
          id="challenges"
          intro={{
            eyebrow: t("work.industry.challengesEyebrow"),
            title: t("work.industry.challengesTitle", {
              industry: industry.name,
              industryInSentence: industry.nameInSentence,
            }),
          }}
          titleId="challenges-title"
          muted
        >
          <CapabilityCards
            items={industry.challenges}
            gradient={industry.gradient}
            className="mt-12"
          />
        </TitledSection>
        <TitledSection
          id="solutions"
          intro={{
            eyebrow: t("work.industry.solutionsEyebrow"),
            title: t("work.industry.solutionsTitle"),
          }}
          titleId="solutions-title"
        >
          <ul className="mt-12 grid gap-4 lg:grid-cols-3">
            {industry.solutions.map((solution) => (
              <IconCard key={solution.title} icon={solution.icon} title={solution.title}>
                <CheckList
                  items={solution.bullets}
                  className="mt-4 grid gap-2.5"
                  itemClassName="gap-2.5 text-sm leading-relaxed"
                />
              </IconCard>
            ))}
          </ul>
        </TitledSection>
        <FeaturedCase industry={industry} />
        <CtaBand
          titleId="industry-cta-title"
          title={industry.closing.title}
          lead={industry.closing.lead}
          actions={
            <>
              {proposal}
              <Button asChild size="lg" variant="outline">
                <Link href={href(pagePath("services"))}>{t("work.exploreServices")}</Link>
              </Button>
            </>
          }
        />
      </>
    </TranslationFallback>
  );
}

/**
 * The eyebrow from content ("Industries · Energy", "Branchen · Energie") as the h1 reads it: the section prefix is hidden from
 * assistive technology, so the heading starts with the industry's name.
 */
function IndustryEyebrow({ eyebrow, name }: { eyebrow: string; name: string }) {
  if (!eyebrow.endsWith(name)) return eyebrow;
  // One element, so the badge's flex gap does not open up between the two parts.
  return (
    <span>
      <span aria-hidden="true">{eyebrow.slice(0, -name.length)}</span>
      {name}
    </span>
  );
}
