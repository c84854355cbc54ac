import { ArrowRight } from "lucide-react";
import Link from "next/link";
import { Artwork } from "@/components/art/artwork";
import { CaseBadges } from "@/components/case-studies/case-badges";
import { DialogButton } from "@/components/dialogs/dialog-button";
import { Button } from "@/components/ui/button";
import { caseStudyPath, type CaseDialogItem, type CaseStudy } from "@/lib/case-studies";
import { CheckList } from "@/components/ui/check-list";

type Props = { study: CaseStudy; index: number; dialogItems: CaseDialogItem[] };

/** One case on "Our Work": the whole story in brief, the dialog, and the case page. */
export function CaseCard({ study, index, dialogItems }: Props) {
  return (
    <article
      id={study.id}
      aria-labelledby={`${study.id}-title`}
      className="grid scroll-mt-24 overflow-hidden rounded-3xl border bg-card lg:grid-cols-[1fr_1.4fr]"
    >
      <Artwork
        seed={study.id}
        gradient={study.gradient}
        width={480}
        height={360}
        className="h-full min-h-56 object-cover"
      />
      <div className="p-6 sm:p-8">
        <CaseBadges study={study} />
        <h2
          id={`${study.id}-title`}
          className="mt-4 text-2xl font-semibold tracking-tight text-balance"
        >
          {study.title}
        </h2>
        <p className="mt-1 text-sm text-muted-foreground">{study.client}</p>
        <dl className="mt-6 grid gap-4 text-sm leading-relaxed md:grid-cols-3">
          {(["challenge", "solution", "impact"] as const).map((part) => (
            <div key={part}>
              <dt className="font-mono text-xs tracking-wider text-primary uppercase">{part}</dt>
              <dd className="mt-1.5 line-clamp-5 text-muted-foreground">{study[part]}</dd>
            </div>
          ))}
        </dl>
        <h3 className="mt-6 font-mono text-xs tracking-wider text-primary uppercase">
          Key results
        </h3>
        <CheckList
          items={study.metrics}
          className="mt-3 grid gap-2 sm:grid-cols-2"
          itemClassName="gap-2 text-sm"
        />
        <h3 className="sr-only">Technologies</h3>
        <ul className="mt-5 flex flex-wrap gap-2">
          {study.technologies.map((tech) => (
            <li key={tech} className="rounded-full border bg-muted px-3 py-1 font-mono text-xs">
              {tech}
            </li>
          ))}
        </ul>
        <div className="mt-8 flex flex-wrap gap-3">
          <DialogButton dialog={{ kind: "case-study", cases: dialogItems, index }}>
            Read Full Case Study <span className="sr-only">: {study.title}</span>
          </DialogButton>
          <Button asChild variant="outline">
            <Link href={caseStudyPath(study.id)}>
              Open case page <span className="sr-only">: {study.title}</span>
              <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
        </div>
      </div>
    </article>
  );
}
