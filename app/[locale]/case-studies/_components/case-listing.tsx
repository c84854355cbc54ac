import { DialogButton } from "@/components/dialogs/dialog-button";
import { Pager } from "@/components/paging/pager";
import { CtaBand } from "@/components/sections/cta-band";
import { PageHero } from "@/components/sections/page-hero";
import { Section } from "@/components/sections/section";
import { JsonLd } from "@/components/seo/json-ld";
import { i18nFor } from "@/lib/i18n/messages";
import { caseStudyList, pageSizes } from "@/lib/listings";
import { pagePath } from "@/lib/page-paths";
import type { RoutePage } from "@/lib/page-route";
import { CaseCard } from "./case-card";

/** The URL of page `number` of the case studies. */
const listPath = (number: number) =>
  number === 1 ? pagePath("caseStudies") : pagePath("caseStudiesPage", String(number));

/** A page of "Our Work": a page of case cards, the pager (plain links) and the call to action. */
export function CaseListing({ locale, page, breadcrumbs, number }: RoutePage & { number: number }) {
  const { t, href } = i18nFor(locale);
  const studies = caseStudyList(locale);
  return (
    <>
      <JsonLd data={breadcrumbs} />
      <PageHero
        titleId="work-title"
        eyebrow={t("work.cases.eyebrow")}
        title={number === 1 ? t("work.cases.title") : page.title}
        lead={t("work.cases.lead")}
      />
      <Section aria-label={t("work.cases.eyebrow")} className="pt-8 md:pt-10">
        <div className="grid gap-8">
          {studies.items(number).map((study, index) => (
            <CaseCard
              key={study.id}
              study={study}
              index={(number - 1) * pageSizes.caseStudies + index}
            />
          ))}
          <Pager current={number} total={studies.pages} t={t} href={(n) => href(listPath(n))} />
        </div>
      </Section>
      <CtaBand
        titleId="work-cta-title"
        title={t("work.cases.ctaTitle")}
        lead={t("work.cases.ctaLead")}
        actions={
          <DialogButton dialog={{ kind: "request-demo", service: t("nav.caseStudies") }} size="lg">
            {t("work.cases.consultation")}
          </DialogButton>
        }
      />
    </>
  );
}
