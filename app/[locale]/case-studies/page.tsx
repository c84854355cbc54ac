import { DialogButton } from "@/components/dialogs/dialog-button";
import { CtaBand } from "@/components/sections/cta-band";
import { PageHero } from "@/components/sections/page-hero";
import { Section } from "@/components/sections/section";
import { getAllCaseStudies } from "@/lib/case-studies";
import { getI18n, getLocale } from "@/lib/i18n/server";
import { routeMetadata } from "@/lib/metadata";
import { CaseCard } from "./_components/case-card";
import { pagePath } from "@/lib/page-paths";

export async function generateMetadata() {
  return routeMetadata(await getLocale(), pagePath("caseStudies"));
}

export default async function CaseStudiesPage() {
  const { locale, t } = await getI18n();
  const studies = getAllCaseStudies(locale);
  return (
    <>
      <PageHero
        titleId="work-title"
        eyebrow={t("work.cases.eyebrow")}
        title={t("work.cases.title")}
        lead={t("work.cases.lead")}
      />
      <Section aria-label={t("work.cases.eyebrow")} className="pt-8 md:pt-10">
        <div className="grid gap-8">
          {studies.map((study, index) => (
            <CaseCard key={study.id} study={study} index={index} />
          ))}
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
