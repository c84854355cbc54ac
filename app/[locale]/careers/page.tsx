import { JobBoard } from "@/components/careers/job-board";
import { TranslationFallback } from "@/components/i18n/translation-fallback";
import { DialogButton } from "@/components/dialogs/dialog-button";
import { MessagesScope } from "@/components/i18n/messages-scope";
import { PageHero } from "@/components/sections/page-hero";
import { QuoteCard } from "@/components/sections/quote-card";
import { Section } from "@/components/sections/section";
import { SectionHeader } from "@/components/sections/section-header";
import { CapabilityCards } from "@/components/services/capability-cards";
import { Button } from "@/components/ui/button";
import { formatDate } from "@/lib/format";
import { getI18n, getLocale } from "@/lib/i18n/server";
import { getJobFilterOptions } from "@/lib/jobs";
import { routeMetadata } from "@/lib/metadata";
import { getEntries, getEntry } from "@/lib/content";
import { pagePath } from "@/lib/page-paths";
import { markdownSummary } from "@/lib/content/markdown";

export async function generateMetadata() {
  return routeMetadata(await getLocale(), pagePath("careers"));
}

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
        <Section aria-labelledby="values-title" muted>
          <SectionHeader
            eyebrow={t("work.careers.valuesEyebrow")}
            title={t("work.careers.valuesTitle")}
            titleId="values-title"
          />
          <CapabilityCards items={page.values} gradient="violet-fuchsia" className="mt-12" />
        </Section>
        <Section aria-labelledby="benefits-title">
          <SectionHeader
            eyebrow={t("work.careers.benefitsEyebrow")}
            title={t("work.careers.benefitsTitle")}
            titleId="benefits-title"
          />
          <CapabilityCards items={page.benefits} gradient="teal-emerald" className="mt-12" />
        </Section>
        <Section aria-labelledby="voices-title" muted>
          <SectionHeader
            eyebrow={t("work.careers.voicesEyebrow")}
            title={t("work.careers.voicesTitle")}
            titleId="voices-title"
          />
          <ul className="mt-12 grid gap-4 lg:grid-cols-3">
            {page.testimonials.map((person) => (
              <li key={person.name}>
                <QuoteCard
                  quote={person.quote}
                  name={person.name}
                  byline={person.title}
                  photo={person.photo}
                />
              </li>
            ))}
          </ul>
        </Section>
        <Section id="open-positions" aria-labelledby="positions-title" className="scroll-mt-16">
          <div className="flex flex-wrap items-end justify-between gap-6">
            <SectionHeader
              eyebrow={t("work.careers.positionsEyebrow")}
              title={t("work.careers.positionsTitle")}
              titleId="positions-title"
            />
            <DialogButton
              dialog={{
                kind: "job-application",
                jobId: null,
                jobTitle: t("work.careers.generalApplication"),
              }}
              variant="outline"
              size="lg"
            >
              {t("work.careers.submitResume")}
            </DialogButton>
          </div>
          <div className="mt-10">
            <MessagesScope prefixes={["work.jobs."]}>
              <JobBoard
                jobs={getEntries("jobs", locale).map(({ data: job }) => ({
                  id: job.id,
                  title: job.title,
                  description: markdownSummary(job.description),
                  location: job.location,
                  department: job.department,
                  type: job.type,
                  posted: formatDate(locale, job.postedAt),
                }))}
                options={getJobFilterOptions(locale)}
              />
            </MessagesScope>
          </div>
        </Section>
      </>
    </TranslationFallback>
  );
}
