import type { CaseStudy } from "@/lib/case-studies";

/** Category, industry and date badges of a case. */
export function CaseBadges({
  study,
}: {
  study: Pick<CaseStudy, "category" | "industry" | "date">;
}) {
  return (
    <ul aria-label="Case details" className="flex flex-wrap gap-2 text-xs font-medium">
      <li className="rounded-full bg-primary/10 px-2.5 py-1 text-primary">{study.category}</li>
      <li className="rounded-full border px-2.5 py-1">{study.industry}</li>
      <li className="rounded-full border px-2.5 py-1 text-muted-foreground">{study.date}</li>
    </ul>
  );
}
