import type { CaseStudy } from "@/lib/case-studies";
import { getI18n } from "@/lib/i18n/server";

/** Category, industry and date badges of a case, as its edition writes them. */
export async function CaseBadges({
  study,
}: {
  study: Pick<CaseStudy, "category" | "industry" | "date">;
}) {
  const { t } = await getI18n();
  return (
    <ul aria-label={t("work.case.details")} className="flex flex-wrap gap-2 text-xs font-medium">
      <li className="rounded-full bg-primary/10 px-2.5 py-1 text-primary">{study.category}</li>
      <li className="rounded-full border px-2.5 py-1">{study.industry}</li>
      <li className="rounded-full border px-2.5 py-1 text-muted-foreground">{study.date}</li>
    </ul>
  );
}
