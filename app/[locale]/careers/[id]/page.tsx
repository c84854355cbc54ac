import { MessagesScope } from "@/components/i18n/messages-scope";
import { TranslationFallback } from "@/components/i18n/translation-fallback";
import { spriteIcon } from "@/components/icons/sprite-icon";
import { Link } from "@/components/ui/link";
import { notFound } from "next/navigation";
import { JobApplicationForm } from "@/components/forms/job-application-form";
import { HeroBackdrop } from "@/components/sections/hero-backdrop";
import { JsonLd } from "@/components/seo/json-ld";
import { Button } from "@/components/ui/button";
import { CheckList } from "@/components/ui/check-list";
import { formatDate } from "@/lib/format";
import { formatSalary } from "@/lib/figures";
import { i18nFor, pageFormPrefixes } from "@/lib/i18n/messages";
import { departmentName, locationName, typeName } from "@/lib/jobs";
import { jobPostingJsonLd } from "@/lib/json-ld";
import { Markdown } from "@/components/markdown/markdown";
import { PublicationBadge } from "@/components/markdown/publication-badge";
import { getEntry } from "@/lib/content";
import { markdownText } from "@/lib/content/markdown";
import { pagePath } from "@/lib/page-paths";
import { pageRoute } from "@/lib/page-route";

const ArrowLeft = spriteIcon("arrow-left");

type Props = { params: Promise<{ id: string }> };

const route = pageRoute("job");

export const dynamicParams = false;
export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;

export default async function JobPage({ params }: Props) {
  const { locale, id, page, breadcrumbs } = await route.page(params);
  const { t, href } = i18nFor(locale);
  const entry = getEntry("jobs", id, locale);
  if (!entry) notFound();
  const job = entry.data;
  const location = locationName(job.location, locale);
  const facts = [
    [t("work.jobs.department"), departmentName(job.department, locale)],
    [t("work.jobs.location"), location],
    [t("work.job.type"), typeName(job.type, locale)],
    [t("work.job.salary"), formatSalary(locale, job.salary)],
    [t("work.job.posted"), formatDate(locale, job.postedAt)],
  ] as const;
  const lists = [
    [t("work.job.responsibilities"), job.responsibilities],
    [t("work.job.requirements"), job.requirements],
    [t("work.job.niceToHave"), job.niceToHave],
  ] as const;
  return (
    <TranslationFallback path={page.path}>
      <>
        <JsonLd
          data={[
            jobPostingJsonLd(locale, {
              ...job,
              description: markdownText(job.description),
              locationName: location,
            }),
            breadcrumbs,
          ]}
        />
        <section
          aria-labelledby="job-title"
          className="relative isolate overflow-hidden pt-28 pb-10 md:pt-36"
        >
          <HeroBackdrop />
          <div className="mx-auto max-w-5xl px-4 sm:px-6 lg:px-8">
            <Link
              href={href(`${pagePath("careers")}#open-positions`)}
              className="inline-flex items-center gap-1.5 rounded-sm text-sm font-medium text-muted-foreground hover:text-foreground"
            >
              <ArrowLeft aria-hidden="true" className="size-4" /> {t("work.job.back")}
            </Link>
            <PublicationBadge publication={entry.publication} />
            <h1
              id="job-title"
              className="mt-6 text-4xl font-semibold tracking-tight text-balance md:text-5xl"
            >
              {job.title}
            </h1>
            <dl className="mt-6 flex flex-wrap gap-x-6 gap-y-2 text-sm">
              {facts.map(([term, value]) => (
                <div key={term} className="flex gap-1.5">
                  <dt className="text-muted-foreground">{t("work.job.fact", { term })}</dt>
                  <dd className="font-medium">{value}</dd>
                </div>
              ))}
            </dl>
            <div className="prose mt-6 max-w-3xl prose-zinc md:prose-lg dark:prose-invert">
              <Markdown source={job.description} />
            </div>
            <Button asChild size="lg" className="mt-8">
              <a href="#apply">{t("work.job.applyCta")}</a>
            </Button>
          </div>
        </section>
        <div className="mx-auto grid max-w-5xl gap-12 px-4 pb-20 sm:px-6 lg:px-8">
          {lists.map(([title, items]) => (
            <section key={title} aria-label={title}>
              <h2 className="text-2xl font-semibold tracking-tight">{title}</h2>
              <CheckList
                items={items}
                className="mt-4 grid gap-2.5"
                itemClassName="gap-2.5 leading-relaxed"
                markClassName="before:mt-1"
              />
            </section>
          ))}
          <section
            id="apply"
            aria-labelledby="apply-title"
            className="scroll-mt-24 rounded-3xl border bg-card p-6 sm:p-8"
          >
            <h2 id="apply-title" className="text-2xl font-semibold tracking-tight">
              {t("work.job.applyTitle", { title: job.title })}
            </h2>
            <p className="mt-1 mb-6 text-sm text-muted-foreground">{t("work.job.draftNote")}</p>
            <MessagesScope prefixes={pageFormPrefixes}>
              <JobApplicationForm jobId={job.id} jobTitle={job.title} />
            </MessagesScope>
          </section>
        </div>
      </>
    </TranslationFallback>
  );
}
