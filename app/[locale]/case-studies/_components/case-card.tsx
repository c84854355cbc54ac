import { spriteIcon } from "@/components/icons/sprite-icon";
import { Link } from "@/components/ui/link";
import { Artwork } from "@/components/art/artwork";
import { CaseBadges } from "@/components/case-studies/case-badges";
import { DialogButton } from "@/components/dialogs/dialog-button";
import { Button } from "@/components/ui/button";
import { CheckList } from "@/components/ui/check-list";
import type { CaseStudy } from "@/lib/case-studies";
import { pagePath } from "@/lib/page-paths";
import { getI18n } from "@/lib/i18n/server";
import { ChipList } from "@/components/ui/chip-list";

const ArrowRight = spriteIcon("arrow-right");

type Props = { study: CaseStudy; index: number };

const parts = [
  ["challenge", "work.case.challenge"],
  ["solution", "work.case.solution"],
  ["impact", "work.case.impact"],
] as const;

/** One case on "Our Work": the whole story in brief, the dialog, and the case page. */
export async function CaseCard({ study, index }: Props) {
  const { t, href } = await getI18n();
  const srTitle = <span className="sr-only">{t("work.srTitle", { title: study.title })}</span>;
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
        className="aspect-[4/3] h-full min-h-56 object-cover"
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
          {parts.map(([part, label]) => (
            <div key={part}>
              <dt className="font-mono text-xs tracking-wider text-primary uppercase">
                {t(label)}
              </dt>
              <dd className="mt-1.5 line-clamp-5 text-muted-foreground">{study[part]}</dd>
            </div>
          ))}
        </dl>
        <h3 className="mt-6 font-mono text-xs tracking-wider text-primary uppercase">
          {t("work.case.keyResults")}
        </h3>
        <CheckList
          items={study.metrics}
          className="mt-3 grid gap-2 sm:grid-cols-2"
          itemClassName="gap-2 text-sm"
        />
        <h3 className="sr-only">{t("work.case.technologies")}</h3>
        <ChipList items={study.technologies} mono className="mt-5" />
        <div className="mt-8 flex flex-wrap gap-3">
          <DialogButton dialog={{ kind: "case-study", index }}>
            {t("work.case.readFull")}
            {srTitle}
          </DialogButton>
          <Button asChild variant="outline">
            <Link href={href(pagePath("caseStudy", study.id))}>
              {t("work.case.openPage")}
              {srTitle}
              <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
        </div>
      </div>
    </article>
  );
}
