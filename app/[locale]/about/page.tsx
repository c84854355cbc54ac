import { pageRoute } from "@/lib/page-route";
import { TranslationFallback } from "@/components/i18n/translation-fallback";
import { Link } from "@/components/ui/link";
import { ContactButton } from "@/components/sections/contact-button";
import { CtaBand } from "@/components/sections/cta-band";
import { IconCard } from "@/components/sections/icon-card";
import { PageHero } from "@/components/sections/page-hero";
import { PeopleGrid } from "@/components/sections/people-grid";
import { Section } from "@/components/sections/section";
import { SectionHeader } from "@/components/sections/section-header";
import { TitledSection } from "@/components/sections/titled-section";
import { CapabilityCards } from "@/components/services/capability-cards";
import { Button } from "@/components/ui/button";
import { getI18n } from "@/lib/i18n/server";
import { getEntry } from "@/lib/content";
import { pagePath } from "@/lib/page-paths";
import { ChipList } from "@/components/ui/chip-list";

export const generateMetadata = pageRoute("about").generateMetadata;

export default async function AboutPage() {
  const { locale, t, href } = await getI18n();
  const page = getEntry("pages", "about", locale).data;
  return (
    <TranslationFallback path={pagePath("about")}>
      <>
        <PageHero
          titleId="about-title"
          eyebrow={t("company.about.eyebrow")}
          title={page.hero.title}
          lead={page.hero.lead}
        />
        <Section
          id="mission"
          aria-label={t("company.about.missionVision")}
          className="pt-4 md:pt-6"
        >
          <div className="grid gap-4 md:grid-cols-2">
            {[page.mission, page.vision].map((block, index) => (
              <div key={block.title} className="rounded-3xl border bg-card p-8">
                <p className="font-mono text-xs tracking-widest text-primary uppercase">
                  {index === 0 ? t("company.about.mission") : t("company.about.vision")}
                </p>
                <h2 className="mt-3 text-2xl font-semibold tracking-tight">{block.title}</h2>
                <p className="mt-3 text-lg muted-copy">{block.text}</p>
              </div>
            ))}
          </div>
        </Section>
        <TitledSection
          id="values"
          intro={{
            eyebrow: t("company.about.valuesEyebrow"),
            title: t("company.about.valuesTitle"),
          }}
          titleId="values-title"
          muted
        >
          <CapabilityCards items={page.values} gradient="violet-fuchsia" className="mt-12" />
        </TitledSection>
        <TitledSection
          id="team"
          intro={{
            eyebrow: t("company.about.leadershipEyebrow"),
            title: t("company.about.leadershipTitle"),
          }}
          titleId="team-title"
          className="scroll-mt-16"
        >
          <div className="mt-12">
            <PeopleGrid people={page.leadership} />
          </div>
        </TitledSection>
        <TitledSection
          id="expert-teams"
          intro={{ eyebrow: t("company.about.teamsEyebrow"), title: t("company.about.teamsTitle") }}
          titleId="teams-title"
          muted
        >
          <ul className="mt-12 grid gap-4 md:grid-cols-2">
            {page.teams.map((team) => (
              <IconCard key={team.name} icon={team.icon} title={team.name}>
                <p className="mt-2 muted-copy">{team.description}</p>
                <ChipList items={team.focus} className="mt-4" />
              </IconCard>
            ))}
          </ul>
        </TitledSection>
        <TitledSection
          id="advisors"
          intro={{
            eyebrow: t("company.about.advisorsEyebrow"),
            title: t("company.about.advisorsTitle"),
          }}
          titleId="advisors-title"
        >
          <div className="mt-12">
            <PeopleGrid people={page.advisors} />
          </div>
        </TitledSection>
        <Section id="commitment" aria-labelledby="commitment-title" muted>
          <div className="grid gap-10 lg:grid-cols-2">
            <div>
              <SectionHeader
                eyebrow={t("company.about.commitmentEyebrow")}
                title={page.commitment.title}
                titleId="commitment-title"
              />
              {page.commitment.paragraphs.map((paragraph) => (
                <p key={paragraph.slice(0, 32)} className="mt-4 text-lg muted-copy">
                  {paragraph}
                </p>
              ))}
            </div>
            <CapabilityCards
              items={page.commitment.pledges}
              gradient="emerald-lime"
              className="content-start sm:grid-cols-1 lg:grid-cols-1"
            />
          </div>
        </Section>
        <CtaBand
          titleId="about-cta-title"
          title={page.commitment.cta.title}
          lead={page.commitment.cta.lead}
          actions={
            <>
              <ContactButton variant="default">{t("company.cta.contactUs")}</ContactButton>
              <Button asChild size="lg" variant="outline">
                <Link href={href(pagePath("careers"))}>{t("company.about.join")}</Link>
              </Button>
            </>
          }
        />
      </>
    </TranslationFallback>
  );
}
