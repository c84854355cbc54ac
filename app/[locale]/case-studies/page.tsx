import { DialogButton } from "@/components/dialogs/dialog-button";
import { CtaBand } from "@/components/sections/cta-band";
import { PageHero } from "@/components/sections/page-hero";
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
      <PageHero
        titleId="work-title"
        eyebrow="Case studies"
        title={caseStudiesCopy.title}
        lead={caseStudiesCopy.lead}
      />
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
