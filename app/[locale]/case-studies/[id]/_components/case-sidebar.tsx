import { Link } from "@/components/ui/link";
import { Artwork } from "@/components/art/artwork";
import { getRelatedCases, type CaseStudy } from "@/lib/case-studies";
import { pagePath } from "@/lib/page-paths";
import { getI18n } from "@/lib/i18n/server";
import { ChipList } from "@/components/ui/chip-list";

/** Project details, technologies, tags and related cases beside a case study. */
export async function CaseSidebar({ study }: { study: CaseStudy }) {
  const { locale, t, href } = await getI18n();
  const details = [
    [t("work.case.client"), study.client],
    [t("work.case.industry"), study.industry],
    [t("work.case.service"), study.category],
    [t("work.case.duration"), study.duration],
  ] as const;
  return (
    <aside className="grid content-start gap-6" aria-label={t("work.case.about")}>
      <section className="card">
        <h2 className="font-semibold">{t("work.case.projectDetails")}</h2>
        <dl className="mt-4 grid gap-3 text-sm">
          {details.map(([term, value]) => (
            <div
              key={term}
              className="flex justify-between gap-4 border-b pb-3 last:border-0 last:pb-0"
            >
              <dt className="text-muted-foreground">{term}</dt>
              <dd className="text-right font-medium">{value}</dd>
            </div>
          ))}
        </dl>
      </section>
      <section className="card">
        <h2 className="font-semibold">{t("work.case.technologies")}</h2>
        <ChipList items={study.technologies} mono className="mt-4" />
      </section>
      <section className="card">
        <h2 className="font-semibold">{t("work.case.tags")}</h2>
        <ChipList items={study.tags} className="mt-4" />
      </section>
      <section className="card" data-print="hide">
        <h2 className="font-semibold">{t("work.case.related")}</h2>
        <ul className="mt-4 grid gap-3">
          {getRelatedCases(study, locale).map((related) => (
            <li key={related.id}>
              <Link
                href={href(pagePath("caseStudy", related.id))}
                className="group flex items-center gap-3 rounded-lg"
              >
                <span className="w-20 shrink-0 overflow-hidden rounded-md border">
                  <Artwork
                    seed={related.id}
                    gradient={related.gradient}
                    width={80}
                    height={50}
                    className="aspect-[8/5]"
                  />
                </span>
                <span className="text-sm font-medium group-hover:text-primary">
                  {related.title}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </aside>
  );
}
