import { spriteIcon } from "@/components/icons/sprite-icon";
import { Link } from "@/components/ui/link";
import { Section } from "@/components/sections/section";
import { StatGrid } from "@/components/services/stat-grid";
import { Button } from "@/components/ui/button";
import { getCaseStudy } from "@/lib/case-studies";
import { pagePath } from "@/lib/page-paths";
import { figureIn } from "@/lib/figures";
import { getI18n } from "@/lib/i18n/server";
import type { Industry } from "@/lib/content/schemas/industries";

const ArrowRight = spriteIcon("arrow-right");
const Quote = spriteIcon("quote");

/** The industry's featured case: three headline metrics, a client quote, the way to the full story. */
export async function FeaturedCase({ industry }: { industry: Industry }) {
  const { locale, t, href } = await getI18n();
  const { featuredCase, quote } = industry;
  const study = featuredCase.caseStudyId
    ? getCaseStudy(featuredCase.caseStudyId, locale)
    : undefined;
  const metrics = featuredCase.metrics.map((metric) => ({
    ...metric,
    value: figureIn(locale, metric.value),
  }));
  return (
    <Section id="featured-case" aria-labelledby="featured-case-title">
      <div className="rounded-3xl border bg-card p-6 sm:p-10">
        <p className="font-mono text-xs tracking-wider text-primary uppercase">
          {t("work.industry.featuredEyebrow", { client: featuredCase.client })}
        </p>
        <h2
          id="featured-case-title"
          className="mt-3 max-w-3xl text-3xl font-semibold tracking-tight text-balance md:text-4xl"
        >
          {featuredCase.title}
        </h2>
        <p className="mt-4 max-w-3xl text-lg muted-copy">{featuredCase.summary}</p>
        <StatGrid stats={metrics} gradient={industry.gradient} className="mt-10 lg:grid-cols-3" />
        <figure className="mt-10 border-l-2 border-primary pl-6">
          <Quote aria-hidden="true" className="size-6 text-primary" />
          <blockquote className="mt-3 max-w-3xl text-lg leading-relaxed text-balance">
            {t("company.quote", { quote: quote.text })}
          </blockquote>
          <figcaption className="mt-3 text-sm text-muted-foreground">— {quote.role}</figcaption>
        </figure>
        <Button asChild className="mt-8">
          <Link href={href(study ? pagePath("caseStudy", study.id) : pagePath("caseStudies"))}>
            {/* The spec's label on every industry, where the case has no page of its own too. */}
            {t("work.industry.viewCase")} <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
      </div>
    </Section>
  );
}
