import { spriteIcon } from "@/components/icons/sprite-icon";
import { TranslationFallback } from "@/components/i18n/translation-fallback";
import { Link } from "@/components/ui/link";
import { notFound } from "next/navigation";
import { LeadPicture } from "@/components/media/lead-picture";
import { CaseBadges } from "@/components/case-studies/case-badges";
import { ContactButton } from "@/components/sections/contact-button";
import { JsonLd } from "@/components/seo/json-ld";
import { StatGrid } from "@/components/services/stat-grid";
import { CopyLinkButton } from "@/components/share/copy-link-button";
import { PrintButton } from "@/components/share/print-button";
import { Button } from "@/components/ui/button";
import { Markdown } from "@/components/markdown/markdown";
import { PublicationBadge } from "@/components/markdown/publication-badge";
import { getCaseStudy } from "@/lib/case-studies";
import { getEntry } from "@/lib/content";
import { pagePath } from "@/lib/page-paths";
import { authorName } from "@/lib/authors";
import { pageRoute } from "@/lib/page-route";
import { formatDate } from "@/lib/format";
import { figureIn } from "@/lib/figures";
import { localePath } from "@/lib/i18n";
import type * as React from "react";
import { i18nFor } from "@/lib/i18n/messages";
import { shareLinks } from "@/lib/share";
import { absoluteUrl } from "@/lib/utils";
import { CaseSidebar } from "./_components/case-sidebar";

const ArrowLeft = spriteIcon("arrow-left");
const Quote = spriteIcon("quote");

type Props = { params: Promise<{ id: string }> };

const route = pageRoute("caseStudy");

export const dynamicParams = false;
export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;

// The implementation's numbered list, each step a card numbered 01, 02… by a CSS counter.
const implementationSteps = {
  ol: (props: React.ComponentProps<"ol">) => (
    <ol {...props} className="mt-4 grid gap-3 [counter-reset:step]" />
  ),
  li: ({ children, ...props }: React.ComponentProps<"li">) => (
    <li
      {...props}
      className="flex gap-4 rounded-xl border bg-card p-4 leading-relaxed [counter-increment:step] before:font-mono before:text-sm before:text-primary before:content-[counter(step,decimal-leading-zero)]"
    >
      <span>{children}</span>
    </li>
  ),
  p: (props: React.ComponentProps<"p">) => <p {...props} className="mt-3 text-lg muted-copy" />,
};

const sections = [
  ["challenge", "work.case.theChallenge"],
  ["solution", "work.case.theSolution"],
] as const;

export default async function CaseStudyPage({ params }: Props) {
  const { locale, id, page, breadcrumbs } = await route.page(params);
  const { t, href } = i18nFor(locale);
  const study = getCaseStudy(id, locale);
  if (!study) notFound();
  const { path } = page;
  const share = shareLinks(absoluteUrl(localePath(locale, path)), study.title);
  const author = getEntry("authors", study.author, locale)?.data;
  const results = study.results.map((result) => ({
    ...result,
    value: figureIn(locale, result.value),
  }));
  return (
    <TranslationFallback path={path}>
      <article className="mx-auto max-w-7xl px-4 pt-28 pb-20 sm:px-6 md:pt-36 lg:px-8">
        <JsonLd data={breadcrumbs} />
        <Link
          href={href(pagePath("caseStudies"))}
          className="inline-flex items-center gap-1.5 rounded-sm text-sm font-medium text-muted-foreground hover:text-foreground"
          data-print="hide"
        >
          <ArrowLeft aria-hidden="true" className="size-4" /> {t("work.case.back")}
        </Link>
        <header className="mt-6 max-w-4xl">
          <div className="flex flex-wrap items-center gap-2">
            <PublicationBadge
              publication={getEntry("caseStudies", study.id, locale)?.publication ?? "published"}
            />
            <CaseBadges study={study} />
          </div>
          <h1 className="mt-5 text-4xl font-semibold tracking-tight text-balance md:text-5xl">
            {study.title}
          </h1>
          <p className="mt-5 text-lg muted-copy md:text-xl">{study.summary}</p>
          <p className="mt-5 text-sm text-muted-foreground">
            <time dateTime={study.publishedAt}>{formatDate(locale, study.publishedAt)}</time> ·{" "}
            {author ? (
              <>
                {t("work.case.byline", { name: authorName(locale, author), role: author.role })}{" "}
                ·{" "}
              </>
            ) : null}
            {study.category} · {study.duration}
          </p>
        </header>
        <div className="mt-10 overflow-hidden rounded-3xl border">
          <LeadPicture
            photo={study.photo}
            slot="wide"
            artwork={{
              seed: `${study.id}-detail`,
              gradient: study.gradient,
              width: 1200,
              height: 450,
              label: t("work.artLabel", { name: study.title }),
              className: "aspect-[8/3]",
            }}
          />
        </div>
        <div className="mt-12 grid gap-12 lg:grid-cols-[1fr_320px]">
          <div className="grid content-start gap-10">
            {sections.map(([part, heading]) => (
              <section key={part} aria-labelledby={`${part}-title`}>
                <h2 id={`${part}-title`} className="text-2xl font-semibold tracking-tight">
                  {t(heading)}
                </h2>
                <p className="mt-3 text-lg muted-copy">{study[part]}</p>
              </section>
            ))}
            <section aria-labelledby="implementation-title">
              <h2 id="implementation-title" className="text-2xl font-semibold tracking-tight">
                {t("work.case.implementation")}
              </h2>
              <Markdown source={study.implementation} components={implementationSteps} />
            </section>
            <section aria-labelledby="results-title">
              <h2 id="results-title" className="text-2xl font-semibold tracking-tight">
                {t("work.case.results")}
              </h2>
              <p className="mt-3 text-lg muted-copy">{study.impact}</p>
              <StatGrid stats={results} gradient={study.gradient} className="mt-6 lg:grid-cols-2" />
            </section>
            <figure className="rounded-3xl border bg-card p-8">
              <Quote aria-hidden="true" className="size-7 text-primary" />
              <blockquote className="mt-4 text-xl leading-relaxed text-balance">
                {t("company.quote", { quote: study.testimonial.quote })}
              </blockquote>
              <figcaption className="mt-5 text-sm">
                <span className="font-semibold">{study.testimonial.author}</span>
                <span className="text-muted-foreground">
                  {t("work.roleSuffix", { role: study.testimonial.title })}
                </span>
              </figcaption>
            </figure>
            <div className="flex flex-wrap gap-3" data-print="hide">
              <PrintButton>{t("work.case.downloadPdf")}</PrintButton>
              <Button asChild variant="outline">
                <a href={share.linkedin} target="_blank" rel="noopener noreferrer">
                  {t("work.case.shareLinkedIn")} <span className="sr-only">{t("work.newTab")}</span>
                </a>
              </Button>
              <CopyLinkButton />
            </div>
            <div className="flex flex-wrap gap-3 border-t pt-8" data-print="hide">
              <ContactButton variant="default" size="default">
                {t("work.contactUs")}
              </ContactButton>
              <Button asChild variant="outline">
                <Link href={href(pagePath("caseStudies"))}>{t("work.case.moreCases")}</Link>
              </Button>
            </div>
          </div>
          <CaseSidebar study={study} />
        </div>
      </article>
    </TranslationFallback>
  );
}
