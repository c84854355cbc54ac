import { DialogButton } from "@/components/dialogs/dialog-button";
import { CtaBand } from "@/components/sections/cta-band";
import { HeroBackdrop } from "@/components/sections/hero-backdrop";
import { Section } from "@/components/sections/section";
import { getAllCaseStudies, toDialogItem } from "@/lib/case-studies";
import { buildMetadata } from "@/lib/metadata";
import { CaseCard } from "./_components/case-card";

const caseStudiesCopy = {
  title: "Our Work",
  lead: "Four recent engagements, measured the way our clients measure them: fraud losses, inquiries resolved, water saved, deliveries on time.",
};

export const metadata = buildMetadata({
  title: "Our Work: Case Studies",
  description:
    "Case studies in machine learning, agentic AI, real-time streaming and pro bono NGO Lab work, with the results our clients measured.",
  path: "/case-studies",
});

export default function CaseStudiesPage() {
  const studies = getAllCaseStudies();
  const dialogItems = studies.map(toDialogItem);
  return (
    <>
      <section
        aria-labelledby="work-title"
        className="relative isolate overflow-hidden pt-32 pb-12 md:pt-40"
      >
        <HeroBackdrop />
        <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
          <p className="font-mono text-xs font-medium tracking-widest text-primary uppercase">
            Case studies
          </p>
          <h1
            id="work-title"
            className="mt-4 text-[40px] leading-[1.05] font-semibold tracking-tight sm:text-6xl md:text-7xl"
          >
            {caseStudiesCopy.title}
          </h1>
          <p className="mt-6 max-w-2xl text-lg leading-relaxed text-muted-foreground md:text-xl">
            {caseStudiesCopy.lead}
          </p>
        </div>
      </section>
      <Section aria-label="Case studies" className="pt-8 md:pt-10">
        <div className="grid gap-8">
          {studies.map((study, index) => (
            <CaseCard key={study.id} study={study} index={index} dialogItems={dialogItems} />
          ))}
        </div>
      </Section>
      <CtaBand
        titleId="work-cta-title"
        title="Have a problem like these?"
        lead="Tell us what you want to change. We'll tell you honestly whether AI is the right tool, and what a first phase would deliver."
        actions={
          <DialogButton dialog={{ kind: "request-demo", service: "Case Studies" }} size="lg">
            Schedule a Consultation
          </DialogButton>
        }
      />
    </>
  );
}
