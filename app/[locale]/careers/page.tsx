import { JobBoard } from "@/components/careers/job-board";
import { DialogButton } from "@/components/dialogs/dialog-button";
import { PageHero } from "@/components/sections/page-hero";
import { QuoteCard } from "@/components/sections/quote-card";
import { Section } from "@/components/sections/section";
import { SectionHeader } from "@/components/sections/section-header";
import { CapabilityCards } from "@/components/services/capability-cards";
import { Button } from "@/components/ui/button";
import { careersPage } from "@/content/careers";
import { jobDepartments, jobLocations, jobTypes } from "@/content/library-schema";
import { formatDate } from "@/lib/dates";
import { getAllJobs } from "@/lib/jobs";
import { buildMetadata } from "@/lib/metadata";

export const metadata = buildMetadata({
  title: "Careers",
  description:
    "Join Tessellate AI: ML engineers, data engineers, designers and product people building production AI — and pro bono tools for nonprofits.",
  path: "/careers",
});

export default function CareersPage() {
  const page = careersPage;
  return (
    <>
      <PageHero
        titleId="careers-title"
        eyebrow="Careers"
        title={page.hero.title}
        lead={page.hero.lead}
        actions={
          <Button asChild size="lg">
            <a href="#open-positions">View Open Positions</a>
          </Button>
        }
      />
      <Section aria-labelledby="why-title">
        <div className="grid gap-10 lg:grid-cols-2">
          <SectionHeader eyebrow="Why join us" title={page.whyJoin.title} titleId="why-title" />
          <div className="grid gap-4 text-lg leading-relaxed text-muted-foreground">
            {page.whyJoin.paragraphs.map((paragraph) => (
              <p key={paragraph.slice(0, 32)}>{paragraph}</p>
            ))}
          </div>
        </div>
      </Section>
      <Section aria-labelledby="values-title" muted>
        <SectionHeader eyebrow="Our values" title="How we work together" titleId="values-title" />
        <CapabilityCards items={page.values} gradient="violet-fuchsia" className="mt-12" />
      </Section>
      <Section aria-labelledby="benefits-title">
        <SectionHeader eyebrow="Benefits" title="What we offer" titleId="benefits-title" />
        <CapabilityCards items={page.benefits} gradient="teal-emerald" className="mt-12" />
      </Section>
      <Section aria-labelledby="voices-title" muted>
        <SectionHeader eyebrow="From the team" title="What it's like here" titleId="voices-title" />
        <ul className="mt-12 grid gap-4 lg:grid-cols-3">
          {page.testimonials.map((person) => (
            <li key={person.name}>
              <QuoteCard quote={person.quote} name={person.name} byline={person.title} />
            </li>
          ))}
        </ul>
      </Section>
      <Section id="open-positions" aria-labelledby="positions-title" className="scroll-mt-16">
        <div className="flex flex-wrap items-end justify-between gap-6">
          <SectionHeader
            eyebrow="Open positions"
            title="Find your role"
            titleId="positions-title"
          />
          <DialogButton
            dialog={{ kind: "job-application", jobId: null, jobTitle: "General application" }}
            variant="outline"
            size="lg"
          >
            Submit Your Resume
          </DialogButton>
        </div>
        <div className="mt-10">
          <JobBoard
            jobs={getAllJobs().map((job) => ({
              id: job.id,
              title: job.title,
              description: job.description,
              location: job.location,
              department: job.department,
              type: job.type,
              posted: formatDate(job.postedAt),
            }))}
            options={{ location: jobLocations, department: jobDepartments, type: jobTypes }}
          />
        </div>
      </Section>
    </>
  );
}
