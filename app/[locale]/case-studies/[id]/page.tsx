import { ArrowLeft, Quote } from "lucide-react";
import Link from "next/link";
import { notFound } from "next/navigation";
import { Artwork } from "@/components/art/artwork";
import { CaseBadges } from "@/components/case-studies/case-badges";
import { JsonLd } from "@/components/seo/json-ld";
import { StatGrid } from "@/components/services/stat-grid";
import { CopyLinkButton } from "@/components/share/copy-link-button";
import { PrintButton } from "@/components/share/print-button";
import { Button } from "@/components/ui/button";
import {
  caseStudyPath,
  getAllCaseStudies,
  getCaseServiceTitle,
  getCaseStudy,
} from "@/lib/case-studies";
import { breadcrumbJsonLd } from "@/lib/json-ld";
import { buildMetadata } from "@/lib/metadata";
import { shareLinks } from "@/lib/share";
import { absoluteUrl } from "@/lib/utils";
import { CaseSidebar } from "./_components/case-sidebar";

type Props = { params: Promise<{ id: string }> };

export const dynamicParams = false;

export function generateStaticParams() {
  return getAllCaseStudies().map((study) => ({ id: study.id }));
}

export async function generateMetadata({ params }: Props) {
  const study = getCaseStudy((await params).id);
  if (!study) return {};
  return buildMetadata({
    title: study.title,
    description: study.description,
    path: caseStudyPath(study.id),
  });
}

const published = new Intl.DateTimeFormat("en-US", {
  month: "long",
  day: "numeric",
  year: "numeric",
  timeZone: "UTC",
});

export default async function CaseStudyPage({ params }: Props) {
  const study = getCaseStudy((await params).id);
  if (!study) notFound();
  const share = shareLinks(absoluteUrl(caseStudyPath(study.id)), study.title);
  return (
    <article className="mx-auto max-w-7xl px-4 pt-28 pb-20 sm:px-6 md:pt-36 lg:px-8">
      <JsonLd
        data={breadcrumbJsonLd([
          { name: "Case Studies", path: "/case-studies" },
          { name: study.title, path: caseStudyPath(study.id) },
        ])}
      />
      <Link
        href="/case-studies"
        className="inline-flex items-center gap-1.5 rounded-sm text-sm font-medium text-muted-foreground hover:text-foreground"
        data-print="hide"
      >
        <ArrowLeft aria-hidden="true" className="size-4" /> Back to Case Studies
      </Link>
      <header className="mt-6 max-w-4xl">
        <CaseBadges study={study} />
        <h1 className="mt-5 text-4xl font-semibold tracking-tight text-balance md:text-5xl">
          {study.title}
        </h1>
        <p className="mt-5 text-lg leading-relaxed text-muted-foreground md:text-xl">
          {study.summary}
        </p>
        <p className="mt-5 text-sm text-muted-foreground">
          <time dateTime={study.publishedAt}>{published.format(new Date(study.publishedAt))}</time>{" "}
          · By {study.author.name}, {study.author.role} · {getCaseServiceTitle(study)} ·{" "}
          {study.duration}
        </p>
      </header>
      <div className="mt-10 overflow-hidden rounded-3xl border">
        <Artwork
          seed={`${study.id}-detail`}
          gradient={study.gradient}
          width={1200}
          height={450}
          label={`${study.title} illustration`}
          className="aspect-[8/3]"
        />
      </div>
      <div className="mt-12 grid gap-12 lg:grid-cols-[1fr_320px]">
        <div className="grid content-start gap-10">
          {(["challenge", "solution"] as const).map((part) => (
            <section key={part} aria-labelledby={`${part}-title`}>
              <h2 id={`${part}-title`} className="text-2xl font-semibold tracking-tight capitalize">
                The {part}
              </h2>
              <p className="mt-3 text-lg leading-relaxed text-muted-foreground">{study[part]}</p>
            </section>
          ))}
          <section aria-labelledby="implementation-title">
            <h2 id="implementation-title" className="text-2xl font-semibold tracking-tight">
              Implementation
            </h2>
            <ol className="mt-4 grid gap-3">
              {study.implementation.map((step, index) => (
                <li key={step} className="flex gap-4 rounded-xl border bg-card p-4 leading-relaxed">
                  <span className="font-mono text-sm text-primary">
                    {String(index + 1).padStart(2, "0")}
                  </span>
                  {step}
                </li>
              ))}
            </ol>
          </section>
          <section aria-labelledby="results-title">
            <h2 id="results-title" className="text-2xl font-semibold tracking-tight">
              Results
            </h2>
            <p className="mt-3 text-lg leading-relaxed text-muted-foreground">{study.impact}</p>
            <StatGrid
              stats={study.results}
              gradient={study.gradient}
              className="mt-6 lg:grid-cols-2"
            />
          </section>
          <figure className="rounded-3xl border bg-card p-8">
            <Quote aria-hidden="true" className="size-7 text-primary" />
            <blockquote className="mt-4 text-xl leading-relaxed text-balance">
              “{study.testimonial.quote}”
            </blockquote>
            <figcaption className="mt-5 text-sm">
              <span className="font-semibold">{study.testimonial.author}</span>
              <span className="text-muted-foreground">, {study.testimonial.title}</span>
            </figcaption>
          </figure>
          <div className="flex flex-wrap gap-3" data-print="hide">
            <PrintButton>Download Case Study PDF</PrintButton>
            <Button asChild variant="outline">
              <a href={share.linkedin} target="_blank" rel="noopener noreferrer">
                Share on LinkedIn <span className="sr-only">(opens in a new tab)</span>
              </a>
            </Button>
            <CopyLinkButton />
          </div>
          <div className="flex flex-wrap gap-3 border-t pt-8" data-print="hide">
            <Button asChild>
              <Link prefetch={false} href="/contact">Contact Us</Link>
            </Button>
            <Button asChild variant="outline">
              <Link href="/case-studies">View More Case Studies</Link>
            </Button>
          </div>
        </div>
        <CaseSidebar study={study} />
      </div>
    </article>
  );
}
