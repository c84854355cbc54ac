import { pageRoute } from "@/lib/page-route";
import { TranslationFallback } from "@/components/i18n/translation-fallback";
import Link from "next/link";
import { contentIcons } from "@/components/icons/content-icons";
import { CtaBand } from "@/components/sections/cta-band";
import { PageHero } from "@/components/sections/page-hero";
import { PeopleGrid } from "@/components/sections/people-grid";
import { Section } from "@/components/sections/section";
import { SectionHeader } from "@/components/sections/section-header";
import { CapabilityCards } from "@/components/services/capability-cards";
import { Button } from "@/components/ui/button";
import { getI18n } from "@/lib/i18n/server";
import { getEntry } from "@/lib/content";
import { pagePath } from "@/lib/page-paths";

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
        <Section id="values" aria-labelledby="values-title" muted>
          <SectionHeader
            eyebrow={t("company.about.valuesEyebrow")}
            title={t("company.about.valuesTitle")}
            titleId="values-title"
          />
          <CapabilityCards items={page.values} gradient="violet-fuchsia" className="mt-12" />
        </Section>
        <Section id="team" aria-labelledby="team-title" className="scroll-mt-16">
          <SectionHeader
            eyebrow={t("company.about.leadershipEyebrow")}
            title={t("company.about.leadershipTitle")}
            titleId="team-title"
          />
          <div className="mt-12">
            <PeopleGrid people={page.leadership} />
          </div>
        </Section>
        <Section id="expert-teams" aria-labelledby="teams-title" muted>
          <SectionHeader
            eyebrow={t("company.about.teamsEyebrow")}
            title={t("company.about.teamsTitle")}
            titleId="teams-title"
          />
          <ul className="mt-12 grid gap-4 md:grid-cols-2">
            {page.teams.map((team) => {
              const Icon = contentIcons[team.icon];
              return (
                <li key={team.name} className="card">
                  <Icon aria-hidden="true" className="size-6 text-primary" />
                  <h3 className="mt-4 text-lg font-semibold">{team.name}</h3>
                  <p className="mt-2 muted-copy">{team.description}</p>
                  <ul className="mt-4 flex flex-wrap gap-2">
                    {team.focus.map((focus) => (
                      <li key={focus} className="rounded-full border bg-muted px-3 py-1 text-xs">
                        {focus}
                      </li>
                    ))}
                  </ul>
                </li>
              );
            })}
          </ul>
        </Section>
        <Section id="advisors" aria-labelledby="advisors-title">
          <SectionHeader
            eyebrow={t("company.about.advisorsEyebrow")}
            title={t("company.about.advisorsTitle")}
            titleId="advisors-title"
          />
          <div className="mt-12">
            <PeopleGrid people={page.advisors} />
          </div>
        </Section>
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
              <Button asChild size="lg">
                <Link prefetch={false} href={href(pagePath("contact"))}>
                  {t("company.cta.contactUs")}
                </Link>
              </Button>
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
