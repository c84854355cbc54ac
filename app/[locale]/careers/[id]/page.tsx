import { ArrowLeft } from "lucide-react";
import Link from "next/link";
import { notFound } from "next/navigation";
import { JobApplicationForm } from "@/components/forms/job-application-form";
import { HeroBackdrop } from "@/components/sections/hero-backdrop";
import { JsonLd } from "@/components/seo/json-ld";
import { Button } from "@/components/ui/button";
import { formatDate } from "@/lib/dates";
import { departmentName, getAllJobs, getJob, jobPath, locationName, typeName } from "@/lib/jobs";
import { breadcrumbJsonLd, jobPostingJsonLd } from "@/lib/json-ld";
import { buildMetadata } from "@/lib/metadata";
import { CheckList } from "@/components/ui/check-list";

type Props = { params: Promise<{ id: string }> };

export const dynamicParams = false;

export function generateStaticParams() {
  return getAllJobs().map((job) => ({ id: job.id }));
}

export async function generateMetadata({ params }: Props) {
  const job = getJob((await params).id);
  if (!job) return {};
  return buildMetadata({
    title: `${job.title} (${locationName(job.location)})`,
    description: job.summary,
    path: jobPath(job.id),
  });
}

export default async function JobPage({ params }: Props) {
  const job = getJob((await params).id);
  if (!job) notFound();
  const facts = [
    ["Department", departmentName(job.department)],
    ["Location", locationName(job.location)],
    ["Type", typeName(job.type)],
    ["Salary", job.salary],
    ["Posted", formatDate(job.postedAt)],
  ] as const;
  const lists = [
    ["What you'll do", job.responsibilities],
    ["What you bring", job.requirements],
    ["Nice to have", job.niceToHave],
  ] as const;
  return (
    <>
      <JsonLd
        data={[
          jobPostingJsonLd({ ...job, locationName: locationName(job.location) }),
          breadcrumbJsonLd([
            { name: "Careers", path: "/careers" },
            { name: job.title, path: jobPath(job.id) },
          ]),
        ]}
      />
      <section
        aria-labelledby="job-title"
        className="relative isolate overflow-hidden pt-28 pb-10 md:pt-36"
      >
        <HeroBackdrop />
        <div className="mx-auto max-w-5xl px-4 sm:px-6 lg:px-8">
          <Link
            href="/careers#open-positions"
            className="inline-flex items-center gap-1.5 rounded-sm text-sm font-medium text-muted-foreground hover:text-foreground"
          >
            <ArrowLeft aria-hidden="true" className="size-4" /> All open positions
          </Link>
          <h1
            id="job-title"
            className="mt-6 text-4xl font-semibold tracking-tight text-balance md:text-5xl"
          >
            {job.title}
          </h1>
          <dl className="mt-6 flex flex-wrap gap-x-6 gap-y-2 text-sm">
            {facts.map(([term, value]) => (
              <div key={term} className="flex gap-1.5">
                <dt className="text-muted-foreground">{term}:</dt>
                <dd className="font-medium">{value}</dd>
              </div>
            ))}
          </dl>
          <p className="mt-6 max-w-3xl text-lg leading-relaxed text-muted-foreground">
            {job.description}
          </p>
          <Button asChild size="lg" className="mt-8">
            <a href="#apply">Apply for this role</a>
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
              iconClassName="mt-1"
            />
          </section>
        ))}
        <section
          id="apply"
          aria-labelledby="apply-title"
          className="scroll-mt-24 rounded-3xl border bg-card p-6 sm:p-8"
        >
          <h2 id="apply-title" className="text-2xl font-semibold tracking-tight">
            Apply for {job.title}
          </h2>
          <p className="mt-1 mb-6 text-sm text-muted-foreground">
            Your answers are saved in this browser as you type, until you send them.
          </p>
          <JobApplicationForm jobId={job.id} jobTitle={job.title} />
        </section>
      </div>
    </>
  );
}
