import { ArrowLeft } from "lucide-react";
import Link from "next/link";
import { notFound } from "next/navigation";
import { contentIcons } from "@/components/icons/content-icons";
import { CtaBand } from "@/components/sections/cta-band";
import { GradientHero } from "@/components/sections/gradient-hero";
import { Section } from "@/components/sections/section";
import { SectionHeader } from "@/components/sections/section-header";
import { JsonLd } from "@/components/seo/json-ld";
import { CapabilityCards } from "@/components/services/capability-cards";
import { Button } from "@/components/ui/button";
import { getAllIndustries, getIndustry } from "@/lib/industries";
import { breadcrumbJsonLd } from "@/lib/json-ld";
import { buildMetadata } from "@/lib/metadata";
import { FeaturedCase } from "./_components/featured-case";
import { CheckList } from "@/components/ui/check-list";

type Props = { params: Promise<{ id: string }> };

export const dynamicParams = false;

export function generateStaticParams() {
  return getAllIndustries().map((industry) => ({ id: industry.id }));
}

export async function generateMetadata({ params }: Props) {
  const industry = getIndustry((await params).id);
  if (!industry) return {};
  return buildMetadata({
    title: `AI for ${industry.name}`,
    description: industry.description,
    path: `/industries/${industry.id}`,
  });
}

export default async function IndustryPage({ params }: Props) {
  const industry = getIndustry((await params).id);
  if (!industry) notFound();
  const proposal = (
    <Button asChild size="lg">
      <Link prefetch={false} href="/contact">Request a Proposal</Link>
    </Button>
  );
  return (
    <>
      <JsonLd
        data={breadcrumbJsonLd([
          { name: "Industries", path: "/industries" },
          { name: industry.name, path: `/industries/${industry.id}` },
        ])}
      />
      <GradientHero
        before={
          <Link
            href="/industries"
            className="inline-flex items-center gap-1.5 rounded-sm text-sm font-medium text-muted-foreground hover:text-foreground"
          >
            <ArrowLeft aria-hidden="true" className="size-4" /> Back to Industries
          </Link>
        }
        badge={{
          icon: industry.icon,
          label: <IndustryEyebrow eyebrow={industry.hero.eyebrow} name={industry.name} />,
        }}
        badgeNamesSubject
        title={industry.hero.title}
        highlight={industry.hero.highlight}
        gradient={industry.gradient}
        lead={industry.hero.lead}
        actions={
          <>
            {proposal}
            <Button asChild size="lg" variant="outline">
              <a href="#featured-case">See the results</a>
            </Button>
          </>
        }
        art={{ seed: `${industry.id}-hero`, label: `${industry.name} illustration` }}
      />
      <Section id="challenges" aria-labelledby="challenges-title" muted>
        <SectionHeader
          eyebrow="Key challenges"
          title={`What makes AI hard in ${industry.name.toLowerCase()}`}
          titleId="challenges-title"
        />
        <CapabilityCards
          items={industry.challenges}
          gradient={industry.gradient}
          className="mt-12"
        />
      </Section>
      <Section id="solutions" aria-labelledby="solutions-title">
        <SectionHeader
          eyebrow="Tailored solutions"
          title="What we build for you"
          titleId="solutions-title"
        />
        <ul className="mt-12 grid gap-4 lg:grid-cols-3">
          {industry.solutions.map((solution) => {
            const Icon = contentIcons[solution.icon];
            return (
              <li key={solution.title} className="rounded-2xl border bg-card p-6">
                <Icon aria-hidden="true" className="size-6 text-primary" />
                <h3 className="mt-4 text-lg font-semibold">{solution.title}</h3>
                <CheckList
                  items={solution.bullets}
                  className="mt-4 grid gap-2.5"
                  itemClassName="gap-2.5 text-sm leading-relaxed"
                />
              </li>
            );
          })}
        </ul>
      </Section>
      <FeaturedCase industry={industry} />
      <CtaBand
        titleId="industry-cta-title"
        title={industry.closing.title}
        lead={industry.closing.lead}
        actions={
          <>
            {proposal}
            <Button asChild size="lg" variant="outline">
              <Link href="/services">Explore Our Services</Link>
            </Button>
          </>
        }
      />
    </>
  );
}

/**
 * The eyebrow ("Industries · Energy") as the h1 reads it: the section prefix is hidden from
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
